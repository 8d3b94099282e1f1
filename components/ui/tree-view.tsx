'use client';

import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import {
  dropMove,
  indent,
  moveDown,
  moveUp,
  outdent,
  visibleNodes,
  type DropZone,
  type TreeMove,
  type TreeNode,
  type VisibleNode,
} from './tree-model';

/** Keyboard shortcuts of the move commands (aria-keyshortcuts syntax), shown on buttons too. */
export const TREE_MOVE_SHORTCUTS = {
  up: 'Alt+Shift+ArrowUp',
  down: 'Alt+Shift+ArrowDown',
  indent: 'Alt+Shift+ArrowRight',
  outdent: 'Alt+Shift+ArrowLeft',
} as const;

const MOVES = { ArrowUp: moveUp, ArrowDown: moveDown, ArrowRight: indent, ArrowLeft: outdent } as const;

/**
 * An ARIA tree (WAI-ARIA APG tree view): one tab stop; ↑/↓ move between visible nodes, → opens a node
 * or goes to its first child, ← closes it or goes to its parent, Home/End, Enter activates. Selection
 * follows focus. With `onMove`, nodes can be dragged before, after or into another node, and moved
 * with Alt+Shift+↑/↓ (among siblings) and Alt+Shift+→/← (into the sibling above / out of the parent).
 */
