'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { WebhookAttempt } from '@/lib/api/schemas/webhooks';
import type { GridParams } from '@/lib/url-state/grid-params';
import { replayDeliveryAction } from '../actions';
import { attemptOutcome } from '../attempt-outcome';
import { dateTime } from '../webhook-labels';

function columns(webhookId: string, canWrite: boolean): ColumnDef<WebhookAttempt>[] {
  return [
    {
      id: 'time',
      header: 'Time (UTC)',
      cell: ({ row }) => <span className="whitespace-nowrap">{dateTime(row.original.startedAt)}</span>,
    },
    {
      id: 'event',
      header: 'Event',
      cell: ({ row }) => (
        <span className="font-mono text-xs">
          {row.original.event}
          {row.original.replayOf && <Badge className="ml-1.5">Replay</Badge>}
        </span>
      ),
    },
    {
      id: 'attempt',
      meta: { priority: 'secondary' },
      header: 'Attempt',
      cell: ({ row }) => <span className="tabular-nums">{row.original.attempt}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.outcome === 'delivered' ? (
          <Badge tone="success">Delivered</Badge>
        ) : (
          <Badge tone="danger" title={row.original.error ?? undefined}>
            Failed
          </Badge>
        ),
    },
    {
      id: 'duration',
      meta: { priority: 'secondary' },
      header: 'Duration',
      cell: ({ row }) => <span className="tabular-nums">{row.original.durationMs} ms</span>,
    },
    {
      id: 'code',
      meta: { priority: 'secondary' },
      header: 'Response',
      cell: ({ row }) => <span className="tabular-nums">{row.original.responseCode ?? '—'}</span>,
    },
    {
      id: 'excerpt',
      meta: { priority: 'secondary' },
      header: 'Answer or error',
      cell: ({ row }) => (
        <span
          className="block max-w-80 truncate font-mono text-xs"
          title={row.original.error ?? row.original.responseExcerpt}
        >
          {row.original.error ?? row.original.responseExcerpt}
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) =>
        canWrite && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => replay(webhookId, row.original)}
            aria-label={`Replay ${row.original.event} of ${dateTime(row.original.startedAt)}`}
          >
            Replay
          </Button>
        ),
    },
  ];
}

async function replay(webhookId: string, attempt: WebhookAttempt) {
  const result = await replayDeliveryAction(webhookId, attempt.deliveryId);
  if (!result.ok) {
    toast.error(`Not sent again: ${result.message}`);
    return;
  }
  const outcome = attemptOutcome(`Replay of ${attempt.event}`, result.data.attempt);
  if (outcome.ok) toast.success(outcome.message);
  else toast.error(outcome.message);
}

/** Every attempt, newest first (URL state: page, pageSize); a delivery can be sent again from any of its attempts. */
export function DeliveryLogTable({
  webhookId,
  attempts,
  totalRecords,
  params,
  canWrite,
}: {
  webhookId: string;
  attempts: WebhookAttempt[];
  totalRecords: number;
  params: GridParams;
  canWrite: boolean;
}) {
  return (
    <DataTable
      caption="Delivery log"
      columns={columns(webhookId, canWrite)}
      data={attempts}
      getRowId={(a) => a.id}
      totalRecords={totalRecords}
      params={params}
      itemLabel="attempts"
      emptyState={
        <EmptyState
          title="Nothing sent yet"
          description="Each attempt shows here: send a test ping to try the receiver."
        />
      }
    />
  );
}
