import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { FilterSheet } from '@/components/ui/filter-sheet';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api/errors';
import { searchOrders } from '@/lib/api/orders';
import { ORDER_SEARCH_COUNT_CAP } from '@/lib/api/schemas/orders';
import { ORDER_STATUSES } from '@/lib/api/schemas/return-status';
import { requireRole } from '@/lib/auth/session';
import { orderStatusLabel } from '@/lib/labels/enums';
import { firstParam, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { OrderTable } from './order-table';

export const metadata: Metadata = { title: 'Orders' };

/** The search fields, as named in the URL and in the service's query. */
const FIELDS = ['q', 'stockCode', 'status', 'dateFrom', 'dateTo', 'returnable'] as const;

export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  await requireRole('returns');
  const params = await searchParams;
  const grid = parseGridParams(params, { sortable: [], defaultPageSize: 25 });
  const values = Object.fromEntries(FIELDS.map((f) => [f, (firstParam(params, f) ?? '').trim()])) as Record<
    (typeof FIELDS)[number],
    string
  >;
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
  const filtered = Object.keys(given).length > 0;
  let list: Awaited<ReturnType<typeof searchOrders>> | null = null;
  let refusal: string | null = null;
  try {
    list = await searchOrders({ ...given, page: grid.page, pageSize: grid.pageSize });
  } catch (e) {
    // A search the service refuses (a two-letter name, a date range backwards) is said on the page.
    if (!(e instanceof ApiError) || e.status !== 400) throw e;
    refusal = e.errors.join(' ') || e.message;
  }

  return (
    <>
      <PageHeader
        title="Orders"
        description="Find a customer's order by its number, their email or name, a product's stock code, status or dates. Open it to see what can be returned."
        breadcrumbs={crumbsFor('/orders')}
      />
      <div className="space-y-3">
        <FilterSheet title="Find orders" active={Object.keys(given).length}>
          <form role="search" aria-label="Find orders" className="flex flex-wrap items-end gap-2">
            <label className="max-w-full space-y-1 text-sm font-medium text-slate-700">
              <span className="block">Order number, email or name</span>
              <Input
                name="q"
                defaultValue={values.q}
                className="w-72 max-w-full"
                autoComplete="off"
                autoFocus={!filtered}
              />
            </label>
            <label className="max-w-full space-y-1 text-sm font-medium text-slate-700">
              <span className="block">Stock code</span>
              <Input
                name="stockCode"
                defaultValue={values.stockCode}
                className="w-36 font-mono"
                autoComplete="off"
              />
            </label>
            <label className="max-w-full space-y-1 text-sm font-medium text-slate-700">
              <span className="block">Status</span>
              <Select name="status" defaultValue={values.status} className="w-40">
                <option value="">Any status</option>
                {ORDER_STATUSES.map((s) => (
                  <option key={s.id} value={s.name}>
                    {orderStatusLabel(s.id)}
                  </option>
                ))}
              </Select>
            </label>
            <label className="max-w-full space-y-1 text-sm font-medium text-slate-700">
              <span className="block">Ordered from</span>
              <Input name="dateFrom" type="date" defaultValue={values.dateFrom} className="w-40" />
            </label>
            <label className="max-w-full space-y-1 text-sm font-medium text-slate-700">
              <span className="block">to</span>
              <Input name="dateTo" type="date" defaultValue={values.dateTo} className="w-40" />
            </label>
            <label className="max-w-full space-y-1 text-sm font-medium text-slate-700">
              <span className="block">Returnable</span>
              <Select name="returnable" defaultValue={values.returnable} className="w-44">
                <option value="">All orders</option>
                <option value="true">Something to return</option>
                <option value="false">Nothing to return</option>
              </Select>
            </label>
            <Button type="submit" variant="primary">
              Search
            </Button>
            {filtered && (
              <Link href="/orders" className={buttonClass('ghost')}>
                Clear
              </Link>
            )}
          </form>
        </FilterSheet>
        {refusal && <Alert tone="warning">{refusal}</Alert>}
        {list?.totalCapped && (
          <p className="text-sm text-slate-600">
            More than {ORDER_SEARCH_COUNT_CAP.toLocaleString('en-GB')} orders match; the newest are shown.
            Narrow the search to see the rest.
          </p>
        )}
        {list && (
          <OrderTable rows={list.results} totalRecords={list.total} params={grid} filtered={filtered} />
        )}
      </div>
    </>
  );
}
