import type { CatalogueCounts } from '@/lib/api/schemas/product-search';

/**
 * The catalogue's count as every page words it (docs/counts.md): "2,173 products · 827 variants".
 * Products are masters and standalone products; variants are counted apart, never added in.
 */
const n = (x: number) => x.toLocaleString('en-GB');

export const productsText = (products: number) => `${n(products)} product${products === 1 ? '' : 's'}`;
export const variantsText = (variants: number) => `${n(variants)} variant${variants === 1 ? '' : 's'}`;

export const countsText = (c: CatalogueCounts) => `${productsText(c.products)} · ${variantsText(c.variants)}`;
