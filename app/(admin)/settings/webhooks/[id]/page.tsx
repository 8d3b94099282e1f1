import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { crumbsFor } from '@/components/shell/navigation';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api/errors';
import { getWebhook, listWebhookDeliveries } from '@/lib/api/webhooks';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { dateTime, eventLabel, webhookState } from '../webhook-labels';
import { DeliveryLogTable } from './delivery-log-table';
import { WebhookControls } from './webhook-controls';

export const metadata: Metadata = { title: 'Webhook' };

async function load(id: string) {
  try {
    return await getWebhook(id);
  } catch (e) {
    if (e instanceof ApiError && (e.isNotFound || e.status === 400)) notFound();
    throw e;
  }
}

/** One webhook: what it sends where, its state, and its delivery log with a replay per delivery. */
export default async function WebhookPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParamsInput>;
}) {
  const staff = await requireRole('settings');
  const { id } = await params;
  const webhook = await load(id);
  const grid = parseGridParams(await searchParams, { sortable: [], defaultPageSize: 25 });
  const log = await listWebhookDeliveries(webhook.id, { page: grid.page, pageSize: grid.pageSize });
  const canWrite = can(staff.role, 'settings', 'write');
  const state = webhookState(webhook);
  return (
    <>
      <PageHeader
        title={webhook.name}
        meta={<Badge tone={state.tone}>{state.label}</Badge>}
        description={`${eventLabel(webhook.event)} (${webhook.event}) → ${webhook.destination}`}
        breadcrumbs={[...crumbsFor('/settings/webhooks'), { label: webhook.name }]}
        actions={canWrite && <WebhookControls webhook={webhook} />}
      />
      <Card className="mb-5 px-4 py-3">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-4">
          <Fact label="Waiting to be sent">{webhook.pendingDeliveries}</Fact>
          <Fact label="Given up after 24 h">{webhook.failedDeliveries}</Fact>
          <Fact label="Last delivered (UTC)">{dateTime(webhook.lastSuccessAt, 'Never')}</Fact>
          <Fact label="Last failure (UTC)">{dateTime(webhook.lastFailureAt, 'None')}</Fact>
          <Fact label="Custom headers">{webhook.customHeaders.map((h) => h.key).join(', ') || 'None'}</Fact>
          <Fact label="Metadata in bodies">{webhook.includeMetadata ? 'Yes' : 'No'}</Fact>
          <Fact label="Registered by">{webhook.clientId ?? '—'}</Fact>
          <Fact label="Created (UTC)">{dateTime(webhook.createdAt)}</Fact>
        </dl>
        {webhook.lastError && webhook.failingSince && (
          <p className="mt-3 text-sm text-amber-800">Last error: {webhook.lastError}</p>
        )}
      </Card>
      <h2 className="mb-2 text-sm font-semibold text-slate-900">Delivery log</h2>
      <DeliveryLogTable
        webhookId={webhook.id}
        attempts={log.results}
        totalRecords={log.total}
        params={grid}
        canWrite={canWrite}
      />
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="tabular-nums text-slate-900">{children}</dd>
    </div>
  );
}
