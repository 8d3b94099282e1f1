'use client';

import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { Webhook } from '@/lib/api/schemas/webhooks';
import type { GridParams } from '@/lib/url-state/grid-params';
import { dateTime, eventLabel, webhookState } from './webhook-labels';

const columns: ColumnDef<Webhook>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <Link
        href={`/settings/webhooks/${row.original.id}`}
        className="font-medium text-accent-700 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'event',
    meta: { priority: 'secondary' },
    header: 'Event',
    cell: ({ row }) => <span title={row.original.event}>{eventLabel(row.original.event)}</span>,
  },
  {
    id: 'destination',
    meta: { priority: 'secondary' },
    header: 'URL',
    cell: ({ row }) => (
      <span className="block max-w-72 truncate font-mono text-xs" title={row.original.destination}>
        {row.original.destination}
      </span>
    ),
  },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) => {
      const state = webhookState(row.original);
      return (
        <Badge tone={state.tone} title={row.original.lastError ?? undefined}>
          {state.label}
        </Badge>
      );
    },
  },
  {
    id: 'pending',
    meta: { priority: 'secondary' },
    header: 'Waiting',
    cell: ({ row }) => <span className="tabular-nums">{row.original.pendingDeliveries}</span>,
  },
  {
    id: 'failed',
    meta: { priority: 'secondary' },
    header: 'Given up',
    cell: ({ row }) => <span className="tabular-nums">{row.original.failedDeliveries}</span>,
  },
  {
    id: 'lastSuccess',
    meta: { priority: 'secondary' },
    header: 'Last delivered (UTC)',
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-slate-600">
        {dateTime(row.original.lastSuccessAt, 'Never')}
      </span>
    ),
  },
];

/** The webhooks, one page at a time (URL state), each linking to its delivery log. */
export function WebhookTable({
  webhooks,
  totalRecords,
  params,
}: {
  webhooks: Webhook[];
  totalRecords: number;
  params: GridParams;
}) {
  return (
    <DataTable
      caption="Webhooks"
      columns={columns}
      data={webhooks}
      getRowId={(w) => w.id}
      totalRecords={totalRecords}
      params={params}
      itemLabel="webhooks"
      emptyState={
        <EmptyState
          title="No webhooks yet"
          description="Create one to send changes to another system as they are saved."
        />
      }
    />
  );
}
