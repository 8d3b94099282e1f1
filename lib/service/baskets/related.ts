import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import type { SearchItem } from '@/lib/api/schemas/catalog-search';
import { searchLabels } from '../catalog-search/dictionary';
import { syncCatalogFacts } from '../catalog-search/facts';
import { productCards } from '../catalog-search/items';
import { priceListById } from '../price-lists';
import { assertCanSee, type Shopper } from './access';
import { findBasket } from './load';

const MAX_RELATED = 12;

/**
 * GET /api/v2/commerce/basket/:id/related-products: products related to the basket's products (a
 * variant counts as its master), searchable and not already in the basket, as catalogue search items
 * priced in the basket's currency; the most often related first.
 */
export async function relatedProducts(db: Db, id: string, shopper: Shopper): Promise<SearchItem[]> {
  const basket = await findBasket(db, id);
  assertCanSee(basket, shopper);
  await syncCatalogFacts(db);
  const masters = await db.execute<{ id: string }>(sql`
    select distinct coalesce(p.parent_id, p.id) as id
    from basket_lines bl join products p on p.id = bl.product_id where bl.basket_id = ${id}`);
  const inBasket = masters.rows.map((m) => m.id);
  if (inBasket.length === 0) return [];
  const related = await db.execute<{ id: string }>(sql`
    select r.related_product_id as id
    from product_relations r join catalog_search_facts f on f.product_id = r.related_product_id and f.is_visible
    where r.product_id = any(${uuidArray(inBasket)}) and r.related_product_id <> all(${uuidArray(inBasket)})
    group by r.related_product_id
    order by count(*) desc, min(r.display_order), min(f.iid)
    limit ${MAX_RELATED}`);
  const priceList = await priceListById(db, basket.price_list_id);
  return productCards(db, related.rows.map((r) => r.id), priceList!, await searchLabels(db));
}
