'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import Link from 'next/link';
import { useRef, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';

export interface GridColumn<T> {
  id: string;
  label: string;
  /** The header links to `sortHref(id, order)`. */
  sortable: boolean;
  cell: (item: T, depth: number) => ReactNode;
}

/** One rendered row: a product (depth 0), a variant under its expanded master (depth 1), or a note. */
export type GridTableRow<T> = { kind: 'item'; id: string; item: T; depth: number } | { kind: 'note'; id: string; text: string };

export interface GridTableSelection<T> {
  isSelected: (id: string) => boolean;
  onToggle: (id: string, on: boolean) => void;
  allOnPage: boolean;
  onToggleAll: (on: boolean) => void;
  /** The accessible name of a row's checkbox: it names the product, not "row 3". */
  labelOf: (item: T) => string;
}

/** Rows up to this many are all rendered (a page of 25 is no burden, and find-in-page sees them all). */
const RENDER_ALL_UP_TO = 100;
const ROW_HEIGHT = 45;

/**
 * The product grid's table: a server-sorted page of rows in a scroll box whose body is virtualised
 * with TanStack Virtual, so a 1,000-row page keeps about 40 rows in the DOM. A real <table> still:
 * the header stays put (sticky), spacer rows stand for the rows not rendered, and aria-rowcount /
 * aria-rowindex tell assistive technology where a row sits.
 */
export function GridTable<T>({
  caption,
  columns,
  rows,
  sort,
  sortHref,
  navigate,
  selection,
  emptyState,
}: {
  caption: string;
  columns: GridColumn<T>[];
  rows: GridTableRow<T>[];
  sort: { field: string | null; order: 'asc' | 'desc' };
  sortHref: (field: string, order: 'asc' | 'desc') => string;
  /** Follows a sort link in the page's own way (a transition that shows the grid loading), not Link's. */
  navigate?: (href: string) => void;
  selection?: GridTableSelection<T>;
  emptyState: ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: rows.length <= RENDER_ALL_UP_TO ? RENDER_ALL_UP_TO : 10,
    // The server renders a screenful before the scroll box is measured.
    initialRect: { width: 1200, height: 900 },
    getItemKey: (i) => rows[i].id,
    // Scrolling re-renders in React's own time, not synchronously inside each scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const span = columns.length + (selection ? 1 : 0);

  return (
    <div
      ref={scrollRef}
      className="relative max-h-[calc(100vh-14rem)] min-h-48 overflow-auto rounded-lg border border-slate-200 bg-white"
      data-testid="grid-scroll"
    >
      <table className="w-full border-collapse text-sm" aria-rowcount={rows.length + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 text-left text-xs font-medium text-slate-600 shadow-[0_1px_0_var(--color-slate-200)]">
          <tr aria-rowindex={1}>
            {selection && (
              <th scope="col" className="w-8 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all rows on this page"
                  className="size-4 accent-accent-600"
                  checked={selection.allOnPage}
                  onChange={(e) => selection.onToggleAll(e.target.checked)}
                />
              </th>
            )}
            {columns.map((c) => {
              const sorted = sort.field === c.id ? sort.order : null;
              return (
                <th
                  key={c.id}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className="px-3 py-2 whitespace-nowrap"
                >
                  {c.sortable ? (
                    <Link
                      href={sortHref(c.id, sorted === 'asc' ? 'desc' : 'asc')}
                      scroll={false}
                      onNavigate={
                        navigate &&
                        ((e) => {
                          e.preventDefault();
                          navigate(sortHref(c.id, sorted === 'asc' ? 'desc' : 'asc'));
                        })
                      }
                      className="inline-flex items-center gap-1 rounded hover:text-slate-900"
                    >
                      {c.label}
                      <span aria-hidden className={cx('text-[10px]', !sorted && 'text-slate-300')}>
                        {sorted === 'desc' ? '▼' : '▲'}
                      </span>
                    </Link>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden="true" data-spacer="">
              <td colSpan={span} style={{ height: before, padding: 0 }} />
            </tr>
          )}
          {items.map((v) => {
            const row = rows[v.index];
            if (row.kind === 'note')
              return (
                <tr key={row.id} aria-rowindex={v.index + 2} data-index={v.index} ref={virtualizer.measureElement}>
                  <td colSpan={span} className="px-3 py-2 pl-16 text-xs text-slate-600">
                    {row.text}
                  </td>
                </tr>
              );
            const selected = selection?.isSelected(row.id) ?? false;
            return (
              <tr
                key={row.id}
                ref={virtualizer.measureElement}
                data-index={v.index}
                aria-rowindex={v.index + 2}
                data-product-row=""
                data-depth={row.depth}
                data-selected={selected || undefined}
                className={cx(
                  'border-b border-slate-100 last:border-0 hover:bg-slate-50 data-selected:bg-accent-50',
                  row.depth > 0 && 'bg-slate-50/60',
                )}
              >
                {selection && (
                  <td className="px-3 py-1.5">
                    <input
                      type="checkbox"
                      aria-label={selection.labelOf(row.item)}
                      className="size-4 accent-accent-600"
                      checked={selected}
                      onChange={(e) => selection.onToggle(row.id, e.target.checked)}
                    />
                  </td>
                )}
                {columns.map((c) => (
                  <td key={c.id} className="px-3 py-1.5 align-middle">
                    {c.cell(row.item, row.depth)}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden="true" data-spacer="">
              <td colSpan={span} style={{ height: after, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
      {rows.length === 0 && <div className="p-4">{emptyState}</div>}
    </div>
  );
}
