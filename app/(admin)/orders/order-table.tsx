'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { formatDate } from '@/components/support/dates';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import type { OrderSearchItem } from '@/lib/api/schemas/orders';
import type { GridParams } from '@/lib/url-state/grid-params';
import { orderStatusLabel } from '@/lib/labels/enums';

/** What can still come back, in words: the units left, or why nothing is. */
function Returnable({ order }: { order: OrderSearchItem }) {
  if (order.returnable)
    return (
      <Badge tone="success">
        {order.availableQty} unit{order.availableQty === 1 ? '' : 's'} returnable
      </Badge>
    );
  const shipped = order.lineItems.some((l) => l.shippedQty > 0);
  return <Badge tone="neutral">{shipped ? 'All returned' : 'Not shipped yet'}</Badge>;
}

const columns: ColumnDef<OrderSearchItem>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (
      <Link
        href={`/orders/${encodeURIComponent(row.original.orderNumber)}`}
        className="font-mono font-medium text-slate-900 hover:underline"
      >
        {row.original.orderNumber}
      </Link>
    ),
  },
  {
    id: 'date',
    meta: { priority: 'secondary' },
    header: 'Ordered',
    cell: ({ row }) => formatDate(row.original.orderDate),
  },
  {
    id: 'customer',
    meta: { priority: 'secondary' },
    header: 'Customer',
    cell: ({ row }) => (
      <div>
        <p className="font-medium text-slate-900">{row.original.customerName || '—'}</p>
        <p className="text-sm text-slate-600">{row.original.email}</p>
      </div>
    ),
  },
  {
    id: 'products',
    meta: { priority: 'secondary' },
    header: 'Products',
    cell: ({ row }) => (
      <ul className="text-sm">
        {row.original.lineItems.map((l) => (
          <li key={l.recordId}>
            {l.qty} × {l.name} <span className="font-mono text-slate-500">{l.stockCode}</span>
          </li>
        ))}
      </ul>
    ),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => orderStatusLabel(row.original.status) },
  {
    id: 'total',
    header: 'Total',
    cell: ({ row }) => <span className="tabular-nums">{row.original.grandTotal.formatted.withTax}</span>,
  },
  {
    id: 'returnable',
    meta: { priority: 'secondary' },
    header: 'Returns',
    cell: ({ row }) => (
      <div className="space-y-1">
        <Returnable order={row.original} />
        {row.original.returnCount > 0 && (
          <p className="text-xs text-slate-500">
            {row.original.returnCount} return{row.original.returnCount === 1 ? '' : 's'} so far
          </p>
        )}
      </div>
    ),
  },
];

/** Orders found by the search, newest first (URL state: the filters, page and pageSize). */
export function OrderTable({
  rows,
  totalRecords,
  params,
  filtered,
}: {
  rows: OrderSearchItem[];
  totalRecords: number;
  params: GridParams;
  filtered: boolean;
}) {
  return (
    <DataTable
      caption="Orders"
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      totalRecords={totalRecords}
      params={params}
      itemLabel="orders"
      emptyState={
        <p className="text-center text-sm text-slate-500">
          {filtered
            ? 'No order matches this search. Try part of the email or name, or a wider date range.'
            : 'No orders yet.'}
        </p>
      }
    />
  );
}
