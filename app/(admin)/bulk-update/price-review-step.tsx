'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { PriceChangeBody } from '@/lib/api/schemas/bulk-price';
import { pricePreviewAction } from './actions';
import { plural, type ProductSet } from './choose-products-step';
import { StepFrame } from './wizard-steps';

/**
 * Step 4 of a price change: the service computes every new price without writing (the same SQL as
 * the change), counts them, and lists the first ones before → after, marking those held at cost.
 */
export function PriceReviewStep({
  price,
  products,
  onBack,
  onApply,
}: {
  price: PriceChangeBody;
  products: ProductSet;
  onBack: () => void;
  onApply: () => void;
}) {
  const preview = useQuery({
    queryKey: ['bulk-update', 'price-preview', products.ids, price],
    queryFn: async () => {
      const r = await pricePreviewAction({ price, productIds: products.ids });
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
  });
  const p = preview.data;
  return (
    <StepFrame
      title="Review the change"
      description={
        <>
          Price change on <strong data-testid="review-count">{plural(products.ids.length, 'product')}</strong>. Nothing has changed yet.
        </>
      }
      actions={
        <>
          <Button onClick={onBack}>Back</Button>
          <Button variant="primary" onClick={onApply} disabled={!p || p.changed === 0}>
            Apply to {plural(products.ids.length, 'product')}
          </Button>
        </>
      }
    >
      {preview.isPending && <SkeletonRows rows={5} />}
      {preview.isError && <Alert tone="danger" title="The preview failed">{preview.error.message}</Alert>}
      {p && (
        <>
          <p className="text-sm text-slate-700">
            {plural(p.changed, 'price')} of {p.prices.toLocaleString('en')} change
            {p.flooredAtCost > 0 && `, ${plural(p.flooredAtCost, 'price')} held at cost`}
            {p.withoutPrice > 0 && `; ${plural(p.withoutPrice, 'product')} without a price in this currency are left alone`}.
          </p>
          <table className="w-full text-left text-sm" aria-label="Prices before and after">
            <thead className="border-b border-slate-200 text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">Product</th>
                <th scope="col" className="py-1.5 pr-3 font-medium">Price list</th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">Before</th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">After</th>
              </tr>
            </thead>
            <tbody>
              {p.rows.map((r) => (
                <tr key={`${r.productId}-${r.priceListId}`} className="border-b border-slate-100">
                  <td className="py-1.5 pr-3">
                    <Link href={`/catalogue/products/${r.productId}`} className="text-accent-700 underline">
                      {r.name}
                    </Link>
                    <span className="ml-2 font-mono text-xs text-slate-600">{r.stockCode}</span>
                  </td>
                  <td className="py-1.5 pr-3">
                    {r.priceListCode} · {r.currencyCode}
                  </td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{r.before}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">
                    {r.after}
                    {r.flooredAtCost && <span className="ml-1 text-xs text-amber-800">(cost)</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {p.prices > p.rows.length && <p className="text-xs text-slate-600">The first {p.rows.length} of {p.prices.toLocaleString('en')} prices are shown.</p>}
        </>
      )}
    </StepFrame>
  );
}
