import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import type { Basket, BasketLine } from '@/lib/api/schemas/basket';

/** Variant attributes of a line ("Size M · Colour Blue"); the service stores them as a JSON object. */
function attributesOf(line: BasketLine): string {
  try {
    const parsed: unknown = JSON.parse(line.attributesJson || '{}');
    if (!parsed || typeof parsed !== 'object') return '';
    return Object.entries(parsed as Record<string, unknown>)
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(' · ');
  } catch {
    // Free text from an older storefront: show it as it is.
    return line.attributesJson;
  }
}

/** The basket's lines with their prices (formatted by the service, tax included). */
export function BasketLines({ basket }: { basket: Basket }) {
  const lines = basket.lineItems.filter((l) => l.displayInBasket);
  return (
    <Card aria-labelledby="basket-lines">
      <CardHeader id="basket-lines" title="Lines" description="Prices include tax." />
      {lines.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-500">The basket is empty.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Lines of the basket</caption>
            <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Product
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Qty
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Unit price
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Discount
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => {
                const attributes = attributesOf(l);
                return (
                  <tr key={l.id} className="border-t border-slate-100 align-top">
                    <td className="px-3 py-2">
                      <p className="font-medium text-slate-900">{l.name}</p>
                      <p className="text-xs text-slate-500">
                        <span className="font-mono">{l.stockCode}</span>
                        {l.brand && ` · ${l.brand}`}
                        {attributes && ` · ${attributes}`}
                      </p>
                      {l.promotionsApplied.length > 0 && (
                        <div className="mt-1 flex flex-wrap gap-1">
                          {l.promotionsApplied.map((p) => (
                            <Badge key={p.promoCode} tone="success">
                              {p.name}
                            </Badge>
                          ))}
                        </div>
                      )}
                      {l.customInfo1 && <p className="mt-1 text-xs text-slate-600">“{l.customInfo1}”</p>}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{l.qty}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{l.price.formatted.withTax}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {l.discount.raw.withTax > 0 ? `−${l.discount.formatted.withTax}` : '—'}
                    </td>
                    <td className="px-3 py-2 text-right font-medium tabular-nums">
                      {l.totalPrice.formatted.withTax}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
