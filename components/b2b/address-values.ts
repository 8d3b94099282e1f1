import type { AddressInput } from '@/lib/api/schemas/b2b';
import type { Address } from '@/lib/api/schemas/address';

/** Address helpers shared by server pages and client forms (kept out of the 'use client' module). */

/** An address of the form as the service's AddressInput takes it (every text field present). */
export function addressInputOf(a?: Address): AddressInput {
  return {
    id: a?.id,
    customerId: a?.customerId ?? '',
    title: a?.title ?? '',
    firstName: a?.firstName ?? '',
    lastName: a?.lastName ?? '',
    address1: a?.address1 ?? '',
    address2: a?.address2 ?? '',
    address3: a?.address3 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    country: a?.country ?? '',
    countryCode: a?.countryCode ?? '',
    postCode: a?.postCode ?? '',
    phoneNo: a?.phoneNo ?? '',
    mobileNo: a?.mobileNo ?? '',
    companyName: a?.companyName ?? '',
    isDefault: a?.isDefault ?? false,
    isDefaultDelivery: a?.isDefaultDelivery ?? false,
    isDefaultForSubscription: a?.isDefaultForSubscription ?? false,
    isDefaultBilling: a?.isDefaultBilling ?? false,
  };
}

/** One line that names an address in lists and pickers. */
export function addressSummary(a: Pick<Address, 'address1' | 'city' | 'postCode' | 'countryCode'>) {
  return [a.address1, a.city, a.postCode, a.countryCode].filter(Boolean).join(', ');
}
