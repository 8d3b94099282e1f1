import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/components/support/dates';
import type { Basket } from '@/lib/api/schemas/basket';

/** Totals as the service computed them (exact, in minor units); shown, never recomputed here. */
export function BasketTotals({ basket }: { basket: Basket }) {
  const row = (label: string, amount: string, strong = false) => (
    <>
      <dt className={strong ? 'font-medium text-slate-900' : 'text-slate-500'}>{label}</dt>
      <dd className={strong ? 'text-right font-semibold tabular-nums' : 'text-right tabular-nums'}>
        {amount}
      </dd>
    </>
  );
  return (
    <Card aria-labelledby="basket-totals">
      <CardHeader id="basket-totals" title="Totals" description={`${basket.currencyCode}, tax included`} />
      <CardBody>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
          {row('Goods', basket.subTotal.formatted.withTax)}
          {basket.discount.raw.withTax > 0 && row('Discount', `−${basket.discount.formatted.withTax}`)}
          {basket.additionalCharge.raw.withTax > 0 &&
            row('Additional charges', basket.additionalCharge.formatted.withTax)}
          {row('Shipping', basket.shippingCharge.formatted.withTax)}
          {row('Grand total', basket.grandTotal.formatted.withTax, true)}
          {row('of which tax', basket.grandTotal.formatted.tax)}
        </dl>
      </CardBody>
    </Card>
  );
}

export function BasketPromotions({ basket }: { basket: Basket }) {
  return (
    <Card aria-labelledby="basket-promotions">
      <CardHeader id="basket-promotions" title="Promotions" />
      <CardBody>
        {basket.promotionsApplied.length === 0 && basket.voucherCodes.length === 0 ? (
          <p className="text-sm text-slate-500">No promotion applies.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {basket.promotionsApplied.map((p) => (
              <li key={p.promoCode} className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{p.name}</p>
                  <p className="text-xs text-slate-500">
                    {p.voucherCode
                      ? `Voucher ${p.voucherCode}`
                      : p.autoApply
                        ? 'Applied automatically'
                        : p.promoCode}
                    {p.discountPct > 0 && ` · ${p.discountPct}% off`}
                  </p>
                </div>
                <span className="tabular-nums">−{p.discountAmt.formatted.withTax}</span>
              </li>
            ))}
            {basket.voucherCodes
              .filter((v) => !basket.promotionsApplied.some((p) => p.voucherCode === v))
              .map((v) => (
                <li key={v} className="text-xs text-slate-500">
                  Voucher <Badge>{v}</Badge> entered, not applying to this basket.
                </li>
              ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

export function BasketShipping({ basket }: { basket: Basket }) {
  const methods = basket.shippingMethods
    .filter((m) => m.enabled)
    .toSorted((a, b) => a.displayOrder - b.displayOrder);
  return (
    <Card aria-labelledby="basket-shipping">
      <CardHeader id="basket-shipping" title="Shipping" />
      <CardBody className="space-y-4">
        {methods.length === 0 ? (
          <p className="text-sm text-slate-500">No shipping method is available.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {methods.map((m) => (
              <li key={m.id} className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {m.displayName} {m.isNominated && <Badge tone="accent">Chosen</Badge>}
                  </p>
                  <p className="text-xs text-slate-500">
                    {m.expectedDeliveryDate
                      ? `Expected ${formatDate(m.expectedDeliveryDate)}`
                      : m.description}
                  </p>
                  {m.showRecomendation && m.recomendation && (
                    <p className="text-xs text-emerald-700">{m.recomendation}</p>
                  )}
                </div>
                <span className="tabular-nums">
                  {m.isPriceOnRequest ? 'On request' : m.price.formatted.withTax}
                </span>
              </li>
            ))}
          </ul>
        )}
        <div>
          <h3 className="mb-1 text-xs font-semibold text-slate-700">Delivery plans</h3>
          {basket.deliveryPlans.length === 0 ? (
            <p className="text-sm text-slate-500">No delivery planned yet.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {basket.deliveryPlans.map((p) => (
                <li
                  key={p.recordId || `${p.shippingMethodId}-${p.deliveryCenter.code}`}
                  className="rounded-md bg-slate-50 px-3 py-2"
                >
                  <p className="font-medium text-slate-900">
                    {p.shippingMethodName || p.deliveryType} from{' '}
                    {p.deliveryCenter.name || p.fulfilmentChannel}
                  </p>
                  <p className="text-xs text-slate-500">
                    {p.items} {p.items === 1 ? 'unit' : 'units'} · {p.cost.formatted.withTax}
                    {p.deliveryDateTarget && ` · by ${formatDate(p.deliveryDateTarget)}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
