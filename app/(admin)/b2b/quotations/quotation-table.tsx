'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { QuotationSummary } from '@/lib/api/schemas/b2b-quotes';
import type { GridParams } from '@/lib/url-state/grid-params';
import { formatDay, formatMoney } from './money';
import { QuotationStatusBadge } from './quotation-status-badge';

const columns: ColumnDef<QuotationSummary>[] = [
  {
    id: 'number',
    header: 'Quotation',
    cell: ({ row }) => (
      <Link href={`/b2b/quotations/${row.original.id}`} className="font-medium text-slate-900 hover:underline">
        {row.original.number} · {row.original.quoteName}
      </Link>
    ),
  },
  {
    id: 'company',
    header: 'Company',
    cell: ({ row }) => (
      <Link href={`/b2b/companies/${row.original.companyId}`} className="hover:underline">
        {row.original.companyName}
      </Link>
    ),
  },
  { id: 'po', meta: { priority: 'secondary' }, header: 'PO number', cell: ({ row }) => row.original.purchaseOrderNo || '—' },
  { id: 'status', header: 'Status', cell: ({ row }) => <QuotationStatusBadge status={row.original.status} /> },
  { id: 'lines', meta: { priority: 'secondary' }, header: 'Lines', cell: ({ row }) => <span className="tabular-nums">{row.original.lineCount}</span> },
  {
    id: 'total',
    meta: { priority: 'secondary' },
    header: 'Total',
    cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.grandTotal, row.original.currencyCode)}</span>,
  },
  { id: 'validUntil', meta: { priority: 'secondary' }, header: 'Valid until', cell: ({ row }) => formatDay(row.original.validUntil) },
  { id: 'created', meta: { priority: 'secondary' }, header: 'Created', cell: ({ row }) => formatDay(row.original.createdAt) },
];

/** One page of quotations (URL state: filters, page, pageSize). */
export function QuotationTable({
  rows,
  totalRecords,
  params,
  emptyTitle,
  newHref,
}: {
  rows: QuotationSummary[];
  totalRecords: number;
  params: GridParams;
  emptyTitle: string;
  newHref: string | null;
}) {
  return (
    <DataTable
      caption="Quotations"
      columns={columns}
      data={rows}
      getRowId={(q) => q.id}
      totalRecords={totalRecords}
      params={params}
      itemLabel="quotations"
      emptyState={
        <EmptyState
          title={emptyTitle}
          description="A quotation prices products for a trade company; send it, and convert it to a basket once accepted."
          action={
            newHref && (
              <Link href={newHref} className={buttonClass('primary')}>
                Create a quotation
              </Link>
            )
          }
        />
      }
    />
  );
}
