import type { Quotation } from '@/lib/api/schemas/b2b-quotes';
import type { QuotationFigures } from '@/lib/quotes/totals';
import { formatMoney } from './money';

/** The totals of a quotation as the page, the editor and the PDF print them (amounts in major units). */
export type TotalsView = Pick<
  Quotation,
  'subTotal' | 'quoteDiscountPercent' | 'quoteDiscount' | 'delivery' | 'taxes' | 'taxTotal' | 'grandTotal'
>;

/** The pricing module's figures (minor units) as the totals view; `digits` of the currency's minor unit. */
export function totalsView(f: QuotationFigures, digits = 2): TotalsView {
  const major = (minor: number) => minor / 10 ** digits;
  return {
    subTotal: major(f.subTotalMinor),
    quoteDiscountPercent: f.quoteDiscountBasisPoints / 100,
    quoteDiscount: major(f.quoteDiscountMinor),
    delivery: major(f.deliveryMinor),
    taxes: f.taxes.map((t) => ({ taxPercent: t.taxBasisPoints / 100, taxable: major(t.taxableMinor), tax: major(t.taxMinor) })),
    taxTotal: major(f.taxMinor),
    grandTotal: major(f.grandTotalMinor),
  };
}

const percent = (n: number) => `${n.toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;

/**
 * Subtotal (line totals are already net of their discounts), the quote discount once, delivery,
 * the tax of each rate, the tax total and the total: the same rows as the PDF, in the same order.
 */
export function QuotationTotals({ totals: t, currencyCode, className }: { totals: TotalsView; currencyCode: string; className?: string }) {
  const money = (n: number) => formatMoney(n, currencyCode);
  const row = (label: string, value: string, id?: string) => (
    <div key={id ?? label} className="contents">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right tabular-nums" data-testid={id}>
        {value}
      </dd>
    </div>
  );
  return (
    <dl aria-label="Totals" className={`grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm ${className ?? ''}`}>
      {row('Subtotal', money(t.subTotal), 'subtotal')}
      {t.quoteDiscount > 0 && row(`Quote discount ${percent(t.quoteDiscountPercent)}`, money(-t.quoteDiscount), 'quote-discount')}
      {row('Delivery', money(t.delivery), 'delivery')}
      {t.taxes.map((x) => row(`VAT ${percent(x.taxPercent)} on ${money(x.taxable)}`, money(x.tax), `vat-${x.taxPercent}`))}
      {row('Total VAT', money(t.taxTotal), 'tax-total')}
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid="grand-total">
        {money(t.grandTotal)}
      </dd>
    </dl>
  );
}
