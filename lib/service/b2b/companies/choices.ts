import { asc, count, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { companies, priceLists } from '@/lib/db/schema';
import type { CustomerGroupChoice, PriceListChoice } from '@/lib/api/schemas/b2b';

/** GET /api/v2/commerce/b2b/price-lists (extension): every price list with its name and currency. */
export async function listPriceListChoices(db: Db): Promise<PriceListChoice[]> {
  return db
    .select({ id: priceLists.id, name: priceLists.name, currencyCode: priceLists.currencyCode, isDefault: priceLists.isDefault })
    .from(priceLists)
    .orderBy(asc(priceLists.name));
}

/**
 * GET /api/v2/commerce/b2b/customer-groups (extension): the customer groups companies are in, by name,
 * with how many companies each has, so a form offers the existing ones instead of a blank code box.
 */
export async function listCustomerGroupChoices(db: Db): Promise<CustomerGroupChoice[]> {
  const rows = await db
    .select({ name: companies.customerGroupId, companies: count() })
    .from(companies)
    .where(ne(companies.customerGroupId, ''))
    .groupBy(companies.customerGroupId)
    .orderBy(asc(companies.customerGroupId));
  return rows.map((r) => ({ name: r.name, companies: Number(r.companies) }));
}
