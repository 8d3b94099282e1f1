import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MASTER_DATA_TABLES } from '@/lib/api/schemas/master-data';
import { hashSecret } from '@/lib/security/passwords';
import { bulkInsert } from './bulk-insert';
import { SEED_EPOCH } from './catalogue';
import type { SeedPart } from './index';
import { Random, slugify } from './random';
import { POST_CODE_DISTRICTS } from './stores-data';

const FIRST = ['Amira', 'Ben', 'Chloe', 'Dev', 'Ellie', 'Farid', 'Grace', 'Harry', 'Isla', 'Jamal', 'Kate', 'Liam', 'Maya', 'Noah', 'Olivia', 'Priya', 'Rhys', 'Sofia', 'Tom', 'Zara'];
const LAST = ['Ahmed', 'Baker', 'Campbell', 'Davies', 'Evans', 'Fraser', 'Green', 'Hughes', 'Iqbal', 'Jones', 'Khan', 'Lewis', 'Murphy', 'Nowak', 'Okafor', 'Patel', 'Roberts', 'Smith', 'Taylor', 'Wright'];
const NAME_A = ['Harbour', 'Oakfield', 'Summit', 'Riverside', 'Kestrel', 'Bramble', 'Northgate', 'Ashworth', 'Copperleaf', 'Meadowbank', 'Thistle', 'Beacon', 'Linden', 'Granite', 'Wren', 'Fernhill', 'Hollybush', 'Millstone', 'Saltire', 'Windmill'];
const NAME_B = ['Hotels', 'Outfitters', 'Trading', 'Supplies', 'Academy', 'Interiors', 'Leisure', 'Healthcare', 'Workwear', 'Retail', 'Hospitality', 'Sports Club'];
const SUFFIX = ['Ltd', 'Ltd', 'Ltd', 'LLP', 'plc', 'Group'];
const STREETS = ['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Victoria Street', 'Park Avenue', 'Queen Street', 'Market Place', 'Bridge Street', 'King’s Road'];
const UNITS = ['', '', 'Unit 4', 'Suite 2', 'Floor 3', 'Unit 12 Riverside Park'];

