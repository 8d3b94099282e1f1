'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { startTransition, useMemo, useOptimistic, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import {
  ancestorsOf,
  applyMove,
  filterTree,
  indent,
  locate,
  moveDown,
  moveUp,
  outdent,
  type TreeMove,
} from '@/components/ui/tree-model';
import { TreeView } from '@/components/ui/tree-view';
import type { ProductFamily } from '@/lib/api/product-families';
import type { CategoryListItem } from '@/lib/api/schemas/category';
import { moveCategoryAction } from './actions';
import { flattenCategories, toTreeNodes, type CategoryNode } from './category-nodes';
import { CategoryTreeRow } from './category-tree-row';
import { CategoryTreeToolbar, type MoveCommand } from './category-tree-toolbar';
import { CreateCategoryDialog } from './create-category-dialog';

const COMMANDS = { up: moveUp, down: moveDown, indent, outdent } as const;
/** How long a move's toast offers Undo, as for product deletes and bulk runs. */
const UNDO_MS = 10_000;

/**
 * The category tree: expand, filter by name (matches shown with their ancestors), select, open, add,
 * and move by drag and drop or keyboard. Moves show at once (useOptimistic) and are saved with a
 * server action; the page's fresh tree replaces the optimistic one when the save returns.
 */
export function CategoryTreePanel({
  items,
  families,
  canWrite,
}: {
  items: CategoryListItem[];
  families: ProductFamily[] | null;
  canWrite: boolean;
}) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const nodes = useMemo(() => toTreeNodes(items), [items]);
  const [tree, showMove] = useOptimistic(nodes, (current: CategoryNode[], move: TreeMove) =>
    applyMove(current, move),
  );
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(nodes.map((n) => n.id)));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [query, setQuery] = useState(searchParams.get('q') ?? '');
  const [announcement, setAnnouncement] = useState('');
  const [creating, setCreating] = useState<{ parentCode: string } | null>(null);
  const [pendingReveal, setPendingReveal] = useState<string | null>(null);

  // A category just created shows up once the page's fresh tree arrives: then open its ancestors and select it.
  if (pendingReveal && locate(nodes, pendingReveal)) {
    setPendingReveal(null);
    setSelectedId(pendingReveal);
    setExpanded((prev) => new Set([...prev, ...ancestorsOf(nodes, pendingReveal)]));
  }

  const q = query.trim();
  const filtered = useMemo(
    () => (q ? filterTree(tree, (n) => n.data.name.toLowerCase().includes(q.toLowerCase())) : null),
    [tree, q],
  );
  const shown = filtered?.nodes ?? tree;
  const shownExpanded = filtered ? new Set([...expanded, ...filtered.ancestorIds]) : expanded;
  const selected = selectedId ? locate(tree, selectedId) : null;
  const flat = useMemo(() => flattenCategories(items), [items]);

  function setFilter(value: string) {
    setQuery(value);
    // Find-then-act: the category picked while filtering stays in view when the filter is cleared.
    if (!value.trim() && selectedId)
      setExpanded((prev) => new Set([...prev, ...ancestorsOf(tree, selectedId)]));
    // The filter is part of the URL (shareable, restored with Back) without a server round trip.
    const params = new URLSearchParams(searchParams);
    if (value.trim()) params.set('q', value.trim());
    else params.delete('q');
    window.history.replaceState(null, '', params.size ? `?${params}` : window.location.pathname);
  }

  function toggle(id: string, open: boolean) {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  /**
   * Saves a move; its toast offers Undo for 10 s, which moves the category back to its old parent
   * and position through the service (an undo's own toast offers none).
   */
  function save(move: TreeMove, { undo = false }: { undo?: boolean } = {}) {
    const from = locate(tree, move.id);
    const name = from?.node.data.name ?? 'Category';
    const parentName = move.parentId
      ? (locate(tree, move.parentId)?.node.data.name ?? 'its parent')
      : 'the top level';
    startTransition(async () => {
      showMove(move);
      const result = await moveCategoryAction({
        id: move.id,
        parentId: move.parentId,
        position: move.index + 1,
      });
      if (result.ok) {
        const done = undo ? `Move undone: “${name}” is back at position ${move.index + 1} in ${parentName}` : `Moved “${name}” to position ${move.index + 1} in ${parentName}`;
        setAnnouncement(`${done}.`);
        toast.success(done, {
          duration: UNDO_MS,
          action:
            undo || !from
              ? undefined
              : { label: 'Undo', onClick: () => save({ id: move.id, parentId: from.parentId, index: from.index }, { undo: true }) },
        });
      } else {
        setAnnouncement(`${name} was not moved: ${result.message}`);
        toast.error(`“${name}” was not moved`, { description: result.message });
      }
    });
  }

  function command(c: MoveCommand) {
    if (!selectedId) return;
    const move = COMMANDS[c](tree, selectedId);
    if (!move) return;
    if (move.parentId) toggle(move.parentId, true);
    save(move);
  }

  const movable = canWrite && !filtered;
  const canMove = Object.fromEntries(
    Object.entries(COMMANDS).map(([c, fn]) => [c, Boolean(movable && selectedId && fn(tree, selectedId))]),
  ) as Record<MoveCommand, boolean>;

  return (
    <Card>
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2.5">
        <div className="relative w-full max-w-xs">
          <Icon name="search" className="pointer-events-none absolute top-2 left-2.5 size-4 text-slate-400" />
          <Input
            type="search"
            aria-label="Filter categories by name"
            placeholder="Filter by name…"
            value={query}
            onChange={(e) => setFilter(e.target.value)}
            className="pl-8"
          />
        </div>
        <p className="text-xs text-slate-500" aria-live="polite">
          {filtered
            ? `${flat.filter((c) => c.name.toLowerCase().includes(q.toLowerCase())).length} matching`
            : `${flat.length} categories`}
          {filtered && canWrite && ' · clear the filter to move categories'}
        </p>
        <div className="ml-auto flex gap-1.5">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setExpanded(new Set(flat.filter((c) => c.childCount > 0).map((c) => c.id)))}
          >
            Expand all
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setExpanded(new Set())}>
            Collapse all
          </Button>
          {canWrite && (
            <Button size="sm" variant="primary" onClick={() => setCreating({ parentCode: '' })}>
              <Icon name="plus" className="size-3.5" />
              New category
            </Button>
          )}
        </div>
      </div>
      <CategoryTreeToolbar
        selected={selected ? { id: selected.node.id, name: selected.node.data.name } : null}
        canWrite={canWrite}
        canMove={canMove}
        onMove={command}
        onAddChild={() => selected && setCreating({ parentCode: selected.node.data.categoryCode })}
      />
      <div className="px-2 py-1">
        {shown.length === 0 ? (
          <EmptyState
            className="my-4"
            title={q ? `No category name contains “${q}”` : 'No categories yet'}
            description={
              q
                ? 'Check the spelling, or clear the filter.'
                : canWrite
                  ? 'Create the first category to start the tree.'
                  : undefined
            }
            action={q ? <Button onClick={() => setFilter('')}>Clear the filter</Button> : undefined}
          />
        ) : (
          <TreeView
            label="Categories"
            nodes={shown}
            expanded={shownExpanded}
            onToggle={toggle}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onActivate={(id) => router.push(`/catalogue/categories/${id}`)}
            onMove={movable ? save : undefined}
            getLabel={(n) => `${n.data.name}, ${n.data.categoryCode}, ${n.data.prodCount.toLocaleString('en-GB')} products`}
            renderContent={(n) => <CategoryTreeRow node={n} query={q} />}
          />
        )}
      </div>
      <p className="border-t border-slate-200 px-3 py-2 text-xs text-slate-500">
        Keyboard: ↑ ↓ to move between categories, → ← to open and close, Enter to edit.
        {movable &&
          ' Alt+Shift+↑ ↓ reorders, Alt+Shift+→ ← moves into the category above or out of its parent; or drag a category.'}
      </p>
      <div aria-live="assertive" className="sr-only">
        {announcement}
      </div>
      {creating && (
        <CreateCategoryDialog
          open
          onOpenChange={(open) => !open && setCreating(null)}
          categories={flat}
          parentCode={creating.parentCode}
          families={families}
          onCreated={(id) => setPendingReveal(id)}
        />
      )}
    </Card>
  );
}
