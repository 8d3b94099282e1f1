import { Badge } from '@/components/ui/badge';
import type { SearchItem } from '@/lib/api/schemas/catalog-search';

/** One result as the storefront shows it: image, brand, name and price (with the list price when on sale). */
export function ProductCard({ product }: { product: SearchItem }) {
  const ranged = product.hasVariant && product.minPrice !== product.maxPrice;
  const reduced = product.listPrice.raw.withTax > product.price.raw.withTax;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
      <article aria-label={product.name} className="flex flex-1 flex-col">
        <div className="relative aspect-square bg-slate-100">
          {product.image ? (
            // Demo media are plain URLs of the service; next/image would need their hosts configured.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={product.image} alt={product.name} loading="lazy" className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center text-xs text-slate-600">No image</div>
          )}
          <div className="absolute top-2 left-2 flex flex-wrap gap-1">
            {product.onSale && <Badge tone="danger">Sale</Badge>}
            {product.newLaunch && <Badge tone="accent">New</Badge>}
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {product.brand || '\u00a0'}
          </p>
          <h3 className="line-clamp-2 text-sm font-medium text-slate-900">{product.name}</h3>
          <p className="mt-auto pt-1 text-sm" data-testid="price">
            <span className="font-semibold text-slate-900">
              {ranged ? `From ${product.priceFrom.formatted.withTax}` : product.price.formatted.withTax}
            </span>
            {reduced && !ranged && (
              <s className="ml-2 text-xs text-slate-500">
                <span className="sr-only">was </span>
                {product.listPrice.formatted.withTax}
              </s>
            )}
          </p>
          {product.stockAvailabilityMessage && (
            <p className="text-xs text-slate-500">{product.stockAvailabilityMessage}</p>
          )}
        </div>
      </article>
    </li>
  );
}
