import type { Db } from '@/lib/db';
import type { CompanyRegistration } from '@/lib/api/schemas/b2b';
import { duplicate, isUniqueViolation } from '@/lib/errors';
import { assertMasterDataValue, checkAddress, resolveBirthDate, resolvePriceList } from '../rules';

/** What registration and update share: the checks before a write, the user's columns, the 409s of a taken email. */

/** Reference-data checks, before any write (the transaction then only writes). */
export async function checkCompanyFields(db: Db, body: Partial<CompanyRegistration>) {
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
export function userValues(b: Partial<CompanyRegistration>) {
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

/** A taken email or username (unique indexes) as the 409 that names the field. */
export function uniqueUserFailure(e: unknown, email?: string, username?: string): never {
  if (isUniqueViolation(e, 'company_users_email_idx'))
    throw duplicate('email', `A user with the email ${email} already exists`);
  if (isUniqueViolation(e, 'company_users_username_idx'))
    throw duplicate('username', `The username ${username} is taken`);
  throw e;
}
