import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api/errors';
import { unlessUnavailable } from '@/lib/api/optional';
import { getReturnOrder, listReturns } from '@/lib/api/returns';
import type { ReturnOrderDetail } from '@/lib/api/schemas/returns';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { firstParam, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { formatDate } from '@/components/support/dates';
import { OrderReturnsCard } from '../order-returns-card';
import { OrderTotalsRows } from '../order-totals';
import { ReturnForm } from './return-form';
import { orderStatusLabel } from '@/lib/labels/enums';

export const metadata: Metadata = { title: 'New return' };

/** The order, or null when no order has that number (any other failure goes to the error page). */
async function findOrder(orderNumber: string) {
  try {
    return await getReturnOrder(orderNumber);
  } catch (e) {
    if (e instanceof ApiError && (e.isNotFound || e.status === 400)) return null;
    throw e;
  }
}

export default async function NewReturnPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('returns');
  const orderNumber = (firstParam(await searchParams, 'orderNumber') ?? '').trim();
  const order = orderNumber ? await findOrder(orderNumber) : null;

  return (
    <>
      <PageHeader
        title="New return"
        description="Find the order by its number, then choose what comes back."
        breadcrumbs={[...crumbsFor('/returns'), { label: 'New return' }]}
      />
      <div className="space-y-4">
        <form role="search" aria-label="Find an order" className="flex max-w-md items-end gap-2">
          <label className="flex-1 space-y-1 text-xs font-medium text-slate-700">
            <span className="block">Order number</span>
            <Input
              name="orderNumber"
              defaultValue={orderNumber}
              className="font-mono"
              autoComplete="off"
              required
              autoFocus={!orderNumber}
            />
          </label>
          <Button type="submit">Find order</Button>
        </form>
        {!orderNumber && (
          <EmptyState
            title="No order chosen"
            description="Type the order number from the customer's confirmation email."
          />
        )}
        {orderNumber && !order && <Alert tone="warning">No order has the number {orderNumber}.</Alert>}
        {order && <OrderForReturn order={order} canWrite={can(staff.role, 'returns', 'write')} />}
      </div>
    </>
  );
}

async function OrderForReturn({ order, canWrite }: { order: ReturnOrderDetail; canWrite: boolean }) {
  const returns = await unlessUnavailable(
    listReturns({ orderNumber: order.orderNumber, pageSize: 100 }),
    'returns of the order',
  );
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <ReturnForm order={order} canWrite={canWrite} />
      <aside className="space-y-4">
        <Card>
          <CardHeader title={`Order ${order.orderNumber}`} />
          <CardBody>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <dt className="text-slate-500">Customer</dt>
              <dd className="truncate text-right" title={order.email}>
                {order.email}
              </dd>
              <dt className="text-slate-500">Ordered</dt>
              <dd className="text-right">{formatDate(order.orderDate)}</dd>
              <dt className="text-slate-500">Status</dt>
              <dd className="text-right">{orderStatusLabel(order.status)}</dd>
              <dt className="text-slate-500">Shipped</dt>
              <dd className="text-right">{formatDate(order.shipmentDate)}</dd>
              <OrderTotalsRows order={order} />
            </dl>
          </CardBody>
        </Card>
        <OrderReturnsCard returns={returns} title="Returns of this order" />
      </aside>
    </div>
  );
}