export function TreeView<T>({
  label,
  nodes,
  expanded,
  onToggle,
  selectedId,
  onSelect,
  onActivate,
  onMove,
  getLabel,
  renderContent,
}: {
  label: string;
  nodes: TreeNode<T>[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string, open: boolean) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onActivate?: (id: string) => void;
  onMove?: (move: TreeMove) => void;
  getLabel: (node: TreeNode<T>) => string;
  renderContent: (node: TreeNode<T>) => ReactNode;
}) {
  const rows = visibleNodes(nodes, expanded);
  const items = useRef(new Map<string, HTMLLIElement>());
  const focusAfterRender = useRef(false);
  const [drag, setDrag] = useState<{ id: string; target?: { id: string; zone: DropZone } } | null>(null);
  const tabStop = rows.some((r) => r.node.id === selectedId) ? selectedId : (rows[0]?.node.id ?? null);

  useEffect(() => {
    if (focusAfterRender.current && tabStop) {
      focusAfterRender.current = false;
      items.current.get(tabStop)?.focus();
    }
  });

  function go(id: string | undefined) {
    if (!id) return;
    focusAfterRender.current = true;
    onSelect(id);
    items.current.get(id)?.focus();
  }

  function onKeyDown(e: KeyboardEvent, row: VisibleNode<T>, position: number) {
    const { node } = row;
    const open = expanded.has(node.id);
    if (e.altKey && e.shiftKey && onMove && e.key in MOVES) {
      e.preventDefault();
      const move = MOVES[e.key as keyof typeof MOVES](nodes, node.id);
      if (move) {
        if (move.parentId) onToggle(move.parentId, true);
        focusAfterRender.current = true;
        onMove(move);
      }
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const handled = () => e.preventDefault();
    switch (e.key) {
      case 'ArrowDown':
        handled();
        return go(rows[position + 1]?.node.id);
      case 'ArrowUp':
        handled();
        return go(rows[position - 1]?.node.id);
      case 'Home':
        handled();
        return go(rows[0]?.node.id);
      case 'End':
        handled();
        return go(rows.at(-1)?.node.id);
      case 'ArrowRight':
        handled();
        if (!node.children.length) return;
        return open ? go(node.children[0].id) : onToggle(node.id, true);
      case 'ArrowLeft':
        handled();
        return open ? onToggle(node.id, false) : go(row.parentId ?? undefined);
      case 'Enter':
        handled();
        return onActivate?.(node.id);
    }
  }

  function zoneAt(e: DragEvent<HTMLElement>, row: VisibleNode<T>): DropZone {
    const rect = e.currentTarget.getBoundingClientRect();
    const y = (e.clientY - rect.top) / rect.height;
    // Dropping on the lower edge of an open node puts the dragged node first inside it, where it shows.
    if (y > 0.75) return expanded.has(row.node.id) && row.node.children.length ? 'inside' : 'after';
    return y < 0.25 ? 'before' : 'inside';
  }

  function onDragOver(e: DragEvent<HTMLLIElement>, row: VisibleNode<T>) {
    if (!drag || !dropMove(nodes, drag.id, row.node.id, 'inside')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    const zone = zoneAt(e, row);
    if (drag.target?.id !== row.node.id || drag.target.zone !== zone)
      setDrag({ id: drag.id, target: { id: row.node.id, zone } });
  }

  function onDrop(e: DragEvent<HTMLLIElement>, row: VisibleNode<T>) {
    e.preventDefault();
    if (!drag || !onMove) return;
    const zone = zoneAt(e, row);
    let move = dropMove(nodes, drag.id, row.node.id, zone);
    if (move && zone === 'inside' && expanded.has(row.node.id)) move = { ...move, index: 0 };
    setDrag(null);
    if (!move) return;
    if (move.parentId) onToggle(move.parentId, true);
    onSelect(drag.id);
    onMove(move);
  }

  return (
    <ul role="tree" aria-label={label} className="select-none py-1">
      {rows.map((row, position) => {
        const { node, level } = row;
        const hasChildren = node.children.length > 0;
        const open = expanded.has(node.id);
        const selected = node.id === selectedId;
        const target = drag?.target?.id === node.id ? drag.target.zone : null;
        return (
          <li
            key={node.id}
            ref={(el) => {
              if (el) items.current.set(node.id, el);
              else items.current.delete(node.id);
            }}
            role="treeitem"
            aria-level={level}
            aria-setsize={row.setSize}
            aria-posinset={row.index + 1}
            aria-expanded={hasChildren ? open : undefined}
            aria-selected={selected}
            aria-label={getLabel(node)}
            tabIndex={node.id === tabStop ? 0 : -1}
            data-node-id={node.id}
            draggable={Boolean(onMove)}
            onKeyDown={(e) => onKeyDown(e, row, position)}
            onClick={() => go(node.id)}
            onDoubleClick={() => onActivate?.(node.id)}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', getLabel(node));
              setDrag({ id: node.id });
            }}
            onDragOver={(e) => onDragOver(e, row)}
            onDrop={(e) => onDrop(e, row)}
            onDragEnd={() => setDrag(null)}
            className={cx(
              'relative flex h-8 cursor-default items-center gap-1 rounded-md pr-2 text-sm outline-none',
              selected ? 'bg-accent-50 text-accent-700' : 'text-slate-800 hover:bg-slate-100',
              drag?.id === node.id && 'opacity-40',
              target === 'inside' && 'ring-2 ring-accent-500 ring-inset',
            )}
            style={{ paddingLeft: `${(level - 1) * 1.25 + 0.25}rem` }}
          >
            {target === 'before' && (
              <span aria-hidden className="absolute inset-x-2 top-0 h-0.5 rounded bg-accent-600" />
            )}
            {target === 'after' && (
              <span aria-hidden className="absolute inset-x-2 bottom-0 h-0.5 rounded bg-accent-600" />
            )}
            <span
              aria-hidden
              onClick={(e) => {
                e.stopPropagation();
                if (hasChildren) onToggle(node.id, !open);
              }}
              className={cx(
                'flex size-5 shrink-0 items-center justify-center rounded text-slate-400',
                hasChildren && 'hover:bg-slate-200 hover:text-slate-700',
              )}
            >
              {hasChildren && (
                <span className={cx('text-[10px] transition-transform', open && 'rotate-90')}>▶</span>
              )}
            </span>
            {renderContent(node)}
          </li>
        );
      })}
    </ul>
  );
}
