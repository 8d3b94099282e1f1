'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { Supplier } from '@/lib/api/schemas/supplier';
import type { GridParams } from '@/lib/url-state/grid-params';
import { supplierTypeName } from './supplier-types';

const columns: ColumnDef<Supplier>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      // On a phone a long email is cut to the column's share of the window instead of widening it.
      <div className="min-w-0 max-sm:max-w-48">
        <Link
          href={`/catalogue/suppliers/${row.original.recordId}`}
          className="font-medium text-slate-900 hover:underline"
        >
          {row.original.name}
        </Link>
        <p className="truncate text-xs text-slate-500">{row.original.email || 'No email'}</p>
      </div>
    ),
  },
  {
    id: 'code',
    meta: { priority: 'secondary' },
    header: 'Code',
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.code}</span>,
  },
  {
    id: 'type',
    meta: { priority: 'secondary' },
    header: 'Type',
    cell: ({ row }) => supplierTypeName(row.original.type),
  },
  {
    id: 'country',
    meta: { priority: 'secondary' },
    header: 'Country',
    cell: ({ row }) => row.original.country || row.original.countryCode || '—',
  },
  {
    id: 'leadDays',
    meta: { priority: 'secondary' },
    header: 'Lead time',
    cell: ({ row }) => <span className="tabular-nums">{row.original.defaultLeadDays} days</span>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-1">
        <Badge tone={row.original.status ? 'success' : 'neutral'}>
          {row.original.status ? 'Active' : 'Inactive'}
        </Badge>
        {row.original.dropship && <Badge tone="accent">Dropship</Badge>}
      </div>
    ),
  },
];

/** One page of suppliers (URL state: q, page, pageSize); the service sorts them by name. */
export function SupplierTable({
  rows,
  totalRecords,
  params,
  filtered,
}: {
  rows: Supplier[];
  totalRecords: number;
  params: GridParams;
  filtered: boolean;
}) {
  return (
    <DataTable
      caption="Suppliers"
      columns={columns}
      data={rows}
      getRowId={(r) => r.recordId}
      totalRecords={totalRecords}
      params={params}
      itemLabel="suppliers"
      emptyState={
        <p className="text-center text-sm text-slate-500">
          {filtered ? 'No supplier matches this search.' : 'There are no suppliers yet.'}
        </p>
      }
    />
  );
}
