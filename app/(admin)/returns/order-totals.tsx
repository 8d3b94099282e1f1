import type { getReturnOrder } from '@/lib/api/returns';

type ReturnOrder = Awaited<ReturnType<typeof getReturnOrder>>;

/** An order's goods, shipping and total, as rows of a description list: the order page and the new-return form both show them. */
export function OrderTotalsRows({
  order,
}: {
  order: Pick<ReturnOrder, 'subTotal' | 'shippingCharge' | 'grandTotal'>;
}) {
  return (
    <>
      <dt className="text-slate-500">Goods</dt>
      <dd className="text-right tabular-nums">{order.subTotal.formatted.withTax}</dd>
      <dt className="text-slate-500">Shipping</dt>
      <dd className="text-right tabular-nums">{order.shippingCharge.formatted.withTax}</dd>
      <dt className="font-medium text-slate-700">Total</dt>
      <dd className="text-right font-medium tabular-nums">{order.grandTotal.formatted.withTax}</dd>
    </>
  );
}
