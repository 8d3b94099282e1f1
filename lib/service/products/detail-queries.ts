import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { products } from '@/lib/db/schema';
import type { StoredColumns } from './media';
import type { PriceRow } from './pricing';

/**
 * The product detail in one indexed statement: the product row and everything hanging off it
 * (prices, stock, media, categories, domains, related products, the variant family) as JSON built by
 * PostgreSQL, in one round trip. Names of brands, categories, lists and warehouses
 * come from the cached lookups, not from joins.
 */
export type ProductRow = typeof products.$inferSelect;

export interface MediaRow extends StoredColumns {
  recordId: string;
  tag: string;
  mediaType: number;
  name: string;
  url: string;
  altText: string;
  previewUrl: string;
  isDefault: boolean;
  isActive: boolean;
  displayOrder: number;
}
export interface InventoryRow {
  warehouseId: string;
  stockOnHand: number;
  stockAllocated: number;
  lastUpdated: string;
}
export interface DomainRow {
  recordId: string;
  domainId: string;
  categoryId: string | null;
  isActive: boolean;
  isVisible: boolean;
  sellWithoutInventory: boolean;
  excludeFromShoppingFeed: boolean;
  sortOrder: number;
  availabilityText: string;
  condition: string;
  showConditionOnStoreFront: boolean;
  launchDate: string | null;
}
export interface RelatedRow {
  productId: string;
  stockCode: string;
  name: string;
  image: string | null;
  displayOrder: number;
}
export interface FamilyRow {
  productId: string;
  productIId: number;
  parentId: string | null;
  stockCode: string;
  sku: string;
  name: string;
  status: number;
  isActive: boolean;
  isVisible: boolean;
  colorName: string;
  colorCode: string;
  customAttributes: Record<string, string>;
  variantConfig: Record<string, unknown> | null;
  image: string | null;
  sellPrice: string | null;
  inventory: number;
}
export interface ProductChildren {
  prices: PriceRow[] | null;
  inventory: InventoryRow[] | null;
  media: MediaRow[] | null;
  categories: { id: string; isDefault: boolean }[] | null;
  domains: DomainRow[] | null;
  related: RelatedRow[] | null;
  family: FamilyRow[] | null;
}

const defaultImage = (productAlias: string) =>
  sql.raw(`(select m.url from product_media m where m.product_id = ${productAlias}.id and m.media_type = 0
    order by m.is_default desc, m.display_order limit 1)`);

/** The product row and, in the same statement, its children (one round trip; `undefined` when no such product). */
export async function loadProduct(
  db: Db,
  id: string,
  priceListId: string,
): Promise<{ row: ProductRow; children: ProductChildren } | undefined> {
  // From the id parameter, not the outer row: the planner then reads the family through two indexes.
  const master = sql`coalesce((select x.parent_id from products x where x.id = ${id}), ${id}::uuid)`;
  const [found] = await db
    .select({
      row: products,
      prices: sql<PriceRow[] | null>`(select json_agg(json_build_object('priceListId', pp.price_list_id, 'sellPrice', pp.sell_price::text,
          'sellPriceExcVat', pp.sell_price_exc_vat::text, 'listPrice', pp.list_price::text, 'costPrice', pp.cost_price::text,
          'landingCost', pp.landing_cost::text, 'taxClassId', pp.tax_class_id, 'sameAsMaster', pp.same_as_master,
          'lastUpdated', pp.last_updated))
        from product_prices pp where pp.product_id = ${id})`,
      inventory: sql<InventoryRow[] | null>`(select json_agg(json_build_object('warehouseId', i.warehouse_id, 'stockOnHand', i.stock_on_hand,
          'stockAllocated', i.stock_allocated, 'lastUpdated', i.last_updated))
        from product_inventory i where i.product_id = ${id})`,
      media: sql<MediaRow[] | null>`(select json_agg(json_build_object('recordId', m.record_id, 'mediaType', m.media_type, 'name', m.name, 'url', m.url,
          'altText', m.alt_text, 'previewUrl', m.preview_url, 'isDefault', m.is_default, 'isActive', m.is_active,
          'displayOrder', m.display_order, 'tag', m.tag, 'storageKey', m.storage_key, 'renditions', m.renditions,
          'width', m.width, 'height', m.height, 'bytes', m.bytes, 'contentType', m.content_type, 'etag', m.etag)
          order by m.display_order, m.record_id)
        from product_media m where m.product_id = ${id})`,
      categories: sql<{ id: string; isDefault: boolean }[] | null>`(select json_agg(json_build_object('id', pc.category_id, 'isDefault', pc.is_default) order by pc.is_default desc)
        from product_categories pc where pc.product_id = ${id})`,
      domains: sql<DomainRow[] | null>`(select json_agg(json_build_object('recordId', d.record_id, 'domainId', d.domain_id, 'categoryId', d.category_id,
          'isActive', d.is_active, 'isVisible', d.is_visible, 'sellWithoutInventory', d.sell_without_inventory,
          'excludeFromShoppingFeed', d.exclude_from_shopping_feed, 'sortOrder', d.sort_order,
          'availabilityText', d.availability_text, 'condition', d.condition,
          'showConditionOnStoreFront', d.show_condition_on_store_front, 'launchDate', d.launch_date) order by d.sort_order)
        from product_domains d where d.product_id = ${id})`,
      related: sql<RelatedRow[] | null>`(select json_agg(json_build_object('productId', rp.id, 'stockCode', rp.stock_code, 'name', rp.name,
          'displayOrder', r.display_order, 'image', ${defaultImage('rp')}) order by r.display_order, rp.stock_code)
        from product_relations r join products rp on rp.id = r.related_product_id where r.product_id = ${id})`,
      family: sql<FamilyRow[] | null>`(select json_agg(json_build_object('productId', v.id, 'productIId', v.iid, 'parentId', v.parent_id,
          'stockCode', v.stock_code, 'sku', v.sku, 'name', v.name, 'status', v.status, 'isActive', v.is_active,
          'isVisible', v.is_visible, 'colorName', v.color_name, 'colorCode', v.color_code,
          'customAttributes', v.custom_attributes, 'variantConfig', v.variant_config, 'image', ${defaultImage('v')},
          'sellPrice', (select pp.sell_price::text from product_prices pp where pp.product_id = v.id and pp.price_list_id = ${priceListId}),
          'inventory', (select coalesce(sum(i.stock_on_hand - i.stock_allocated), 0) from product_inventory i where i.product_id = v.id))
          order by v.stock_code)
        from products v where v.id = ${master} or v.parent_id = ${master})`,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!found) return undefined;
  const { row, ...children } = found;
  return { row, children };
}
