'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { CompanyListItem } from '@/lib/api/schemas/b2b';
import { masterDataLabel, type LabelReferences } from '@/lib/labels/references';
import type { GridParams } from '@/lib/url-state/grid-params';

/** The columns; the business type named from its master data (lib/labels), not shown as its code. */
const columnsWith = (references: LabelReferences): ColumnDef<CompanyListItem>[] => [
  {
    id: 'name',
    header: 'Company',
    cell: ({ row }) => (
      <Link href={`/b2b/companies/${row.original.id}`} className="font-medium text-slate-900 hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  { id: 'code', meta: { priority: 'secondary' }, header: 'Code', cell: ({ row }) => <span className="font-mono text-xs">{row.original.code}</span> },
  {
    id: 'type',
    meta: { priority: 'secondary' },
    header: 'Type',
    cell: ({ row }) => (row.original.businessType ? masterDataLabel(references, 'businessType', row.original.businessType) : '—'),
  },
  { id: 'city', meta: { priority: 'secondary' }, header: 'City', cell: ({ row }) => row.original.city || '—' },
  { id: 'users', meta: { priority: 'secondary' }, header: 'Users', cell: ({ row }) => <span className="tabular-nums">{row.original.userCount}</span> },
  {
    id: 'openQuotations',
    header: 'Open quotations',
    cell: ({ row }) =>
      row.original.openQuotations ? (
        <Link className="tabular-nums text-accent-700 underline" href={`/b2b/quotations?company=${row.original.id}`}>
          {row.original.openQuotations}
        </Link>
      ) : (
        <span className="tabular-nums text-slate-500">0</span>
      ),
  },
  {
    id: 'credit',
    meta: { priority: 'secondary' },
    header: 'Credit limit',
    cell: ({ row }) =>
      row.original.creditLimit
        ? new Intl.NumberFormat('en-GB', { style: 'currency', currency: row.original.currencyCode }).format(row.original.creditLimit)
        : '—',
  },
];

/** One page of companies in name order (URL state: q, page, pageSize). */
export function CompanyTable({
  rows,
  totalRecords,
  params,
  search,
  references,
}: {
  rows: CompanyListItem[];
  totalRecords: number;
  params: GridParams;
  search: string;
  references: LabelReferences;
}) {
  return (
    <DataTable
      caption="Companies"
      columns={columnsWith(references)}
      data={rows}
      getRowId={(c) => c.id}
      totalRecords={totalRecords}
      params={params}
      itemLabel="companies"
      emptyState={
        <EmptyState
          title={search ? `No company name contains “${search}”` : 'No companies yet'}
          description={
            search ? 'Check the spelling or search for part of the name.' : 'Register the first one.'
          }
        />
      }
    />
  );
}
