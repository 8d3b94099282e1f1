import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { SearchItem } from '@/lib/api/schemas/catalog-search';
import { searchLabels, type CategoryLabel } from '../catalog-search/dictionary';
import { productCards } from '../catalog-search/items';
import { listBrands } from '../brands';
import { notFound } from '@/lib/errors';
import type { Locale } from '../locales';
import { productIdBySlugIn } from '../translations';
import { priceListForCurrency } from '../price-lists';
import { brandLink, categoryPath, productPageWhere, productPath, stripPrefix } from '../catalog-search/storefront-paths';

/**
 * Catalogue reads the vendor's storefront (better-commerce/betterstorefront, framework/bettercommerce)
 * makes beyond the spec. Products answer the v2 search item (the storefront's product model);
 * slugs are answered in its URL scheme (../catalog-search/storefront-paths.ts): `products/<seo>`,
 * `category/<path>`, `brands/<slug>`.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** search/r feeds the storefront's static paths; more than this many pages are rendered on demand. */
const MAX_PRODUCT_PATHS = 5000;

/** GET /api/v2/catalog/search/keyword-redirections: the catalogue has no keyword rules, so none. */
export function keywordRedirections(): { keyword: string; redirectUrl: string }[] {
  return [];
}

/** POST /api/v2/catalog/search/r: the page of every active, visible master product (`products/<id>` for one without an SEO URL). */
export async function productPaths(db: Db): Promise<{ products: { slug: string }[] }> {
  const rows = await db.execute<{ id: string; seo_url: string }>(sql`
    select id, seo_url from products where parent_id is null and is_active and is_visible and status = 2
    order by iid limit ${MAX_PRODUCT_PATHS}`);
  return { products: rows.rows.map((r) => ({ slug: productPath(r.seo_url, r.id) })) };
}

export async function productCardsFor(db: Db, ids: string[], currency: string | null, locale: Locale | null = null): Promise<SearchItem[]> {
  const [priceList, labels] = await Promise.all([priceListForCurrency(db, currency), searchLabels(db, locale)]);
  return productCards(db, ids, priceList, labels, locale);
}

async function productIdWhere(db: Db, where: ReturnType<typeof sql>, inactiveToo = false): Promise<string | undefined> {
  const rows = await db.execute<{ id: string }>(
    sql`select id from products where ${where}${inactiveToo ? sql`` : sql` and is_active`} order by iid limit 1`,
  );
  return rows.rows[0]?.id;
}

/**
 * The product page's model: the v2 search item plus `customAttributes` (the product detail's attribute
 * list, one entry per attribute: code in `key`, label in `display`, the shown value in `value` /
 * `valueText` / `fieldText`), which the storefront's product page reads unguarded
 * (components/Product/ProductView.tsx `product.customAttributes.length`).
 */
export type ProductPageItem = SearchItem & {
  customAttributes: {
    key: string;
    display: string;
    value: string;
    valueText: string;
    fieldText: string;
    displayOrder: number;
  }[];
};

function productPage(item: SearchItem): ProductPageItem {
  const customAttributes = item.attributes.map((a) => ({
    key: a.key,
    display: a.display,
    value: a.value,
    valueText: a.value,
    fieldText: a.value,
    displayOrder: a.groupDisplayOrder,
  }));
  return { ...item, customAttributes };
}

/**
 * POST /api/v2/catalog/product/slug?slug=products/<seo>: the product, or null when no product has the
 * slug. In a non-default locale its slug there comes first, then the products' own. Also the storefront's product preview (`product/preview`, `unpublished`: a page staff look at
 * before the product goes live, so inactive products too) and quick view (`product/quickview`).
 */
export async function productBySlug(
  db: Db,
  slug: string,
  currency: string | null,
  { unpublished = false, locale = null }: { unpublished?: boolean; locale?: Locale | null } = {},
): Promise<ProductPageItem | null> {
  const id =
    (locale ? await productIdBySlugIn(db, stripPrefix(slug, 'products'), locale, unpublished) : undefined) ??
    (await productIdWhere(db, productPageWhere(slug), unpublished));
  const item = id ? (await productCardsFor(db, [id], currency, locale))[0] : undefined;
  return item ? productPage(item) : null;
}

/** GET /api/v2/catalog/product/{id} (a Guid) or …/{stockCode}/stockcode. */
export async function productByKey(
  db: Db,
  key: { id?: string; stockCode?: string },
  currency: string | null,
  locale: Locale | null = null,
): Promise<ProductPageItem> {
  const where = key.id
    ? sql`id = ${key.id.toLowerCase()}`
    : sql`stock_code = ${key.stockCode!.trim().toUpperCase()}`;
  const id = await productIdWhere(db, where);
  const field = key.id ? 'id' : 'stockCode';
  if (!id)
    throw notFound('The product was not found', [
      `${field}: no active product has ${field} ${key.id ?? key.stockCode}`,
    ]);
  return productPage((await productCardsFor(db, [id], currency, locale))[0]);
}

