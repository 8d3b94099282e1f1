'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { locate, type TreeNode } from '@/components/ui/tree-model';
import { TreeView } from '@/components/ui/tree-view';
import { NAV_ALIGNMENTS, type NavItem } from '@/lib/api/schemas/content';

type NavNode = TreeNode<NavItem>;

const toNodes = (items: NavItem[]): NavNode[] =>
  items.map((item) => ({ id: item.recordId, data: item, children: toNodes(item.navBlocks) }));

const allIds = (nodes: NavNode[]): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children)]);

/**
 * One navigation menu (header or footer) as a read-only tree: expand, browse with the keyboard, and
 * see the selected item's link and layout. Menus are edited in the storefront's CMS, not here.
 */
export function NavTreePanel({ title, items }: { title: string; items: NavItem[] }) {
  const nodes = useMemo(() => toNodes(items), [items]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = selectedId ? locate(nodes, selectedId)?.node : null;
  const headingId = `nav-${title.toLowerCase()}`;

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader
        id={headingId}
        title={`${title} menu`}
        description={`${items.length} top-level items`}
        actions={
          <>
            <Button size="sm" variant="ghost" onClick={() => setExpanded(new Set(allIds(nodes)))}>
              Expand all
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setExpanded(new Set())}>
              Collapse all
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 p-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
        {nodes.length === 0 ? (
          <EmptyState title={`The ${title.toLowerCase()} menu is empty`} />
        ) : (
          <TreeView
            label={`${title} navigation`}
            nodes={nodes}
            expanded={expanded}
            onToggle={(id, open) =>
              setExpanded((prev) => {
                const next = new Set(prev);
                if (open) next.add(id);
                else next.delete(id);
                return next;
              })
            }
            selectedId={selectedId}
            onSelect={setSelectedId}
            getLabel={(n) => (n.data.hyperlink ? `${n.data.caption}, ${n.data.hyperlink}` : n.data.caption)}
            renderContent={(n) => (
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate">{n.data.caption}</span>
                {/* Named "caption, link" as shown, so speech input matches; the space keeps the two
                    apart for text extraction (flex hides it). */}
                {n.data.hyperlink && (
                  <>
                    {' '}
                    <span className="truncate font-mono text-xs text-slate-500">{n.data.hyperlink}</span>
                  </>
                )}
              </span>
            )}
          />
        )}
        <NavItemDetails item={selected?.data ?? null} />
      </div>
    </Card>
  );
}

function NavItemDetails({ item }: { item: NavItem | null }) {
  if (!item)
    return (
      <p className="self-start rounded-md bg-slate-50 p-3 text-sm text-slate-500">
        Select an item to see its link and layout.
      </p>
    );
  const rows: [string, ReactNode][] = [
    [
      'Link',
      item.hyperlink ? <span className="font-mono break-all">{item.hyperlink}</span> : '(heading, no link)',
    ],
    [
      'Channels',
      item.channels.length
        ? item.channels.map((c) => (
            <Badge key={c} className="mr-1">
              {c}
            </Badge>
          ))
        : '—',
    ],
    ['Display order', item.displayOrder],
    ['Child items', item.navBlocks.length],
  ];
  if (item.isTopNav)
    rows.push(
      ['Drop-down', `${item.columnCount} columns, ${item.widthPct}% wide`],
      ['Alignment', NAV_ALIGNMENTS[item.alignmentType as keyof typeof NAV_ALIGNMENTS] ?? item.alignmentType],
    );
  if (item.htmlAttrinutes) rows.push(['HTML attributes', <code key="a">{item.htmlAttrinutes}</code>]);
  return (
    <section
      aria-label={`Details of ${item.caption}`}
      className="self-start rounded-md bg-slate-50 p-3 text-sm"
    >
      <h3 className="font-semibold text-slate-900">{item.caption}</h3>
      <dl className="mt-2 space-y-1.5">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[7rem_1fr] gap-2">
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
