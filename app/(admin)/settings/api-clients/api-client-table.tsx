'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { ApiClient } from '@/lib/api/schemas/api-clients';
import type { GridParams } from '@/lib/url-state/grid-params';
import { ApiClientActions } from './api-client-actions';

const dateTime = (iso: string | null, none: string) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
    : none;

function columns(canWrite: boolean, ownClientId: string): ColumnDef<ApiClient>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-1.5 font-medium text-slate-900">
          {row.original.name}
          {row.original.isDemo && <Badge tone="warning">Demo</Badge>}
        </span>
      ),
    },
    {
      id: 'clientId',
      meta: { priority: 'secondary' },
      header: 'Client id',
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.clientId}</span>,
    },
    {
      id: 'tokens',
      meta: { priority: 'secondary' },
      header: 'Active tokens',
      cell: ({ row }) => <span className="tabular-nums">{row.original.activeTokens}</span>,
    },
    {
      id: 'lastUsed',
      meta: { priority: 'secondary' },
      header: 'Last used',
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-slate-600">{dateTime(row.original.lastUsedAt, 'Never')}</span>
      ),
    },
    {
      id: 'admin',
      meta: { priority: 'secondary' },
      header: 'Admin',
      cell: ({ row }) =>
        row.original.isAdmin ? (
          <Badge tone="accent">Admin</Badge>
        ) : (
          <span className="text-slate-500">No</span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.disabled ? (
          <Badge tone="danger" title={`Disabled ${dateTime(row.original.disabledAt, '')} UTC`}>
            Disabled
          </Badge>
        ) : (
          <Badge tone="success">Enabled</Badge>
        ),
    },
    {
      id: 'created',
      meta: { priority: 'secondary' },
      header: 'Created',
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-slate-600">{dateTime(row.original.createdAt, '—')}</span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) =>
        canWrite && (
          <ApiClientActions
            client={row.original}
            own={row.original.isDemo || row.original.clientId === ownClientId}
          />
        ),
    },
  ];
}

/** The clients, one page at a time (URL state: search, page, pageSize), with what an admin may do to each. */
export function ApiClientTable({
  clients,
  totalRecords,
  params,
  canWrite,
  ownClientId,
}: {
  clients: ApiClient[];
  totalRecords: number;
  params: GridParams;
  canWrite: boolean;
  ownClientId: string;
}) {
  return (
    <DataTable
      caption="API clients"
      columns={columns(canWrite, ownClientId)}
      data={clients}
      getRowId={(c) => c.clientId}
      totalRecords={totalRecords}
      params={params}
      itemLabel="clients"
      emptyState={
        <EmptyState
          title="No API clients match"
          description="Create one for each application that calls the service."
        />
      }
    />
  );
}
