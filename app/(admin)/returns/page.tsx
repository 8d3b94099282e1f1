import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { Button, buttonClass } from '@/components/ui/button';
import { FilterSheet } from '@/components/ui/filter-sheet';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { unlessUnavailable } from '@/lib/api/optional';
import { listReturns, listReturnStatuses } from '@/lib/api/returns';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { firstParam, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { ReturnTable } from './return-table';

export const metadata: Metadata = { title: 'Returns' };

export default async function ReturnsPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('returns');
  const params = await searchParams;
  const grid = parseGridParams(params, { sortable: [], defaultPageSize: 25 });
  const status = (firstParam(params, 'status') ?? '').trim();
  const orderNumber = (firstParam(params, 'orderNumber') ?? '').trim();
  const [list, statuses] = await Promise.all([
    listReturns({
      page: grid.page,
      pageSize: grid.pageSize,
      status: status || undefined,
      orderNumber: orderNumber || undefined,
    }),
    unlessUnavailable(listReturnStatuses(), 'return statuses'),
  ]);

  return (
    <>
      <PageHeader
        title="Returns"
        description="Returns customers asked for, newest first. Open one to move it through its statuses."
        breadcrumbs={crumbsFor('/returns')}
        actions={
          can(staff.role, 'returns', 'write') && (
            <Link href="/returns/new" className={buttonClass('primary')}>
              New return
            </Link>
          )
        }
      />
      <div className="space-y-3">
        <FilterSheet title="Filter returns" active={[status, orderNumber].filter(Boolean).length}>
          <form role="search" aria-label="Filter returns" className="flex flex-wrap items-end gap-2">
            <label className="space-y-1 text-xs font-medium text-slate-700">
              <span className="block">Status</span>
              <Select name="status" defaultValue={status} className="w-48">
                <option value="">All statuses</option>
                {(statuses?.returnStatuses ?? []).map((s) => (
                  <option key={s.id} value={s.name}>
                    {s.label}
                  </option>
                ))}
              </Select>
            </label>
            <label className="space-y-1 text-xs font-medium text-slate-700">
              <span className="block">Order number</span>
              <Input
                name="orderNumber"
                defaultValue={orderNumber}
                className="w-48 font-mono"
                autoComplete="off"
              />
            </label>
            <Button type="submit">Filter</Button>
            {(status || orderNumber) && (
              <Link href="/returns" className={buttonClass('ghost')}>
                Clear
              </Link>
            )}
          </form>
        </FilterSheet>
        <ReturnTable rows={list.results} totalRecords={list.total} params={grid} />
      </div>
    </>
  );
}
