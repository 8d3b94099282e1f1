import { sql } from 'drizzle-orm';

/**
 * Paths of the storefront's pages as the v2 answers give them. The vendor storefront writes a
 * product's or a category's link as `/${slug}` (components/Product/ProductCard, the quick views,
 * pages/category/…, the cart and order lines), so those come without a leading slash:
 * `products/<seo>` and `category/<path>` (docs/real-clients.md). A brand's `link` is used as it is
 * (pages/brands/index.tsx) and keeps its slash. A product without an SEO URL (a copy, one created
 * without it) has its page at `products/<id>`, so no card links to `/products/`.
 */
export const productPath = (seoUrl: string, id: string) => `products/${seoUrl || id}`;

/** The product whose page `products/<seo>` (or, for one without an SEO URL, `products/<id>`) is. */
export const productPageWhere = (slug: string) => {
  const key = stripPrefix(slug, 'products');
  return sql`(seo_url = ${key} or (seo_url = '' and id::text = ${key}))`;
};

/** `slug` without the storefront prefix (`products/`, `category/`, `brands/`) and without slashes around it, lower case. */
export const stripPrefix = (slug: string, prefix: string) =>
  slug
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(new RegExp(`^${prefix}/`, 'i'), '')
    .toLowerCase();

/** A category's page: `category/<path>` from its stored link (`/category/women/shoes`, `/women/shoes`) or else its slug. */
export const categoryPath = (link: string, slug: string) => `category/${stripPrefix(link || slug, 'category')}`;

export const brandLink = (slug: string) => `/brands/${slug}`;
