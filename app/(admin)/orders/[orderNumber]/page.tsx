import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatDate } from '@/components/support/dates';
import { crumbsFor } from '@/components/shell/navigation';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SectionTable } from '@/components/ui/section-table';
import { ApiError } from '@/lib/api/errors';
import { unlessUnavailable } from '@/lib/api/optional';
import { searchOrders } from '@/lib/api/orders';
import { getReturnOrder, listReturns } from '@/lib/api/returns';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { OrderReturnsCard } from '../../returns/order-returns-card';
import { OrderTotalsRows } from '../../returns/order-totals';
import { orderStatusLabel } from '@/lib/labels/enums';

export const metadata: Metadata = { title: 'Order' };

async function loadOrder(orderNumber: string) {
  try {
    return await getReturnOrder(orderNumber);
  } catch (e) {
    if (e instanceof ApiError && (e.isNotFound || e.status === 400)) notFound();
    throw e;
  }
}

/** One order as support sees it: its lines, what was shipped, the returns so far, and where a return starts. */
export default async function OrderPage({ params }: { params: Promise<{ orderNumber: string }> }) {
  const staff = await requireRole('returns');
  const orderNumber = decodeURIComponent((await params).orderNumber);
  const order = await loadOrder(orderNumber);
  const [returns, found] = await Promise.all([
    unlessUnavailable(listReturns({ orderNumber: order.orderNumber, pageSize: 100 }), 'returns of the order'),
    unlessUnavailable(searchOrders({ orderNumber: order.orderNumber, pageSize: 1 }), 'customer of the order'),
  ]);
  const customerName = found?.results[0]?.customerName ?? '';
  const available = order.lineItems.reduce((n, l) => n + l.availableQty, 0);
  const shippedUnits = order.lineItems.reduce((n, l) => n + l.shippedQty, 0);
  const orderedUnits = order.lineItems.reduce((n, l) => n + l.qty, 0);

  return (
    <>
      <PageHeader
        title={`Order ${order.orderNumber}`}
        meta={<Badge tone="neutral">{orderStatusLabel(order.status)}</Badge>}
        description={
          <>
            {customerName && <>{customerName} · </>}
            {order.email} · ordered {formatDate(order.orderDate)}
          </>
        }
        breadcrumbs={[...crumbsFor('/orders'), { label: order.orderNumber }]}
        actions={
          can(staff.role, 'returns', 'write') &&
          available > 0 && (
            <Link
              href={`/returns/new?orderNumber=${encodeURIComponent(order.orderNumber)}`}
              className={buttonClass('primary')}
            >
              Start a return
            </Link>
          )
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          <Card aria-labelledby="order-lines">
            <CardHeader
              id="order-lines"
              title="Lines"
              description={
                available > 0
                  ? `${available} unit${available === 1 ? '' : 's'} can still be returned`
                  : 'Nothing left to return'
              }
            />
            <SectionTable
              caption="Lines of the order"
              rows={order.lineItems}
              rowKey={(l) => l.recordId}
              columns={[
                {
                  header: 'Product',
                  cell: (l) => (
                    <div>
                      <p className="font-medium text-slate-900">{l.name}</p>
                      <p className="font-mono text-xs text-slate-500">{l.stockCode}</p>
                    </div>
                  ),
                },
                { header: 'Ordered', cell: (l) => l.qty, numeric: true },
                { header: 'Shipped', cell: (l) => l.shippedQty, numeric: true },
                { header: 'Returned', cell: (l) => l.returnQtyRequested, numeric: true },
                { header: 'Returnable', cell: (l) => l.availableQty, numeric: true },
                { header: 'Total', cell: (l) => l.totalPrice.formatted.withTax, numeric: true },
              ]}
            />
          </Card>
          <OrderReturnsCard returns={returns} title="Returns so far" />
        </div>
        <aside className="space-y-4">
          <Card aria-labelledby="order-shipment">
            <CardHeader id="order-shipment" title="Shipment" />
            <CardBody>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                <dt className="text-slate-500">Shipped on</dt>
                <dd className="text-right">{formatDate(order.shipmentDate)}</dd>
                <dt className="text-slate-500">Units shipped</dt>
                <dd className="text-right tabular-nums">
                  {shippedUnits} of {orderedUnits}
                </dd>
                <dt className="text-slate-500">Shipping</dt>
                <dd className="text-right tabular-nums">{order.shippingCharge.formatted.withTax}</dd>
              </dl>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Totals" />
            <CardBody>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                <OrderTotalsRows order={order} />
              </dl>
            </CardBody>
          </Card>
        </aside>
      </div>
    </>
  );
}
