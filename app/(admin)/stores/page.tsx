import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteTable } from '@/components/site/site-table';
import { crumbsFor } from '@/components/shell/navigation';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api/errors';
import type { Store } from '@/lib/api/schemas/stores';
import { findStoresNear, listStores } from '@/lib/api/stores';
import { requireRole } from '@/lib/auth/session';
import { firstParam, pageOf, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { DISTANCE_COLUMN, STORE_COLUMNS } from './store-columns';

export const metadata: Metadata = { title: 'Stores' };

const RADII = [10, 25, 50, 100, 250] as const;
const DEFAULT_RADIUS = 50;
/** A search lists every store within the radius, nearest first (the service's own cap is 100). */
const SEARCH_LIMIT = 100;

export default async function StoresPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  await requireRole('stores');
  const params = await searchParams;
  const postCode = (firstParam(params, 'postCode') ?? '').trim();
  const radiusParam = Number(firstParam(params, 'radius'));
  const radius = (RADII as readonly number[]).includes(radiusParam) ? radiusParam : DEFAULT_RADIUS;

  return (
    <>
      <PageHeader
        title="Stores"
        description="Physical stores, where they are and when they open. Search by post code to see the nearest stores as a shopper would."
        breadcrumbs={crumbsFor('/stores')}
      />
      <div className="space-y-4">
        <SearchForm postCode={postCode} radius={radius} />
        {postCode ? <NearbyStores postCode={postCode} radius={radius} /> : <AllStores params={params} />}
      </div>
    </>
  );
}

const sentence = (m: string) => m.charAt(0).toUpperCase() + m.slice(1);

function SearchForm({ postCode, radius }: { postCode: string; radius: number }) {
  return (
    <form role="search" aria-label="Find stores near a post code" className="flex flex-wrap items-end gap-2">
      <div className="w-44 space-y-1">
        <Label htmlFor="store-post-code">Post code</Label>
        <Input
          id="store-post-code"
          name="postCode"
          defaultValue={postCode}
          placeholder="e.g. SW1A 1AA or M1"
          autoComplete="postal-code"
          className="uppercase"
        />
      </div>
      <div className="w-32 space-y-1">
        <Label htmlFor="store-radius">Within</Label>
        <Select id="store-radius" name="radius" defaultValue={String(radius)}>
          {RADII.map((r) => (
            <option key={r} value={r}>
              {r} miles
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="primary">
        Find stores
      </Button>
      {postCode && (
        <Link href="/stores" className={buttonClass('ghost')}>
          Show all stores
        </Link>
      )}
    </form>
  );
}

async function AllStores({ params }: { params: SearchParamsInput }) {
  const stores = await listStores();
  const grid = parseGridParams(params, { sortable: [], defaultPageSize: 25 });
  const sorted = stores.toSorted((a, b) => a.name.localeCompare(b.name));
  return (
    <section aria-labelledby="all-stores" className="space-y-3">
      <h2 id="all-stores" className="text-sm font-semibold text-slate-900">
        All stores <span className="font-normal text-slate-500">({stores.length})</span>
      </h2>
      <SiteTable
        caption="All stores"
        columns={STORE_COLUMNS}
        rows={pageOf(sorted, grid)}
        rowKey={(s) => s.id}
        empty={<EmptyState title="No stores yet" description="Stores appear here once they are imported." />}
      />
      <Pagination page={grid.page} pageSize={grid.pageSize} totalRecords={stores.length} itemLabel="stores" />
    </section>
  );
}

async function NearbyStores({ postCode, radius }: { postCode: string; radius: number }) {
  let stores: Store[];
  try {
    stores = await findStoresNear(postCode, { radius, limit: SEARCH_LIMIT });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 400 || e.status === 404))
      return (
        <Alert tone="warning" title={`No search for “${postCode}”`}>
          {sentence(e.fieldErrors.postCode ?? e.message)}
        </Alert>
      );
    throw e;
  }
  return (
    <section aria-labelledby="nearby-stores" className="space-y-3">
      <h2 id="nearby-stores" className="text-sm font-semibold text-slate-900">
        Stores within {radius} miles of {postCode.toUpperCase()}{' '}
        <span className="font-normal text-slate-500">({stores.length}, nearest first)</span>
      </h2>
      <SiteTable
        caption={`Stores near ${postCode.toUpperCase()}, nearest first`}
        columns={[DISTANCE_COLUMN, ...STORE_COLUMNS]}
        rows={stores}
        rowKey={(s) => s.id}
        empty={
          <EmptyState
            title={`No store within ${radius} miles`}
            description="Try a larger distance or another post code."
          />
        }
      />
    </section>
  );
}
