'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { ProductSearchItem } from '@/lib/api/schemas/product-search';
import { productStatusName } from '@/lib/api/schemas/product-status';
import { completenessOf, type ProductColumnId } from './grid-model';

const STATUS_TONES: Record<number, BadgeTone> = { 1: 'neutral', 2: 'success', 3: 'warning', 4: 'danger' };

/** A price of the search item; a product with no price says so rather than showing 0.00. */
const money = (value: number | null, p: ProductSearchItem) =>
  value === null ? (
    <span className="text-slate-500 italic">No price</span>
  ) : (
    `${p.currencySymbol}${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  );
const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }) : '—';

/** The cells of every column but the name (which holds the thumbnail and the variants toggle). */
export const PRODUCT_CELLS: Record<Exclude<ProductColumnId, 'name'>, (p: ProductSearchItem) => ReactNode> = {
  stockCode: (p) => <span className="font-mono text-xs">{p.stockCode}</span>,
  sku: (p) => <span className="font-mono text-xs">{p.sku}</span>,
  categoryName: (p) => p.categoryName,
  brandName: (p) => p.brandName,
  status: (p) => <Badge tone={STATUS_TONES[p.status] ?? 'neutral'}>{productStatusName(p.status)}</Badge>,
  completeness: (p) => <CompletenessCell product={p} />,
  sellPrice: (p) => <span className="tabular-nums">{money(p.sellPrice, p)}</span>,
  costPrice: (p) => <span className="tabular-nums">{money(p.costPrice, p)}</span>,
  inventory: (p) => (
    <span className={p.inventory > 0 ? 'tabular-nums' : 'text-amber-700 tabular-nums'}>
      {p.inventory.toLocaleString('en-GB')}
    </span>
  ),
  published: (p) => date(p.published),
  lastUpdated: (p) => date(p.lastUpdated),
};

/** Name with its 160 px preview; a master shows a toggle for its variants (`expanded` null: none). */
export function ProductNameCell({
  product: p,
  depth,
  expanded,
  onToggle,
}: {
  product: ProductSearchItem;
  depth: number;
  expanded: boolean | null;
  onToggle: () => void;
}) {
  return (
    <div className="flex items-center gap-2" style={depth ? { paddingLeft: '1.75rem' } : undefined}>
      {expanded === null ? (
        <span aria-hidden className="w-6 shrink-0" />
      ) : (
        <button
          type="button"
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Hide' : 'Show'} the ${p.variantCount} variants of ${p.name}`}
          onClick={onToggle}
          className="flex size-6 shrink-0 items-center justify-center rounded text-slate-600 hover:bg-slate-200 hover:text-slate-900"
        >
          <span aria-hidden className={expanded ? 'rotate-90 transition-transform' : 'transition-transform'}>
            ▶
          </span>
        </button>
      )}
      {p.thumbnail ? (
        // Demo media are plain URLs of the service; next/image would need their hosts configured.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={p.thumbnail}
          alt=""
          width={32}
          height={32}
          loading="lazy"
          decoding="async"
          className="size-8 shrink-0 rounded bg-slate-100 object-cover"
        />
      ) : (
        <span aria-hidden className="size-8 shrink-0 rounded bg-slate-100" />
      )}
      <span className="min-w-0">
        <Link href={`/catalogue/products/${p.productId}`} className="font-medium text-slate-900 hover:underline">
          {p.name}
        </Link>
        {depth === 0 && p.variantCount > 0 && (
          <span className="ml-2 text-xs whitespace-nowrap text-slate-600">{p.variantCount} variants</span>
        )}
      </span>
    </div>
  );
}

/** A bar and the percentage; the missing attributes in its title. A dash when the service gives none. */
function CompletenessCell({ product }: { product: ProductSearchItem }) {
  const c = completenessOf(product);
  if (!c) return <span className="text-slate-500">—</span>;
  const tone = c.percent >= 100 ? 'bg-emerald-600' : c.percent >= 60 ? 'bg-amber-500' : 'bg-red-600';
  const missing = c.missing.length ? `Missing: ${c.missing.join(', ')}` : 'Nothing missing';
  return (
    <span className="flex items-center gap-2" title={missing}>
      <span aria-hidden className="h-1.5 w-12 overflow-hidden rounded-full bg-slate-200">
        <span className={`block h-full ${tone}`} style={{ width: `${c.percent}%` }} />
      </span>
      <span className="tabular-nums">{c.percent}%</span>
      <span className="sr-only">{missing}</span>
    </span>
  );
}
