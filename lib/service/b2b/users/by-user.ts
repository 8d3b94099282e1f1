import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { companies, companyUsers } from '@/lib/db/schema';
import type { CompanyDetail, StorefrontCompanyUser } from '@/lib/api/schemas/b2b';
import { MASTER_DATA_TABLES } from '@/lib/api/schemas/master-data';
import type { Quotation } from '@/lib/api/schemas/b2b-quotes';
import { getCompanyDetail } from '../companies/detail';
import { listQuotations } from '../quotes/list';
import { notFound } from '@/lib/errors';
import { listMasterData } from '../../content';

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

/**
 * GET b2b/{companyId}/users: the company's users (no passwords), each also with the fields the
 * storefront reads (components/TransferBasket keys its options by `userId`, components/account/
 * CompanyUsers.tsx shows `companyUserRole` and `phoneNo`): the role by its name, its code in
 * `companyUserRoleCode`.
 */
export async function listCompanyUsers(db: Db, companyId: string): Promise<StorefrontCompanyUser[]> {
  const [detail, roles] = await Promise.all([
    getCompanyDetail(db, await companyOf(db, companyId, 'companyId')),
    listMasterData(db, MASTER_DATA_TABLES.CompanyUserRoles, true),
  ]);
  const roleName = new Map(roles.map((r) => [r.itemValue, r.itemText]));
  return detail.users.map((u) => ({
    ...u,
    userId: u.id,
    companyUserRole: roleName.get(u.companyUserRole) ?? u.companyUserRole,
    companyUserRoleCode: u.companyUserRole,
    phoneNo: u.telephone || u.mobile,
  }));
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
