'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { CompanyListItem } from '@/lib/api/b2b';
import type { GridParams } from '@/lib/url-state/grid-params';

const columns: ColumnDef<CompanyListItem>[] = [
  {
    id: 'name',
    header: 'Company',
    cell: ({ row }) => (
      <Link href={`/b2b/companies/${row.original.id}`} className="font-medium text-slate-900 hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'id',
    header: 'Id',
    cell: ({ row }) => <span className="font-mono text-xs text-slate-500">{row.original.id}</span>,
  },
];

/** One page of companies in name order (URL state: q, page, pageSize). */
export function CompanyTable({
  rows,
  totalRecords,
  params,
  search,
}: {
  rows: CompanyListItem[];
  totalRecords: number;
  params: GridParams;
  search: string;
}) {
  return (
    <DataTable
      caption="Companies"
      columns={columns}
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
