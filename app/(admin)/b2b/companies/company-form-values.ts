import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { addressInputOf } from '@/components/b2b/address-values';
import type { CompanyDetail, CompanyRegistration, CompanyUpdate } from '@/lib/api/schemas/b2b';

/**
 * The company form holds values of the registration model (STYLE rule 2: the service's schemas
 * validate it — companyRegistrationSchema to register, companyUpdateSchema to edit). Their `formBody`
 * preprocess types the input as unknown, so the resolver is told the form's own shape.
 */
export type CompanyFormValues = CompanyRegistration;

export function modelResolver(schema: z.ZodType): Resolver<CompanyFormValues> {
  // What the resolver hands to submit is the schema's output; the server action parses it again.
  return zodResolver(schema as unknown as z.ZodType<CompanyFormValues, CompanyFormValues>);
}

/**
 * An empty registration: every text field present, so service errors find their field. The address
 * starts in the store's country (RegionalSettings.DefaultCountry), where most customers are. Staff
 * never type the first user's password: the user is invited to set it (inviteFirstUser).
 */
export function newCompanyValues(countryCode = ''): CompanyFormValues {
  return {
    companyId: '',
    companyName: '',
    businessType: '',
    registeredNumber: '',
    priceListId: '',
    customerGroupId: '',
    companyUserRole: '1',
    address: { ...addressInputOf(), countryCode },
    email: '',
    username: '',
    inviteFirstUser: true,
    title: '',
    firstName: '',
    lastName: '',
    telephone: '',
    mobile: '',
    gender: '',
    nickName: '',
    birthDate: '',
    postCode: '',
    userReferrer: '',
    referralType: '',
    registrationSource: 'Back-office',
    newsLetterSubscribed: false,
    notifyByEmail: false,
    notifyBySMS: false,
    notifyByPost: false,
    userSourceType: 0,
  };
}

/**
 * The edit form: the company, its default address and its primary user as stored. The referrer
 * fields are write-only in the service (the detail does not return them), so they are left out and
 * keep their value; the password is only sent when a new one is typed.
 */
export function editCompanyValues(
  c: CompanyDetail,
): Omit<CompanyFormValues, 'email' | 'userReferrer' | 'referralType' | 'password' | 'inviteFirstUser'> {
  const user = c.users.find((u) => u.isPrimary) ?? c.users[0];
  const address = c.addresses.find((a) => a.isDefault) ?? c.addresses[0];
  return {
    companyId: c.id,
    companyName: c.name,
    businessType: c.businessType,
    registeredNumber: c.registeredNumber,
    priceListId: c.priceListId,
    customerGroupId: c.customerGroupId,
    companyUserRole: user?.companyUserRole ?? '',
    address: addressInputOf(address),
    username: user?.username ?? '',
    title: user?.title ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    telephone: user?.telephone ?? '',
    mobile: user?.mobile ?? '',
    gender: user?.gender ?? '',
    nickName: user?.nickName ?? '',
    birthDate: user?.birthDate ?? '',
    postCode: user?.postCode ?? '',
    registrationSource: user?.registrationSource ?? '',
    newsLetterSubscribed: user?.newsLetterSubscribed ?? false,
    notifyByEmail: user?.notifyByEmail ?? false,
    notifyBySMS: user?.notifyBySMS ?? false,
    notifyByPost: user?.notifyByPost ?? false,
    userSourceType: user?.userSourceType ?? 0,
  };
}

export type { CompanyUpdate };
