import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { crumbsFor } from '@/components/shell/navigation';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { FilterSheet } from '@/components/ui/filter-sheet';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { listBaskets } from '@/lib/api/baskets';
import { requireRole } from '@/lib/auth/session';
import { firstParam, parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { BasketTable } from './basket-table';

export const metadata: Metadata = { title: 'Baskets' };

export default async function BasketsPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  await requireRole('baskets');
  const params = await searchParams;
  const grid = parseGridParams(params, { sortable: [], defaultPageSize: 25 });
  const userId = (firstParam(params, 'userId') ?? '').trim();
  const email = (firstParam(params, 'email') ?? '').trim();
  // Empty and guest baskets (most of them, on a busy storefront) are hidden unless asked for.
  const withEmpty = firstParam(params, 'empty') === '1';
  const withGuests = firstParam(params, 'guests') === '1';
  const userIdValid = !userId || z.uuid().safeParse(userId).success;
  const list = userIdValid
    ? await listBaskets({
        page: grid.page,
        pageSize: grid.pageSize,
        userId: userId || undefined,
        email: email || undefined,
        empty: withEmpty ? undefined : false,
        guest: withGuests ? undefined : false,
      })
    : null;
  const filtered = Boolean(userId || email || withEmpty || withGuests);

  return (
    <>
      <PageHeader
        title="Baskets"
        description="Shoppers' baskets, most recently changed first. Find a customer's baskets by user id or any part of their email."
        breadcrumbs={crumbsFor('/baskets')}
      />
      <div className="space-y-3">
        <FilterSheet title="Find baskets" active={[userId, email, withEmpty, withGuests].filter(Boolean).length}>
          <form role="search" aria-label="Find baskets" className="flex flex-wrap items-end gap-2">
            <label className="max-w-full space-y-1 text-xs font-medium text-slate-700">
              <span className="block">User id</span>
              <Input
                name="userId"
                defaultValue={userId}
                className="w-80 max-w-full font-mono"
                autoComplete="off"
                placeholder="00000000-0000-0000-0000-000000000000"
                aria-invalid={!userIdValid || undefined}
              />
            </label>
            <label className="max-w-full space-y-1 text-xs font-medium text-slate-700">
              <span className="block">Email</span>
              <Input name="email" defaultValue={email} className="w-64 max-w-full" autoComplete="off" placeholder="Any part of the address" />
            </label>
            <Checkbox name="empty" value="1" defaultChecked={withEmpty} label="Include empty baskets" className="pb-1.5" />
            <Checkbox name="guests" value="1" defaultChecked={withGuests} label="Include guest baskets" className="pb-1.5" />
            <Button type="submit">Find</Button>
            {filtered && (
              <Link href="/baskets" className={buttonClass('ghost')}>
                Clear
              </Link>
            )}
          </form>
        </FilterSheet>
        {!userIdValid && (
          <Alert tone="warning">A user id looks like 0b5f…-…: 32 hexadecimal digits in five groups.</Alert>
        )}
        {list && (
          <BasketTable
            rows={list.results}
            totalRecords={list.total}
            params={grid}
            emptyState={
              filtered ? (
                <EmptyState
                  title="No baskets for this customer"
                  description="The customer has no basket open: they have not added anything yet, or their baskets became orders."
                />
              ) : (
                <EmptyState
                  title="No baskets with items"
                  description="Baskets appear here as soon as a signed-in shopper adds something; tick “Include empty baskets” or “Include guest baskets” to see the others."
                />
              )
            }
          />
        )}
      </div>
    </>
  );
}
