import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { companyAddresses, type StoredAddress } from '@/lib/db/schema';
import type { AddressInput } from '@/lib/api/schemas/b2b';
import { addressSchema, type Address } from '@/lib/api/schemas/address';
import { notFound } from '@/lib/errors';

/** Company addresses: row ↔ spec shape, and the update rule that keeps one default of each kind. */

type AddressRow = typeof companyAddresses.$inferSelect;

const ADDRESS_FIELDS = Object.keys(addressSchema.shape) as (keyof Address)[];
/** The stored copy (lib/db/schema/address.ts) and the answer (addressSchema) name the same fields: else this does not type-check. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
const _sameFields: SameKeys<Address, StoredAddress> = true;

/** The spec's shape, in its field order (jsonb keeps keys in an order of its own) and with its fields only. */
export function inFieldOrder(a: StoredAddress): StoredAddress {
  return Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, a[k]])) as StoredAddress;
}

export function toAddress(r: AddressRow): Address {
  const { companyId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = r;
  return inFieldOrder({ ...fields, customerId: companyId });
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
