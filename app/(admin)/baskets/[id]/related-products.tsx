import Link from 'next/link';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { listRelatedProducts } from '@/lib/api/baskets';
import { unlessUnavailable } from '@/lib/api/optional';

/** Products related to what is in the basket (what support may suggest), priced in its currency. */
export async function RelatedProducts({ basketId }: { basketId: string }) {
  const products = await unlessUnavailable(listRelatedProducts(basketId), 'related products');
  return (
    <Card aria-labelledby="basket-related">
      <CardHeader id="basket-related" title="Related products" />
      <CardBody>
        {products === null ? (
          <p className="text-sm text-slate-500">Related products could not be loaded.</p>
        ) : products.length === 0 ? (
          <p className="text-sm text-slate-500">No related product to suggest.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {products.map((p) => (
              <li key={p.id} className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <Link
                    href={`/catalogue/products/${p.id}`}
                    className="font-medium text-slate-900 hover:underline"
                  >
                    {p.name}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {p.brand} · <span className="font-mono">{p.stockCode}</span>
                  </p>
                </div>
                <span className="tabular-nums">{p.price.formatted.withTax}</span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
