import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { listApiClients } from '@/lib/api/api-clients';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { ApiClientTable } from './api-client-table';
import { CreateApiClientDialog } from './create-api-client-dialog';

export const metadata: Metadata = { title: 'API clients' };

/** The OAuth clients that call the service (storefronts, integrations, this back-office). */
export default async function ApiClientsPage() {
  const staff = await requireRole('settings');
  const clients = await listApiClients();
  const canWrite = can(staff.role, 'settings', 'write');
  return (
    <>
      <PageHeader
        title="API clients"
        description="Applications that call the catalogue service with a client id and secret. A client's secret is shown once, when it is created."
        breadcrumbs={[...crumbsFor('/settings'), { label: 'API clients', href: '/settings/api-clients' }]}
        actions={canWrite && <CreateApiClientDialog />}
      />
      <ApiClientTable clients={clients} canWrite={canWrite} />
    </>
  );
}
