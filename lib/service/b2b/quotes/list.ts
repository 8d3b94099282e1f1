import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { companies, quotationLines, quotations } from '@/lib/db/schema';
import type { Quotation, QuotationListQuery, QuotationPage } from '@/lib/api/schemas/b2b-quotes';
import { findCompany } from './document';
import { expireLapsedQuotations } from './expire';
import { currencyOfQuotation, quotationViews, summaryFields } from './view';

/** GET /api/v2/commerce/b2b/:companyId/quotes (extension): newest first, as documents. */
export async function listQuotations(db: Db, companyId: string): Promise<Quotation[]> {
  const company = await findCompany(db, companyId);
  await expireLapsedQuotations(db);
  const rows = await db
    .select()
    .from(quotations)
    .where(eq(quotations.companyId, companyId))
    .orderBy(desc(quotations.createdAt), desc(quotations.number));
  return quotationViews(db, rows, company.name);
}

/** GET /api/v2/commerce/b2b/quotes (extension): every company's quotations, filtered and paged. */

const DEFAULT_PAGE_SIZE = 20;

function filters(q: QuotationListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.companyId) where.push(eq(quotations.companyId, q.companyId.toLowerCase()));
  if (q.status) where.push(eq(quotations.status, q.status));
  if (q.from) where.push(gte(quotations.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lte(quotations.createdAt, new Date(`${q.to}T23:59:59.999Z`)));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const number = /^q-?0*(\d+)$/i.exec(q.search.trim());
    where.push(
      or(
        ilike(quotations.quoteName, like),
        ilike(quotations.purchaseOrderNo, like),
        ilike(quotations.email, like),
        ilike(companies.name, like),
        ...(number ? [eq(quotations.number, Number(number[1]))] : []),
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

export async function listAllQuotations(db: Db, q: QuotationListQuery): Promise<QuotationPage> {
  const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = q.page ?? 1;
  const where = filters(q);
  await expireLapsedQuotations(db);
  const lineCount = sql<number>`(select count(*)::int from ${quotationLines} where ${quotationLines.quotationId} = ${quotations.id})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ q: quotations, companyName: companies.name, lineCount })
      .from(quotations)
      .innerJoin(companies, eq(companies.id, quotations.companyId))
      .where(where)
      .orderBy(desc(quotations.createdAt), desc(quotations.number))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(quotations)
      .innerJoin(companies, eq(companies.id, quotations.companyId))
      .where(where),
  ]);
  const results = [];
  for (const r of rows)
    results.push({ ...summaryFields(r.q, r.companyName, await currencyOfQuotation(db, r.q)), lineCount: Number(r.lineCount) });
  const n = Number(total);
  return { total: n, pages: Math.ceil(n / pageSize), currentPage: page, pageSize, results };
}
