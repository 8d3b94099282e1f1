import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { listWebhooks } from '@/lib/api/webhooks';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { WebhookTable } from './webhook-table';

export const metadata: Metadata = { title: 'Webhooks' };

/** Every webhook of the service (the automation node's and staff's), newest first. */
export default async function WebhooksPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('settings');
  const grid = parseGridParams(await searchParams, { sortable: [], defaultPageSize: 25 });
  const list = await listWebhooks({ page: grid.page, pageSize: grid.pageSize });
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Changes sent to other systems as they are saved: a signed JSON POST per event, retried for 24 hours. A receiver that fails for 24 hours is paused."
        breadcrumbs={crumbsFor('/settings/webhooks')}
        actions={can(staff.role, 'settings', 'write') && <CreateWebhookDialog />}
      />
      <WebhookTable webhooks={list.results} totalRecords={list.total} params={grid} />
    </>
  );
}