/** ~40 trade companies with addresses, users and a few quotations. */
export const seedB2B: SeedPart = async (db, _catalogue, options) => {
  const rng = new Random((options.seed ?? 20261001) + 202);
  const { rows: lists } = await db.execute<{ id: string; code: string }>(sql`select id, code from price_lists`);
  const trade = lists.find((l) => l.code === 'TRADE-GBP')?.id ?? null;
  const { rows: types } = await db.execute<{ item_value: string }>(
    sql`select item_value from master_data where table_id = ${MASTER_DATA_TABLES.BusinessTypes} and is_active`,
  );
  // Seeded users get one hash of a random password nobody knows: one scrypt run instead of a hundred,
  // and no password is published. They can be given a password through the update endpoint.
  const passwordHash = await hashSecret(randomBytes(24).toString('base64url'));

  const names = new Set<string>();
  const emails = new Set<string>();
  const companies: Record<string, unknown>[] = [];
  const addresses: Record<string, unknown>[] = [];
  const users: Record<string, unknown>[] = [];
  const quotes: Record<string, unknown>[] = [];
  const address = (companyId: string, companyName: string, first: string, last: string, flags: Record<string, boolean>) => {
    const [outward, town] = rng.pick(POST_CODE_DISTRICTS);
    return {
      company_id: companyId,
      title: '',
      first_name: first,
      last_name: last,
      address1: `${rng.int(1, 240)} ${rng.pick(STREETS)}`,
      address2: rng.pick(UNITS),
      address3: '',
      city: town,
      state: '',
      country: 'United Kingdom',
      country_code: 'GB',
      post_code: `${outward} ${rng.int(1, 9)}${rng.pick([...'ABDEFGHJLNPQRSTUWXYZ'])}${rng.pick([...'ABDEFGHJLNPQRSTUWXYZ'])}`,
      phone_no: `01632 960${String(rng.int(0, 999)).padStart(3, '0')}`,
      mobile_no: `07700 900${String(rng.int(0, 999)).padStart(3, '0')}`,
      company_name: companyName,
      is_default: false,
      is_default_delivery: false,
      is_default_for_subscription: false,
      is_default_billing: false,
      ...flags,
    };
  };

  while (companies.length < 40) {
    const name = `${rng.pick(NAME_A)} ${rng.pick(NAME_B)} ${rng.pick(SUFFIX)}`;
    if (names.has(name)) continue;
    names.add(name);
    const id = rng.uuid();
    const created = new Date(SEED_EPOCH - rng.int(10, 900) * 86_400_000).toISOString();
    companies.push({
      id,
      name,
      business_type: rng.pick(types).item_value,
      registered_number: String(rng.int(1_000_000, 15_999_999)).padStart(8, '0'),
      price_list_id: rng.chance(0.7) ? trade : null,
      customer_group_id: rng.pick(['TRADE-A', 'TRADE-B', 'KEY-ACCOUNT']),
      created_at: created,
      updated_at: created,
    });
    const people = Array.from({ length: rng.int(1, 4) }, () => [rng.pick(FIRST), rng.pick(LAST)] as const);
    people.forEach(([first, last], i) => {
      let email = `${first}.${last}@${slugify(name.replace(/ (Ltd|LLP|plc|Group)$/, ''))}.example`.toLowerCase();
      for (let n = 2; emails.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
      emails.add(email);
      users.push({
        id: rng.uuid(),
        company_id: id,
        is_primary: i === 0,
        username: email,
        email,
        password_hash: passwordHash,
        title: rng.pick(['Mr', 'Mrs', 'Ms', 'Dr', 'Mx']),
        first_name: first,
        last_name: last,
        telephone: `01632 960${String(rng.int(0, 999)).padStart(3, '0')}`,
        mobile: `07700 900${String(rng.int(0, 999)).padStart(3, '0')}`,
        gender: rng.pick(['F', 'M', 'X', 'U']),
        nick_name: '',
        post_code: '',
        company_user_role: i === 0 ? '1' : rng.pick(['2', '2', '3', '4']),
        user_referrer: '',
        referral_type: rng.pick(['', 'trade-show', 'search', 'sales-rep']),
        registration_source: i === 0 ? 'trade-portal' : 'invited',
        user_source_type: i === 0 ? 1 : 2,
        news_letter_subscribed: rng.chance(0.5),
        notify_by_email: true,
        notify_by_sms: rng.chance(0.3),
        notify_by_post: false,
        created_at: created,
        updated_at: created,
      });
    });
    const [first, last] = people[0];
    addresses.push(address(id, name, first, last, { is_default: true, is_default_billing: true, is_default_delivery: true }));
    if (rng.chance(0.5)) addresses.push(address(id, name, rng.pick(FIRST), rng.pick(LAST), {}));
    if (rng.chance(0.25)) {
      const [qFirst, qLast] = rng.pick(people);
      const email = users.find((u) => u.company_id === id && u.first_name === qFirst && u.last_name === qLast)!.email;
      for (let q = 0; q < rng.int(1, 3); q++) {
        const ship = address(id, name, qFirst, qLast, {});
        const toJson = (a: ReturnType<typeof address>, n: number) => ({
          id: n, customerId: id, title: '', firstName: a.first_name, lastName: a.last_name, address1: a.address1,
          address2: a.address2, address3: '', city: a.city, state: '', country: a.country, countryCode: a.country_code,
          postCode: a.post_code, phoneNo: a.phone_no, mobileNo: a.mobile_no, companyName: name, isDefault: false,
          isDefaultDelivery: false, isDefaultForSubscription: false, isDefaultBilling: false,
        });
        const at = new Date(SEED_EPOCH - rng.int(1, 60) * 86_400_000).toISOString();
        quotes.push({
          id: rng.uuid(),
          company_id: id,
          purchase_order_no: `PO-${rng.int(10000, 99999)}`,
          quote_name: rng.pick(['Staff uniforms', 'Guest room refresh', 'Team kit', 'Spring restock', 'Corporate gifts', 'Reception furniture']),
          email,
          shipping_address: toJson(ship, 0),
          billing_address: toJson(addresses.find((a) => a.company_id === id && a.is_default)! as ReturnType<typeof address>, 0),
          price_list_id: companies.find((c) => c.id === id)!.price_list_id,
          currency_code: 'GBP',
          created_at: at,
          updated_at: at,
        });
      }
    }
  }
  await bulkInsert(db, 'companies', companies);
  await bulkInsert(db, 'company_addresses', addresses);
  await bulkInsert(db, 'company_users', users);
  await bulkInsert(db, 'quotations', quotes);
};