/** GET /api/v2/catalog/product/{id}/related-products: the product's related products, in their order. */
export async function relatedProducts(
  db: Db,
  idOrStockCode: string,
  currency: string | null,
  locale: Locale | null = null,
): Promise<SearchItem[]> {
  const product = await productByKey(
    db,
    UUID.test(idOrStockCode) ? { id: idOrStockCode } : { stockCode: idOrStockCode },
    currency,
    locale,
  );
  const rows = await db.execute<{ id: string }>(sql`
    select r.related_product_id as id from product_relations r join products p on p.id = r.related_product_id
    where r.product_id = ${product.id} and p.is_active order by r.display_order`);
  return productCardsFor(
    db,
    rows.rows.map((r) => r.id),
    currency,
    locale,
  );
}

export interface StorefrontCategory {
  id: string;
  name: string;
  code: string;
  slug: string;
  link: string;
  parentId: string;
  displayOrder: number;
  subCategories: StorefrontCategory[];
}

function categoryNode(
  c: CategoryLabel,
  all: CategoryLabel[],
  links: Map<string, string>,
): StorefrontCategory {
  const link = links.get(c.id) ?? categoryPath('', c.slug);
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    slug: link,
    link,
    parentId: c.parentId ?? '',
    displayOrder: c.displayOrder,
    subCategories: all.filter((s) => s.parentId === c.id).map((s) => categoryNode(s, all, links)),
  };
}

/**
 * The storefront path of each category, derived when read from its stored link (whatever its form, in
 * the demo data and in any older database alike): `category/<path>`, without the leading slash that
 * the storefront adds itself.
 */
async function categoryLinks(db: Db): Promise<Map<string, string>> {
  const rows = await db.execute<{ id: string; link: string; slug: string }>(
    sql`select id, link, slug from categories`,
  );
  return new Map(rows.rows.map((r) => [r.id, categoryPath(r.link, r.slug)]));
}

/** GET /api/v2/catalog/category: the category tree in the storefront's shape. */
export async function storefrontCategories(db: Db, locale: Locale | null = null): Promise<StorefrontCategory[]> {
  const [labels, links] = await Promise.all([searchLabels(db, locale), categoryLinks(db)]);
  const all = [...labels.categories.values()];
  return all.filter((c) => !c.parentId).map((c) => categoryNode(c, all, links));
}

/** POST /api/v2/catalog/category/slug?slug=category/<path>: matched on the storefront path, the link or the slug. */
export async function categoryBySlug(db: Db, slug: string, locale: Locale | null = null): Promise<StorefrontCategory | null> {
  const wanted = stripPrefix(slug, 'category');
  const [labels, links] = await Promise.all([searchLabels(db, locale), categoryLinks(db)]);
  const all = [...labels.categories.values()];
  const found = all.find(
    (c) => links.get(c.id) === `category/${wanted}` || c.slug === wanted || c.code.toLowerCase() === wanted,
  );
  return found ? categoryNode(found, all, links) : null;
}

type BrandItem = Awaited<ReturnType<typeof listBrands>>[number];
const storefrontBrand = (b: BrandItem) => ({
  ...b,
  manufacturerName: b.name,
  link: brandLink(b.slug),
  isActive: true,
});

/** GET /api/v2/catalog/brand/all?page&pageSize: one page of brands as `{results, total, pages, currentPage}`. */
export async function brandPage(db: Db, page: number, pageSize: number, sortOrder: string | undefined, locale: Locale | null = null) {
  const brands = await listBrands(db, locale);
  if (sortOrder?.toLowerCase() === 'desc') brands.reverse();
  const results = brands.slice((page - 1) * pageSize, page * pageSize).map(storefrontBrand);
  return {
    results,
    total: brands.length,
    pages: Math.ceil(brands.length / pageSize),
    currentPage: page,
    pageSize,
  };
}

/** POST /api/v2/catalog/brand/slug?slug=brands/<slug>: the brand, or null. */
export async function brandBySlug(db: Db, slug: string, locale: Locale | null = null) {
  const wanted = stripPrefix(slug, 'brands');
  const brand = (await listBrands(db, locale)).find((b) => b.slug === wanted);
  return brand ? { ...storefrontBrand(brand), recordId: brand.id, productList: null } : null;
}
