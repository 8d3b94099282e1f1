'use client';

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { gridHref, type GridParams } from '@/lib/url-state/grid-params';
import { cx } from './class-names';
import { Pagination } from './pagination';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameters must match TanStack's
  interface ColumnMeta<TData, TValue> {
    /**
     * Column priority on a phone: `secondary` columns are hidden below 640 px, so the row's key fields
     * fit the window without scrolling sideways; the record's own page shows the rest.
     */
    priority?: 'secondary';
  }
}

/** The class that hides a secondary column's header and cells on a phone. */
const phoneClass = (meta: { priority?: 'secondary' } | undefined) =>
  meta?.priority === 'secondary' ? 'max-sm:hidden' : undefined;

export interface DataTableSelection {
  selectedIds: string[];
  onChange: (ids: string[]) => void;
}

/**
 * A server-paginated, server-sorted table over @tanstack/react-table. The page (a server component)
 * parses the URL with `parseGridParams`, fetches one page, and passes the rows, `totalRecords` and
 * the parsed `params`; this component only renders them and turns header clicks and page changes into
 * links to the same page with new search params. Columns opt in to sorting with `enableSorting: true`
 * and their `id` is the `sort` param value. Column definitions hold functions, so they live in a small
 * client file of the feature (e.g. `category-table.tsx`). On a phone only the key columns show: mark
 * the others `meta: { priority: 'secondary' }`.
 */
export function DataTable<T>({
  caption,
  columns,
  data,
  getRowId,
  totalRecords,
  params,
  pageSizes,
  itemLabel,
  emptyState,
  selection,
}: {
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  totalRecords: number;
  params: GridParams;
  pageSizes?: readonly number[];
  itemLabel?: string;
  emptyState?: ReactNode;
  selection?: DataTableSelection;
}) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const rowSelection: RowSelectionState = Object.fromEntries(
    (selection?.selectedIds ?? []).map((id) => [id, true]),
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props on each render by design
  const table = useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableRowSelection: Boolean(selection),
    rowCount: totalRecords,
    state: {
      sorting: params.sort ? [{ id: params.sort, desc: params.order === 'desc' }] : [],
      pagination: { pageIndex: params.page - 1, pageSize: params.pageSize },
      rowSelection,
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection?.onChange(Object.keys(next).filter((k) => next[k]));
    },
  });

  return (
    <div className="space-y-3">
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-slate-200">
                {selection && (
                  <th scope="col" className="w-8 px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label="Select all rows on this page"
                      className="size-4 accent-accent-600"
                      checked={table.getIsAllPageRowsSelected()}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sortable = header.column.columnDef.enableSorting === true;
                  const sorted = header.column.getIsSorted();
                  const nextOrder = sorted === 'asc' ? 'desc' : 'asc';
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className={cx('px-3 py-2 whitespace-nowrap', phoneClass(header.column.columnDef.meta))}
                    >
                      {sortable ? (
                        <Link
                          href={gridHref(pathname, searchParams, {
                            sort: header.column.id,
                            order: nextOrder,
                          })}
                          scroll={false}
                          className="inline-flex items-center gap-1 rounded hover:text-slate-900"
                        >
                          {label}
                          <span aria-hidden className={cx('text-[10px]', !sorted && 'text-slate-300')}>
                            {sorted === 'desc' ? '▼' : '▲'}
                          </span>
                        </Link>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className="border-b border-slate-100 last:border-0 hover:bg-slate-50 data-selected:bg-accent-50"
                data-selected={row.getIsSelected() || undefined}
              >
                {selection && (
                  <td className="px-3 py-1.5">
                    <input
                      type="checkbox"
                      aria-label={`Select row ${row.id}`}
                      className="size-4 accent-accent-600"
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cx('px-3 py-1.5 align-middle', phoneClass(cell.column.columnDef.meta))}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {data.length === 0 && (
          <div className="p-4">
            {emptyState ?? <p className="text-center text-sm text-slate-500">Nothing to show.</p>}
          </div>
        )}
      </div>
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        totalRecords={totalRecords}
        pageSizes={pageSizes}
        itemLabel={itemLabel}
      />
    </div>
  );
}
