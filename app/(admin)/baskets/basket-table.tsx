'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { basketSummarySchema } from '@/lib/api/schemas/basket-requests';
import type { GridParams } from '@/lib/url-state/grid-params';
import { formatDateTime } from '@/components/support/dates';

export type BasketRow = z.infer<typeof basketSummarySchema>;

const columns: ColumnDef<BasketRow>[] = [
  {
    id: 'basket',
    header: 'Basket',
    cell: ({ row }) => (
      <Link
        href={`/baskets/${row.original.id}`}
        className="font-mono text-xs font-medium text-slate-900 hover:underline"
      >
        {row.original.id.slice(0, 8)}
      </Link>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => (
      <div className="min-w-0">
        {/* The whole address, never cut: support reads it back to the customer. */}
        <p className="break-all">{row.original.userEmail || 'Guest'}</p>
        {row.original.userId && <p className="font-mono text-xs text-slate-500">{row.original.userId}</p>}
      </div>
    ),
  },
  {
    id: 'currency',
    meta: { priority: 'secondary' },
    header: 'Currency',
    cell: ({ row }) => row.original.currencyCode,
  },
  { id: 'lines', header: 'Lines', cell: ({ row }) => row.original.lineCount },
  {
    id: 'units',
    meta: { priority: 'secondary' },
    header: 'Units',
    cell: ({ row }) => row.original.itemCount,
  },
  {
    id: 'flags',
    meta: { priority: 'secondary' },
    header: 'Flags',
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-1">
        {row.original.isQuote && <Badge tone="accent">Quote</Badge>}
        {row.original.isLocked && <Badge tone="warning">Locked</Badge>}
        {row.original.voucherCodes.map((v) => (
          <Badge key={v}>{v}</Badge>
        ))}
      </div>
    ),
  },
  {
    id: 'updated',
    meta: { priority: 'secondary' },
    header: 'Last updated',
    cell: ({ row }) => formatDateTime(row.original.lastUpdated),
  },
];

export function BasketTable({
  rows,
  totalRecords,
  params,
  emptyState,
}: {
  rows: BasketRow[];
  totalRecords: number;
  params: GridParams;
  emptyState: ReactNode;
}) {
  return (
    <DataTable
      caption="Baskets"
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      totalRecords={totalRecords}
      params={params}
      itemLabel="baskets"
      emptyState={emptyState}
    />
  );
}
