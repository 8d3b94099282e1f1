import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { companyAddresses } from '@/lib/db/schema';
import type { Address, AddressInput } from '@/lib/api/schemas/b2b';
import { notFound } from '@/lib/errors';

/** Company addresses: row ↔ spec shape, and the update rule that keeps one default of each kind. */

type AddressRow = typeof companyAddresses.$inferSelect;

export function toAddress(r: AddressRow): Address {
  return {
    id: r.id,
    customerId: r.companyId,
    title: r.title,
    firstName: r.firstName,
    lastName: r.lastName,
    address1: r.address1,
    address2: r.address2,
    address3: r.address3,
    city: r.city,
    state: r.state,
    country: r.country,
    countryCode: r.countryCode,
    postCode: r.postCode,
    phoneNo: r.phoneNo,
    mobileNo: r.mobileNo,
    companyName: r.companyName,
    isDefault: r.isDefault,
    isDefaultDelivery: r.isDefaultDelivery,
    isDefaultForSubscription: r.isDefaultForSubscription,
    isDefaultBilling: r.isDefaultBilling,
  };
}

export function addressValues(a: AddressInput) {
  const { id: _id, customerId: _customerId, ...fields } = a;
  return fields;
}

/** Clears a default flag on the company's other addresses when this one takes it. */
async function keepOneDefault(tx: Tx, companyId: string, addressId: number, a: AddressInput) {
  const flags = {
    ...(a.isDefault && { isDefault: false }),
    ...(a.isDefaultBilling && { isDefaultBilling: false }),
    ...(a.isDefaultDelivery && { isDefaultDelivery: false }),
    ...(a.isDefaultForSubscription && { isDefaultForSubscription: false }),
  };
  if (Object.keys(flags).length === 0) return;
  await tx
    .update(companyAddresses)
    .set(flags)
    .where(and(eq(companyAddresses.companyId, companyId), ne(companyAddresses.id, addressId)));
}

/** Updates the address with `a.id`, else the default address (created when the company has none). */
export async function writeAddress(tx: Tx, companyId: string, a: AddressInput) {
  const [target] = a.id
    ? await tx
        .select()
        .from(companyAddresses)
        .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.id, a.id)))
    : await tx
        .select()
        .from(companyAddresses)
        .where(and(eq(companyAddresses.companyId, companyId), eq(companyAddresses.isDefault, true)));
  if (a.id && !target)
    throw notFound(`Address ${a.id} is not an address of this company`, [
      `address.id: no address of this company has id ${a.id}`,
    ]);
  let id: number;
  if (target) {
    // A default flag moves by being set on another address; sending false does not leave none.
    await tx
      .update(companyAddresses)
      .set({
        ...addressValues(a),
        isDefault: a.isDefault || target.isDefault,
        isDefaultBilling: a.isDefaultBilling || target.isDefaultBilling,
        isDefaultDelivery: a.isDefaultDelivery || target.isDefaultDelivery,
        isDefaultForSubscription: a.isDefaultForSubscription || target.isDefaultForSubscription,
        updatedAt: new Date(),
      })
      .where(eq(companyAddresses.id, target.id));
    id = target.id;
  } else {
    [{ id }] = await tx
      .insert(companyAddresses)
      .values({ ...addressValues(a), companyId, isDefault: true })
      .returning({ id: companyAddresses.id });
  }
  await keepOneDefault(tx, companyId, id, a);
}
