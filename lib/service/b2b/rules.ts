import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { priceLists, settingsCountries } from '@/lib/db/schema';
import type { AddressInput } from '@/lib/api/schemas/b2b';
import { MASTER_DATA_TABLES } from '@/lib/api/schemas/master-data';
import { masterDataValues } from '../content';
import { invalid, notFound } from '@/lib/errors';

/**
 * Checks of B2B request fields against reference data: master data codes, price lists, countries and
 * birth dates. Each failure names its field ("address.countryCode: …").
 */

/** A coded field must be an active itemValue of its master data table (when given). */
export async function assertMasterDataValue(
  db: Db | Tx,
  table: keyof typeof MASTER_DATA_TABLES,
  value: string | undefined,
  field: string,
) {
  if (!value) return;
  const values = await masterDataValues(db as Db, MASTER_DATA_TABLES[table]);
  if (!values.has(value))
    throw invalid([
      `${field}: must be one of ${[...values].join(', ')} (master data table ${MASTER_DATA_TABLES[table]})`,
    ]);
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** '' means the default prices; anything else must be the Guid of a price list. */
export async function resolvePriceList(
  db: Db | Tx,
  priceListId: string | undefined,
): Promise<string | null | undefined> {
  if (priceListId === undefined) return undefined;
  if (priceListId === '') return null;
  if (!GUID.test(priceListId)) throw invalid(['priceListId: must be the Guid of a price list, or empty']);
  const [row] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.id, priceListId));
  if (!row)
    throw notFound(`Price list ${priceListId} was not found`, [
      `priceListId: no price list has id ${priceListId}`,
    ]);
  return row.id;
}

type CountryUse = 'billing' | 'shipping';

/**
 * An address must be in a country the store bills to (company and billing addresses) or ships to
 * (shipping addresses); an empty `country` is filled with the country's name.
 */
export async function checkAddress(
  db: Db | Tx,
  address: AddressInput,
  field: string,
  use: CountryUse,
): Promise<AddressInput> {
  const [country] = await db
    .select()
    .from(settingsCountries)
    .where(eq(settingsCountries.twoLetterIsoCode, address.countryCode));
  const allowed = country && (use === 'shipping' ? country.isShipping : country.isBilling);
  if (!allowed)
    throw invalid([
      `${field}.countryCode: the store does not ${use === 'shipping' ? 'ship' : 'bill'} to ${address.countryCode}`,
    ]);
  return {
    ...address,
    country: address.country || country.name,
    postCode: address.countryCode === 'GB' ? formatUkPostCode(address.postCode) : address.postCode,
  };
}

/** "sw1a1aa" → "SW1A 1AA": stored the way the Royal Mail writes it. */
function formatUkPostCode(postCode: string): string {
  const compact = postCode.replace(/\s+/g, '').toUpperCase();
  return compact.length > 4 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

interface BirthFields {
  birthDate?: string;
  dayOfBirth?: number;
  monthOfBirth?: number;
  yearOfBirth?: number;
}

/**
 * The birth date from `birthDate` (YYYY-MM-DD, a time part is ignored) or from the day, month and year
 * fields. Returns undefined when none is sent, null when `birthDate` is sent empty (clears it).
 */
export function resolveBirthDate(f: BirthFields, today = new Date()): string | null | undefined {
  const parts = [f.dayOfBirth, f.monthOfBirth, f.yearOfBirth];
  let iso: string;
  if (f.birthDate) {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(f.birthDate);
    if (!m) throw invalid(['birthDate: must be a date as YYYY-MM-DD']);
    iso = `${m[1]}-${m[2]}-${m[3]}`;
  } else if (parts.some((p) => p !== undefined)) {
    if (parts.some((p) => p === undefined))
      throw invalid(['dayOfBirth: give dayOfBirth, monthOfBirth and yearOfBirth together, or birthDate']);
    iso = `${f.yearOfBirth}-${String(f.monthOfBirth).padStart(2, '0')}-${String(f.dayOfBirth).padStart(2, '0')}`;
  } else {
    return f.birthDate === '' ? null : undefined;
  }
  const date = new Date(`${iso}T00:00:00Z`);
  const field = f.birthDate ? 'birthDate' : 'dayOfBirth';
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso)
    throw invalid([`${field}: is not a real date`]);
  if (date.getUTCFullYear() < 1900 || date > today)
    throw invalid([`${field}: must be between 1900 and today`]);
  return iso;
}
