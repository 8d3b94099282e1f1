import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { priceLists } from '@/lib/db/schema';
import type { PriceListChoice } from '@/lib/api/schemas/b2b';

/** GET /api/v2/commerce/b2b/price-lists (extension): every price list with its name and currency. */
export async function listPriceListChoices(db: Db): Promise<PriceListChoice[]> {
  return db
    .select({ id: priceLists.id, name: priceLists.name, currencyCode: priceLists.currencyCode, isDefault: priceLists.isDefault })
    .from(priceLists)
    .orderBy(asc(priceLists.name));
}
