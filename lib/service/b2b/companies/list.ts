import { asc, count, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { companies } from '@/lib/db/schema';
import type { CompanyListItem } from '@/lib/api/schemas/b2b';
import { priceListOfCompany } from '../quotes/pricing';
import { expireLapsedQuotations } from '../quotes/expire';

/** A company's reference for people (C-00042). */
export const companyCode = (n: number) => `C-${String(n).padStart(5, '0')}`;

/**
 * GET /api/v2/commerce/b2b/companies, with the `search` and paging extensions. Each item carries the
 * list's extension columns: code, type, town of the default address, users, open quotations, credit.
 */
export async function listCompanies(db: Db, q: { search?: string; page?: number; pagesize?: number }): Promise<{ items: CompanyListItem[]; total: number }> {
  const where = q.search
    ? sql`${companies.name} ilike ${`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : undefined;
  const size = q.pagesize;
  // The open-quotations column counts sent ones: lapsed ones are expired first.
  await expireLapsedQuotations(db);
  const query = db
    .select({
      id: companies.id,
      name: companies.name,
      number: companies.number,
      businessType: companies.businessType,
      creditLimitMinor: companies.creditLimitMinor,
      // Qualified by hand: drizzle writes a one-table select's columns unqualified, which inside these
      // subqueries would name the inner table's columns.
      currencyCode: sql<string | null>`(select pl.currency_code from price_lists pl where pl.id = "companies"."price_list_id")`,
      city: sql<string | null>`(select a.city from company_addresses a where a.company_id = "companies"."id" order by a.is_default desc, a.id limit 1)`,
      userCount: sql<number>`(select count(*)::int from company_users u where u.company_id = "companies"."id")`,
      openQuotations: sql<number>`(select count(*)::int from quotations q where q.company_id = "companies"."id" and q.status in ('draft', 'sent'))`,
    })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.name), asc(companies.id));
  const [rows, [{ total }], fallbackList] = await Promise.all([
    size ? query.limit(size).offset(((q.page ?? 1) - 1) * size) : query,
    db.select({ total: count() }).from(companies).where(where),
    // A company without a list of its own buys at B2BSettings.DefaultPriceListCode's (as its quotations).
    priceListOfCompany(db, null).catch(() => null), // a store without any price list: GBP
  ]);
  const fallback = fallbackList?.currency.code ?? 'GBP';
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: companyCode(r.number),
    businessType: r.businessType,
    city: r.city ?? '',
    userCount: Number(r.userCount),
    openQuotations: Number(r.openQuotations),
    creditLimit: r.creditLimitMinor / 100,
    currencyCode: r.currencyCode ?? fallback,
  }));
  return { items, total: Number(total) };
}
