import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import type { SearchItem } from '@/lib/api/schemas/catalog-search';
import { ATTRIBUTE_FIELD_PREFIX } from '@/lib/api/schemas/translations';
import { fromGross, priceObject, priceRangeObject, toMinor, type Amount } from '../money';
import type { PriceListRef } from '../price-lists';
import { activePromotions, promotionAppliesTo } from '../baskets/promotions';
import type { Labels } from './dictionary';
import { productImage, stockMessage, variantLabel, type MediaRow } from './product-display';
import { productPath } from './storefront-paths';
import type { Locale } from '../locales';
import { PRODUCT_TRANSLATED_COLUMNS, productTranslationsIn } from '../translations';

/**
 * The result items of the v2 search (and the related products of a basket): master products with
 * their variants summarised, prices from one price list, stock, images and applicable promotions.
 * A fixed number of queries per page, whatever its size.
 */
type ProductRow = {
  id: string;
  iid: number;
  parent_id: string | null;
  name: string;
  stock_code: string;
  sku: string;
  barcode: string;
  seo_url: string;
  short_description: string;
  description: string;
  extended_description: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  product_variant_group_code: string;
  is_visible: boolean;
  is_active: boolean;
  has_variant: boolean;
  status: number;
  fulfil_from_warehouse: boolean;
  fulfil_from_store: boolean;
  fulfil_from_supplier: boolean;
  fulfil_from_warehouse_days: number;
  sell_without_inventory: boolean;
  max_purchase_qty: number;
  is_free_shipping: boolean;
  delivery_note: string;
  item_type: number;
  enable_subscription: boolean;
  tags: string[];
  custom_attributes: Record<string, string>;
  custom_attribute_set_id: string;
  variant_config: Record<string, unknown> | null;
  is_preorder_enabled: boolean;
  preorder_launch_date: string | null;
  uom: string;
  color_name: string;
  default_category_id: string | null;
  brand_id: string | null;
  subbrand_id: string | null;
  completeness?: number | null;
  missing_attributes?: string[] | null;
}

type PriceRow = {
  product_id: string;
  sell_price: string;
  list_price: string;
  rate: number;
}

