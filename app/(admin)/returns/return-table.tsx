'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import type { z } from 'zod';
import { DataTable } from '@/components/ui/data-table';
import type { returnListItemSchema } from '@/lib/api/schemas/returns';
import type { GridParams } from '@/lib/url-state/grid-params';
import { formatDateTime } from '@/components/support/dates';
import { ReturnStatusBadge } from './return-status-badge';

export type ReturnRow = z.infer<typeof returnListItemSchema>;

const columns: ColumnDef<ReturnRow>[] = [
  {
    id: 'id',
    header: 'Return',
    cell: ({ row }) => (
      <Link href={`/returns/${row.original.id}`} className="font-medium text-slate-900 hover:underline">
        #{row.original.id}
      </Link>
    ),
  },
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (
      <Link
        href={`/orders/${encodeURIComponent(row.original.orderNumber)}`}
        className="font-mono text-xs hover:underline"
      >
        {row.original.orderNumber}
      </Link>
    ),
  },
  { id: 'email', meta: { priority: 'secondary' }, header: 'Customer', cell: ({ row }) => row.original.email },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <ReturnStatusBadge status={row.original.status} label={row.original.statusLabel} />,
  },
  {
    id: 'lines',
    meta: { priority: 'secondary' },
    header: 'Lines',
    cell: ({ row }) => row.original.lineCount,
  },
  {
    id: 'units',
    meta: { priority: 'secondary' },
    header: 'Units',
    cell: ({ row }) => row.original.returnQtyRequested,
  },
  {
    id: 'updated',
    meta: { priority: 'secondary' },
    header: 'Last updated',
    cell: ({ row }) => formatDateTime(row.original.lastUpdated),
  },
];

/** The returns, one page at a time (URL state: status, orderNumber, page, pageSize). */
export function ReturnTable({
  rows,
  totalRecords,
  params,
}: {
  rows: ReturnRow[];
  totalRecords: number;
  params: GridParams;
}) {
  return (
    <DataTable
      caption="Returns"
      columns={columns}
      data={rows}
      getRowId={(r) => r.recordId}
      totalRecords={totalRecords}
      params={params}
      itemLabel="returns"
      emptyState={<p className="text-center text-sm text-slate-500">No return matches these filters.</p>}
    />
  );
}
