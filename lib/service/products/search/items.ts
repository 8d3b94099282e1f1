import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import type { ProductSearchItem } from '@/lib/api/schemas/product-search';
import { brandLookup, categoryLookup, type PriceListRow } from '../../lookups';
import { decimal, isoDate } from '../pricing';

type ItemRow = {
  id: string;
  iid: number;
  stock_code: string;
  name: string;
  sku: string;
  status: number;
  published_at: string | Date | null;
  updated_at: string | Date;
  brand_id: string | null;
  default_category_id: string | null;
  image: string | null;
  thumbnail: string | null;
  parent_id: string | null;
  variant_count: number;
  sell_price: string | null;
  cost_price: string | null;
  in_list: boolean;
  inventory: number;
  completeness: number | null;
  missing_attributes: string[] | null;
};

/**
 * The search items of one page of ids, in that order: one statement over the page's products with
 * their price (the chosen list, else the default list), available stock and default image.
 */
export async function searchItems(
  db: Db,
  ids: string[],
  chosen: PriceListRow,
  fallback: PriceListRow,
): Promise<ProductSearchItem[]> {
  if (ids.length === 0) return [];
  const [rows, brands, categories] = await Promise.all([
    db.execute<ItemRow>(sql`
      select p.id, p.iid, p.stock_code, p.name, p.sku, p.status, p.published_at, p.updated_at, p.brand_id,
        p.default_category_id, p.parent_id, m.url as image, m.preview_url as thumbnail,
        (select count(*)::int from products v where v.parent_id = p.id) as variant_count,
        coalesce(pp.sell_price, dp.sell_price)::text as sell_price,
        coalesce(pp.cost_price, dp.cost_price)::text as cost_price,
        pp.product_id is not null as in_list,
        (select coalesce(sum(i.stock_on_hand - i.stock_allocated), 0)::int from product_inventory i where i.product_id = p.id) as inventory,
        pc.completeness, pc.missing_attributes
      from products p
      left join product_completeness pc on pc.product_id = p.id
      left join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${chosen.id}
      left join product_prices dp on dp.product_id = p.id and dp.price_list_id = ${fallback.id}
      left join lateral (select m.url, m.preview_url from product_media m where m.product_id = p.id and m.media_type = 0
        order by m.is_default desc, m.display_order limit 1) m on true
      where p.id = any(${uuidArray(ids)})`),
    brandLookup(db),
    categoryLookup(db),
  ]);
  const byId = new Map(rows.rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => {
      const list = r.in_list ? chosen : fallback;
      return {
        productId: r.id,
        productIId: r.iid,
        stockCode: r.stock_code,
        name: r.name,
        categoryName: (r.default_category_id && categories.get(r.default_category_id)?.name) || '',
        brandName: (r.brand_id && brands.get(r.brand_id)?.name) || '',
        image: r.image ?? '',
        // Media given by URL may have no preview: the image itself is the best thumbnail then.
        thumbnail: r.thumbnail || r.image || '',
        variantCount: Number(r.variant_count),
        masterProductId: r.parent_id,
        currency: list.currencyCode,
        currencySymbol: list.currencySymbol,
        sku: r.sku,
        inventory: Number(r.inventory),
        // No price in either list is no price, never 0 (the grid shows "No price").
        sellPrice: r.sell_price === null ? null : decimal(r.sell_price),
        costPrice: r.sell_price === null || r.cost_price === null ? null : decimal(r.cost_price),
        status: r.status,
        published: isoDate(r.published_at),
        lastUpdated: isoDate(r.updated_at)!,
        completeness: r.completeness ?? 100,
        missingAttributes: r.missing_attributes ?? [],
      };
    });
}