export async function productCards(db: Db, ids: string[], priceList: PriceListRef, labels: Labels, locale: Locale | null = null): Promise<SearchItem[]> {
  if (ids.length === 0) return [];
  const masters = await db.execute<ProductRow>(sql`
    select p.*, pc.completeness, pc.missing_attributes from products p
    left join product_completeness pc on pc.product_id = p.id where p.id = any(${uuidArray(ids)})`);
  const variants = await db.execute<ProductRow>(
    sql`select * from products where parent_id = any(${uuidArray(ids)}) and is_active and status = 2 order by iid`,
  );
  const everyId = [...ids, ...variants.rows.map((v) => v.id)];
  if (locale) translateRows([...masters.rows, ...variants.rows], await productTranslationsIn(db, everyId, locale));
  const all = uuidArray(everyId);
  const [prices, stock, media, related, promotions] = await Promise.all([
    db.execute<PriceRow>(sql`
      select pp.product_id, pp.sell_price, pp.list_price, tc.rate_basis_points as rate
      from product_prices pp join tax_classes tc on tc.id = pp.tax_class_id
      where pp.price_list_id = ${priceList.id} and pp.product_id = any(${all})`),
    db.execute<{ product_id: string; n: number }>(sql`
      select product_id, sum(greatest(stock_on_hand - stock_allocated, 0))::int as n
      from product_inventory where product_id = any(${all}) group by product_id`),
    db.execute<MediaRow>(sql`
      select product_id, name, url, alt_text, preview_url, is_default, display_order
      from product_media where product_id = any(${all}) and is_active and media_type = 0
      order by product_id, display_order`),
    db.execute<{ product_id: string; related_product_id: string }>(sql`
      select product_id, related_product_id from product_relations where product_id = any(${uuidArray(ids)}) order by display_order`),
    activePromotions(db),
  ]);
  const priceOf = new Map(prices.rows.map((p) => [p.product_id, p]));
  const stockOf = new Map(stock.rows.map((s) => [s.product_id, Number(s.n)]));
  const mediaOf = groupBy(media.rows, (m) => m.product_id);
  const variantsOf = groupBy(variants.rows, (v) => v.parent_id!);
  const relatedOf = groupBy(related.rows, (r) => r.product_id);
  const currency = priceList.currency;
  const amount = (p: PriceRow | undefined, field: 'sell_price' | 'list_price'): Amount =>
    p ? fromGross(toMinor(p[field]), Number(p.rate)) : { gross: 0, tax: 0 };
  const byId = new Map(masters.rows.map((m) => [m.id, m]));

  return ids
    .map((id) => byId.get(id))
    .filter((p): p is ProductRow => Boolean(p))
    .map((p, index): SearchItem => {
      const vs = variantsOf.get(p.id) ?? [];
      const priced = (vs.length ? vs : [p]).map((x) => ({ row: x, price: priceOf.get(x.id) })).filter((x) => x.price);
      const sorted = priced.sort((a, b) => toMinor(a.price!.sell_price) - toMinor(b.price!.sell_price));
      const cheapest = sorted[0]?.price ?? priceOf.get(p.id);
      const dearest = sorted[sorted.length - 1]?.price ?? cheapest;
      const price = amount(cheapest, 'sell_price');
      const list = amount(cheapest, 'list_price');
      const max = amount(dearest, 'sell_price');
      const currentStock = vs.length ? vs.reduce((s, v) => s + (stockOf.get(v.id) ?? 0), 0) : (stockOf.get(p.id) ?? 0);
      const brand = p.brand_id ? labels.brands.get(p.brand_id) : undefined;
      const subBrand = p.subbrand_id ? labels.brands.get(p.subbrand_id) : undefined;
      const category = p.default_category_id ? labels.categories.get(p.default_category_id) : undefined;
      const root = category ? labels.categories.get(category.rootId) : undefined;
      const tags = new Set(p.tags ?? []);
      const config = (p.variant_config ?? {}) as Record<string, string | number | boolean>;
      const variantAttribute = String(config.selectedAttributeCodes ?? '');
      const link = productPath(p.seo_url, p.id);
      const images = (mediaOf.get(p.id) ?? []).map((m) => productImage(m, link));
      const attributes = Object.entries(p.custom_attributes ?? {}).map(([code, value]) => {
        const meta = labels.allAttributes.get(code);
        const display = meta?.inputType === 6 ? (value === 'true' ? 'Yes' : 'No') : value.split(',').map((v) => meta?.options.get(v.toLowerCase()) ?? v).join(', ');
        return {
          key: code,
          customkey: code.toLowerCase(),
          display: meta?.fieldName ?? code,
          value: display,
          originalValue: value,
          isVariantAttribute: false,
          displayInProductDetail: true,
          displayInProductList: meta?.isFacet ?? false,
          groupDisplayOrder: meta?.displayOrder ?? 0,
        };
      });
      const variantValues = vs.map((v) => variantLabel(v, variantAttribute));
      const categoryIds = category ? ancestorsOf(category.id, labels) : [];
      return {
        id: p.id,
        recordId: p.id,
        productId: p.id,
        rating: 0,
        reviewCount: 0,
        variantGroupCode: p.product_variant_group_code,
        productIid: Number(p.iid),
        maxPurchaseQty: p.max_purchase_qty,
        seoName: p.seo_url,
        name: p.name,
        slug: link,
        stockCode: p.stock_code,
        sku: p.sku,
        barcode: p.barcode,
        brand: brand?.name ?? '',
        subBrand: subBrand?.name ?? '',
        brandLogo: brand?.logo ?? '',
        brandSlug: brand?.slug ?? '',
        image: images[0]?.url ?? '',
        shortDescription: p.short_description,
        description: p.description,
        extendedDescription: p.extended_description,
        metaTitle: p.meta_title,
        metaDescription: p.meta_description,
        metaKeywords: p.meta_keywords,
        canonicalTags: link,
        displayTemplate: '',
        deliveryMessage: p.delivery_note || `Usually dispatched within ${p.fulfil_from_warehouse_days} working day${p.fulfil_from_warehouse_days === 1 ? '' : 's'}`,
        stockAvailabilityMessage: stockMessage(currentStock, p.sell_without_inventory),
        groupName: p.product_variant_group_code,
        isFeatured: tags.has('award-winner') || tags.has('bestseller'),
        isDiscontinued: p.status === 4,
        subscriptionEnabled: p.enable_subscription,
        trending: tags.has('trending'),
        bestSeller: tags.has('bestseller'),
        // A real reduction only: a "sale" or "clearance" tag without one is not on sale.
        onSale: list.gross > price.gross,
        newLaunch: tags.has('new-in'),
        exclusive: tags.has('online-exclusive') || tags.has('limited-edition'),
        isVisible: p.is_visible,
        isActive: p.is_active,
        isMasterStock: p.parent_id === null,
        hasVariant: vs.length > 0,
        fulfilFromWarehouse: p.fulfil_from_warehouse,
        fulfilFromStore: p.fulfil_from_store,
        fulfilFromSupplier: p.fulfil_from_supplier,
        componentsInStock: currentStock > 0 || p.sell_without_inventory,
        displayOrder: index + 1,
        itemType: p.item_type,
        currentStock,
        subscriptionPlanType: 0,
        uomValue: 1,
        minPrice: price.gross / 10 ** currency.digits,
        maxPrice: max.gross / 10 ** currency.digits,
        listPrice: priceObject(list, currency),
        price: priceObject(price, currency),
        priceFrom: priceRangeObject(price, price, max, currency),
        flags: { isFreeDelivery: p.is_free_shipping, sellWithoutInventory: p.sell_without_inventory },
        variant: {
          variantInputType: String(config.variantInputTypes ?? ''),
          listType: Number(config.listType ?? 0),
          independentProductUrl: Boolean(config.independentProductUrl),
          displayInProductWidget: Boolean(config.displayInProductWidget),
          displayInProductDetail: Boolean(config.displayInProductDetail),
          attributes: variantAttribute ? [variantAttribute] : [],
          variantInputTypes: String(config.variantInputTypes ?? ''),
        },
        attributes,
        classification: {
          categoryId: category?.id ?? '',
          categoryCode: category?.code ?? '',
          mainCategoryId: root?.id ?? '',
          mainCategoryName: root?.name ?? '',
          category: category?.name ?? '',
          itemTypeCode: p.parent_id ? 'VARIANT' : 'PRODUCT',
          itemType: p.item_type === 2 ? 'Variant' : 'Product',
          attributeSet: p.custom_attribute_set_id,
          attributeSetId: p.custom_attribute_set_id,
        },
        preOrder: { isEnabled: p.is_preorder_enabled, launchDateTime: p.preorder_launch_date ? new Date(p.preorder_launch_date).toISOString() : null },
        images,
        relatedProducts: (relatedOf.get(p.id) ?? []).map((r) => r.related_product_id),
        freeProducts: [],
        variantProducts: vs.map((v, i) => ({
          stockCode: v.stock_code,
          productId: v.id,
          price: priceObject(amount(priceOf.get(v.id), 'sell_price'), currency),
          slug: productPath(v.seo_url, v.id),
          image: (mediaOf.get(v.id) ?? [])[0]?.url ?? images[0]?.url ?? '',
          productName: v.name,
          variantAttributes: [{ key: variantAttribute, value: variantValues[i] }],
          currentStock: stockOf.get(v.id) ?? 0,
          sellWithoutInventory: v.sell_without_inventory,
          maxPurchaseQty: v.max_purchase_qty,
        })),
        variantProductsAttribute: vs.length ? [{ fieldName: variantAttribute === 'ColorName' ? 'Colour' : variantAttribute, fieldCode: variantAttribute, fieldValues: variantValues }] : [],
        variantProductsMinimal: vs.map((v) => ({ productId: v.id, stockCode: v.stock_code })),
        variantProductsAttributeMinimal: vs.length ? [{ fieldCode: variantAttribute, fieldValues: variantValues }] : [],
        componentProducts: [],
        promotions: promotions
          .filter((promo) => promo.autoApply && promotionAppliesTo(promo, { brandIds: [p.brand_id, p.subbrand_id], categoryIds }))
          .map((promo) => ({ promoCode: promo.promoCode, name: promo.name, discountPct: promo.discountBp / 100, autoApply: promo.autoApply, voucherCode: promo.voucherCode ?? '' })),
        uom: p.uom,
        attributeSet: p.custom_attribute_set_id,
        link,
        completeness: p.completeness ?? 100,
        missingAttributes: p.missing_attributes ?? [],
      };
    });
}

