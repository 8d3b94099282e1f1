import { asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { companies, companyAddresses, companyUsers } from '@/lib/db/schema';
import type { CompanyDetail } from '@/lib/api/schemas/b2b';
import { notFound } from '@/lib/errors';
import { toAddress } from './addresses';
import { companyCode } from './list';

/** The company's row; 404 for an unknown id. */
export async function findCompany(db: Db | Tx, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound(`Company ${id} was not found`, [`companyId: no company has id ${id}`]);
  return row;
}

/** GET /api/v2/commerce/b2b/:companyId (extension): the company with its addresses and users. */
export async function getCompanyDetail(db: Db, id: string): Promise<CompanyDetail> {
  const company = await findCompany(db, id);
  const [addresses, users] = await Promise.all([
    db
      .select()
      .from(companyAddresses)
      .where(eq(companyAddresses.companyId, id))
      .orderBy(asc(companyAddresses.id)),
    db
      .select()
      .from(companyUsers)
      .where(eq(companyUsers.companyId, id))
      .orderBy(desc(companyUsers.isPrimary), asc(companyUsers.createdAt)),
  ]);
  return {
    id: company.id,
    name: company.name,
    businessType: company.businessType,
    registeredNumber: company.registeredNumber,
    priceListId: company.priceListId ?? '',
    customerGroupId: company.customerGroupId,
    code: companyCode(company.number),
    creditLimit: company.creditLimitMinor / 100,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
    addresses: addresses.map(toAddress),
    users: users.map((u) => ({
      id: u.id,
      isPrimary: u.isPrimary,
      username: u.username,
      email: u.email,
      title: u.title,
      firstName: u.firstName,
      lastName: u.lastName,
      telephone: u.telephone,
      mobile: u.mobile,
      gender: u.gender,
      nickName: u.nickName,
      birthDate: u.birthDate ?? '',
      postCode: u.postCode,
      companyUserRole: u.companyUserRole,
      newsLetterSubscribed: u.newsLetterSubscribed,
      notifyByEmail: u.notifyByEmail,
      notifyBySMS: u.notifyBySms,
      notifyByPost: u.notifyByPost,
      userSourceType: u.userSourceType,
      registrationSource: u.registrationSource,
      createdAt: u.createdAt.toISOString(),
    })),
  };
}
