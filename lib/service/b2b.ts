import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { companies, companyAddresses, companyUsers } from '@/lib/db/schema';
import type { CompanyDetail, CompanyListItem, CompanyRegistration, CompanyUpdate } from '@/lib/api/schemas/b2b';
import { allPriceLists } from './price-lists';
import { hashSecret } from '@/lib/security/passwords';
import { addressValues, toAddress, writeAddress } from './b2b-addresses';
import { assertMasterDataValue, checkAddress, resolveBirthDate, resolvePriceList } from './b2b-rules';
import { companyFacts } from './b2b-company-history';
import { toMinor } from './money';
import { duplicate, invalid, isUniqueViolation, notFound } from '@/lib/errors';
import { diffFields, recordChanges, recordLifecycle, SYSTEM_ACTOR, type Actor } from './history';
import { expireLapsedQuotations } from './b2b-quote-expiry';

/**
 * B2B companies: registration (company, its address and its first user in one transaction), update,
 * list and detail. Passwords are stored as scrypt hashes and never read back out.
 */

const DEFAULT_USER_ROLE = '1'; // master data CompanyUserRoles: Administrator

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
  const [rows, [{ total }], lists] = await Promise.all([
    size ? query.limit(size).offset(((q.page ?? 1) - 1) * size) : query,
    db.select({ total: count() }).from(companies).where(where),
    allPriceLists(db),
  ]);
  const fallback = (lists.find((l) => l.isDefault) ?? lists[0])?.currency.code ?? 'GBP';
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

async function findCompany(db: Db | Tx, id: string) {
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

/** Reference-data checks, before any write (the transaction then only writes). */
async function checkCompanyFields(db: Db, body: Partial<CompanyRegistration>) {
  // businessType is free text when it is no master data code (the vendor's automation node sends free text).
  // companyUserRole 0 (the automation node) means the default role.
  if (body.companyUserRole === '0') body.companyUserRole = '';
  await assertMasterDataValue(db, 'CompanyUserRoles', body.companyUserRole, 'companyUserRole');
  await assertMasterDataValue(db, 'Genders', body.gender, 'gender');
  return {
    priceListId: await resolvePriceList(db, body.priceListId),
    address: body.address ? await checkAddress(db, body.address, 'address', 'billing') : undefined,
    birthDate: resolveBirthDate(body),
  };
}

/** User columns of the model; only fields that were sent. */
function userValues(b: Partial<CompanyRegistration>) {
  const v = {
    username: b.username || undefined,
    title: b.title,
    firstName: b.firstName,
    lastName: b.lastName,
    telephone: b.telephone,
    mobile: b.mobile,
    gender: b.gender,
    nickName: b.nickName,
    postCode: b.postCode,
    companyUserRole: b.companyUserRole || undefined,
    userReferrer: b.userReferrer,
    referralType: b.referralType,
    registrationSource: b.registrationSource,
    userSourceType: b.userSourceType,
    newsLetterSubscribed: b.newsLetterSubscribed,
    notifyByEmail: b.notifyByEmail,
    notifyBySms: b.notifyBySMS,
    notifyByPost: b.notifyByPost,
  };
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as Partial<typeof v>;
}

function uniqueUserFailure(e: unknown, email?: string, username?: string): never {
  if (isUniqueViolation(e, 'company_users_email_idx'))
    throw duplicate('email', `A user with the email ${email} already exists`);
  if (isUniqueViolation(e, 'company_users_username_idx'))
    throw duplicate('username', `The username ${username} is taken`);
  throw e;
}

/**
 * POST /api/v2/commerce/b2b/create. The company, its address and its first (primary) user are written
 * in one transaction, in that order: a user that cannot be created (email taken) leaves no company.
 */
export async function registerCompany(db: Db, body: CompanyRegistration, actor: Actor = SYSTEM_ACTOR): Promise<string> {
  const checked = await checkCompanyFields(db, body);
  // No password: the user exists but cannot sign in until one is set ('' is no scrypt hash).
  const passwordHash = body.password ? await hashSecret(body.password) : '';
  const username = body.username || body.email;
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: body.companyName,
          businessType: body.businessType,
          registeredNumber: body.registeredNumber,
          priceListId: checked.priceListId ?? null,
          customerGroupId: body.customerGroupId,
          creditLimitMinor: toMinor((body.creditLimit ?? 0).toFixed(2)),
        })
        .returning({ id: companies.id });
      await tx.insert(companyAddresses).values({
        ...addressValues(checked.address!),
        companyId: company.id,
        companyName: checked.address!.companyName || body.companyName,
        // The first address is the company's default for everything.
        isDefault: true,
        isDefaultBilling: true,
        isDefaultDelivery: true,
      });
      await tx.insert(companyUsers).values({
        ...userValues(body),
        companyId: company.id,
        isPrimary: true,
        email: body.email,
        username,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        companyUserRole: body.companyUserRole || DEFAULT_USER_ROLE,
        birthDate: checked.birthDate ?? null,
      });
      await recordLifecycle(tx, 'company', company.id, { after: { name: body.companyName } }, actor);
      return company.id;
    });
  } catch (e) {
    uniqueUserFailure(e, body.email, username);
  }
}

/** PUT /api/v2/commerce/b2b/:companyId/update: fields left out keep their value. */
export async function updateCompany(db: Db, companyId: string, body: CompanyUpdate, actor: Actor = SYSTEM_ACTOR): Promise<boolean> {
  if (body.companyId && body.companyId !== companyId)
    throw invalid([`companyId: ${body.companyId} does not match the company in the path (${companyId})`]);
  await findCompany(db, companyId);
  const checked = await checkCompanyFields(db, body as Partial<CompanyRegistration>);
  const passwordHash = body.password ? await hashSecret(body.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const before = await companyFacts(tx, companyId);
      const company = {
        ...(body.companyName !== undefined && { name: body.companyName }),
        ...(body.businessType !== undefined && { businessType: body.businessType }),
        ...(body.registeredNumber !== undefined && { registeredNumber: body.registeredNumber }),
        ...(checked.priceListId !== undefined && { priceListId: checked.priceListId }),
        ...(body.customerGroupId !== undefined && { customerGroupId: body.customerGroupId }),
        ...(body.creditLimit !== undefined && { creditLimitMinor: toMinor(body.creditLimit.toFixed(2)) }),
      };
      await tx
        .update(companies)
        .set({ ...company, updatedAt: new Date() })
        .where(eq(companies.id, companyId));
      if (checked.address) await writeAddress(tx, companyId, checked.address);
      const user = {
        ...userValues(body as Partial<CompanyRegistration>),
        ...(passwordHash && { passwordHash }),
        ...(checked.birthDate !== undefined && { birthDate: checked.birthDate }),
      };
      if (Object.keys(user).length > 0)
        await tx
          .update(companyUsers)
          .set({ ...user, updatedAt: new Date() })
          .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.isPrimary, true)));
      const changes = diffFields(before, await companyFacts(tx, companyId));
      // The password is never written to the history, only that it was replaced.
      if (passwordHash) changes.push({ field: 'primaryUser.password', before: null, after: '(replaced)' });
      await recordChanges(tx, 'company', companyId, changes, actor);
    });
    return true;
  } catch (e) {
    uniqueUserFailure(e, undefined, body.username);
  }
}