/** The product fields a locale's translation replaces (a field it has no text for keeps the product's own). */
const TRANSLATED_COLUMNS = PRODUCT_TRANSLATED_COLUMNS satisfies Record<string, keyof ProductRow>;
type TranslatedColumn = (typeof TRANSLATED_COLUMNS)[keyof typeof TRANSLATED_COLUMNS];

function translateRows(rows: ProductRow[], translations: Map<string, Map<string, string>>): void {
  for (const row of rows) {
    const t = translations.get(row.id);
    if (!t) continue;
    for (const [field, column] of Object.entries(TRANSLATED_COLUMNS) as [string, TranslatedColumn][]) {
      const value = t.get(field);
      if (value !== undefined) row[column] = value;
    }
    const attributes = { ...(row.custom_attributes ?? {}) };
    for (const [field, value] of t) if (field.startsWith(ATTRIBUTE_FIELD_PREFIX)) attributes[field.slice(ATTRIBUTE_FIELD_PREFIX.length)] = value;
    row.custom_attributes = attributes;
  }
}

/** A category and its ancestors, nearest first. */
export function ancestorsOf(categoryId: string, labels: Labels): string[] {
  const out: string[] = [];
  let current = labels.categories.get(categoryId);
  while (current && out.length < 100) {
    out.push(current.id);
    current = current.parentId ? labels.categories.get(current.parentId) : undefined;
  }
  return out;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}
