'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { GridParams } from '@/lib/url-state/grid-params';
import type { FlatCategory } from './category-nodes';

const columns: ColumnDef<FlatCategory>[] = [
  {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    cell: ({ row }) => (
      <div className="min-w-0">
        <Link
          href={`/catalogue/categories/${row.original.id}`}
          className="font-medium text-slate-900 hover:underline"
        >
          {row.original.name}
        </Link>
        <p className="truncate text-xs text-slate-500">{row.original.path}</p>
      </div>
    ),
  },
  {
    id: 'code',
    meta: { priority: 'secondary' },
    header: 'Code',
    enableSorting: true,
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.categoryCode}</span>,
  },
  {
    id: 'level',
    meta: { priority: 'secondary' },
    header: 'Level',
    enableSorting: true,
    cell: ({ row }) => row.original.level,
  },
  {
    id: 'subcategories',
    meta: { priority: 'secondary' },
    header: 'Subcategories',
    cell: ({ row }) => row.original.childCount || '—',
  },
  {
    id: 'products',
    header: 'Products',
    enableSorting: true,
    cell: ({ row }) => (
      <Badge tone={row.original.prodCount ? 'neutral' : 'warning'}>
        {row.original.prodCount.toLocaleString('en-GB')}
      </Badge>
    ),
  },
];

/** The categories as a flat, sortable, paginated list (URL state: q, sort, order, page, pageSize). */
export function CategoryTable({
  rows,
  totalRecords,
  params,
}: {
  rows: FlatCategory[];
  totalRecords: number;
  params: GridParams;
}) {
  return (
    <DataTable
      caption="Categories"
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      totalRecords={totalRecords}
      params={params}
      itemLabel="categories"
      emptyState={<p className="text-center text-sm text-slate-500">No category matches.</p>}
    />
  );
}
