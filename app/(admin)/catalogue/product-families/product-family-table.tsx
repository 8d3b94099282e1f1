'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { DataTable } from '@/components/ui/data-table';
import type { ProductFamily } from '@/lib/api/schemas/product-family';
import type { GridParams } from '@/lib/url-state/grid-params';

const columns: ColumnDef<ProductFamily>[] = [
  {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        href={`/catalogue/product-families/${row.original.id}`}
        className="font-medium text-slate-900 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'code',
    header: 'Code',
    enableSorting: true,
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.code}</span>,
  },
  {
    id: 'id',
    meta: { priority: 'secondary' },
    header: 'Id',
    enableSorting: true,
    cell: ({ row }) => <span className="tabular-nums text-slate-500">{row.original.id}</span>,
  },
];

/** Product families as a sortable, paginated list (URL state: q, sort, order, page, pageSize). */
export function ProductFamilyTable({
  rows,
  totalRecords,
  params,
  filtered,
}: {
  rows: ProductFamily[];
  totalRecords: number;
  params: GridParams;
  filtered: boolean;
}) {
  return (
    <DataTable
      caption="Product families"
      columns={columns}
      data={rows}
      getRowId={(r) => String(r.id)}
      totalRecords={totalRecords}
      params={params}
      itemLabel="product families"
      emptyState={
        <p className="text-center text-sm text-slate-500">
          {filtered ? 'No product family matches this filter.' : 'There are no product families yet.'}
        </p>
      }
    />
  );
}
