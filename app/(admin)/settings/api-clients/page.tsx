import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { Button, buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { searchApiClients } from '@/lib/api/api-clients';
import { clientCredentials } from '@/lib/api/config';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { firstParam, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { ApiClientTable } from './api-client-table';
import { CreateApiClientDialog } from './create-api-client-dialog';

export const metadata: Metadata = { title: 'API clients' };

/** The OAuth clients that call the service (storefronts, integrations, this back-office). */
export default async function ApiClientsPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('settings');
  const params = await searchParams;
  const grid = parseGridParams(params, { sortable: [], defaultPageSize: 25 });
  const search = (firstParam(params, 'search') ?? '').trim().slice(0, 100);
  const list = await searchApiClients({ search: search || undefined, page: grid.page, pageSize: grid.pageSize });
  const canWrite = can(staff.role, 'settings', 'write');
  return (
    <>
      <PageHeader
        title="API clients"
        description="Applications that call the catalogue service with a client id and secret. A secret is shown once, when it is created or replaced."
        breadcrumbs={crumbsFor('/settings/api-clients')}
        actions={canWrite && <CreateApiClientDialog />}
      />
      <div className="space-y-3">
        <form role="search" aria-label="Find API clients" className="flex flex-wrap items-end gap-2">
          <label className="space-y-1 text-xs font-medium text-slate-700">
            <span className="block">Name or client id</span>
            <Input name="search" defaultValue={search} className="w-72" autoComplete="off" />
          </label>
          <Button type="submit">Search</Button>
          {search && (
            <Link href="/settings/api-clients" className={buttonClass('ghost')}>
              Clear
            </Link>
          )}
        </form>
        <ApiClientTable
          clients={list.results}
          totalRecords={list.total}
          params={grid}
          canWrite={canWrite}
          // The client this back-office calls with: disabling, deleting or re-keying it here would lock the page out.
          ownClientId={clientCredentials().clientId}
        />
      </div>
    </>
  );
}
