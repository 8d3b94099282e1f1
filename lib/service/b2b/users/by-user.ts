import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { companies, companyUsers } from '@/lib/db/schema';
import type { CompanyDetail } from '@/lib/api/schemas/b2b';
import type { Quotation } from '@/lib/api/schemas/b2b-quotes';
import { getCompanyDetail } from '../companies/detail';
import { listQuotations } from '../quotes/list';
import { notFound } from '@/lib/errors';

/**
 * B2B reads by user as the vendor's storefront (framework/bettercommerce/b2b) and automation node
 * (Modules/Quote/GetByEmail) make them: a company user's company and quotes, a company's users.
 */

/** The company named by a company id, or the company of the user with that id. */
async function companyOf(db: Db, id: string, field: string): Promise<string> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  if (company) return company.id;
  const [user] = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(eq(companyUsers.id, id));
  if (!user)
    throw notFound(`No company or company user has id ${id}`, [
      `${field}: no company or company user has id ${id}`,
    ]);
  return user.companyId;
}

/** GET b2b/{companyId}/users: the company's users (no passwords). */
export async function listCompanyUsers(db: Db, companyId: string): Promise<CompanyDetail['users']> {
  return (await getCompanyDetail(db, await companyOf(db, companyId, 'companyId'))).users;
}

/** GET b2b/{userId}/company: the company of a company user. */
export async function companyOfUser(db: Db, userId: string): Promise<CompanyDetail> {
  return getCompanyDetail(db, await companyOf(db, userId, 'userId'));
}

/** GET b2b/{companyIdOrUserId}/quotes: the quotes of the company (a user's: their company's), newest first. */
export async function quotesOf(
  db: Db,
  id: string,
  page?: { currentPage?: number; pageSize?: number },
): Promise<Quotation[]> {
  const all = await listQuotations(db, await companyOf(db, id, 'companyId'));
  if (!page?.pageSize) return all;
  const start = ((page.currentPage ?? 1) - 1) * page.pageSize;
  return all.slice(start, start + page.pageSize);
}
