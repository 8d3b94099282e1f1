import { sql } from 'drizzle-orm';
import type { StoredAddress } from '@/lib/db/schema';
import { bulkInsert } from './bulk-insert';
import { SEED_EPOCH } from './catalogue';
import { demoCustomers, type DemoCustomer } from './customers';
import type { SeedPart } from './index';
import { Random } from './random';

/**
 * Open baskets: shoppers' baskets (some with custom info, a voucher or a chosen shipping method), guest
 * baskets, and trade quote baskets. Lines reference purchasable products (no masters with variants).
 */
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function address(rng: Random, c: DemoCustomer, n: number): StoredAddress {
  const street = rng.pick(['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Victoria Road', 'Park Avenue']);
  const [city, postCode] = rng.pick([
    ['London', 'SW1A 1AA'],
    ['Manchester', 'M1 1AE'],
    ['Leeds', 'LS1 4DY'],
    ['Bristol', 'BS1 5TR'],
    ['Edinburgh', 'EH1 1YZ'],
  ] as const);
  return {
    id: n,
    customerId: c.userId,
    title: rng.pick(['Mr', 'Ms', 'Mrs', 'Dr', 'Mx']),
    firstName: c.firstName,
    lastName: c.lastName,
    address1: `${rng.int(1, 180)} ${street}`,
    address2: '',
    address3: '',
    city,
    state: '',
    country: 'United Kingdom',
    countryCode: 'GB',
    postCode,
    phoneNo: `020 7${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
    mobileNo: `07${rng.int(100, 999)} ${rng.int(100000, 999999)}`,
    companyName: c.isTrade ? c.email.split('@')[1].replace('.example', '').replace(/-/g, ' ') : '',
    isDefault: true,
    isDefaultDelivery: true,
    isDefaultForSubscription: false,
    isDefaultBilling: true,
  };
}

export const seedBaskets: SeedPart = async (db, _catalogue, options) => {
  const rng = new Random((options.seed ?? 20261001) + 29);
  const customers = demoCustomers((options.seed ?? 20261001) + 7);
  const products = await db.execute<{ id: string }>(sql`
    select p.id from products p
    where p.status = 2 and p.is_active and not p.has_variant
      and exists (select 1 from product_inventory i where i.product_id = p.id and i.stock_on_hand - i.stock_allocated >= 5)
    order by p.iid limit 400`);
  const pool = products.rows.map((r) => r.id);
  const lists = await db.execute<{ id: string; code: string }>(sql`select id, code from price_lists`);
  const listId = new Map(lists.rows.map((l) => [l.code, l.id]));
  const methods = await db.execute<{ id: string; code: string }>(sql`select id, code from shipping_methods order by display_order`);
  const methodId = new Map(methods.rows.map((m) => [m.code, m.id]));
  if (pool.length === 0) return;

  const baskets: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const make = (owner: DemoCustomer | null, kind: 'shopper' | 'guest' | 'quote', n: number) => {
    const id = rng.uuid();
    const currency = kind === 'shopper' && n % 5 === 4 ? 'EUR' : 'GBP';
    const created = SEED_EPOCH - rng.int(0, 20) * DAY - rng.int(0, DAY);
    const withInfo = kind !== 'guest' && n % 3 === 0;
    baskets.push({
      id,
      user_id: owner?.userId ?? null,
      user_email: owner?.email ?? '',
      currency_code: currency,
      price_list_id: listId.get(currency === 'EUR' ? 'RETAIL-EUR' : 'RETAIL-GBP'),
      shipping_method_id: n % 4 === 1 ? methodId.get('EXPRESS') : n % 4 === 2 ? methodId.get('STANDARD') : null,
      voucher_codes: kind === 'shopper' && n % 4 === 0 ? ['WELCOME10'] : [],
      po_number: kind === 'quote' ? `PO-${rng.int(10000, 99999)}` : '',
      post_code: owner && kind !== 'guest' ? 'SW1A 1AA' : '',
      delivery_instruction: withInfo ? 'Leave with the concierge' : '',
      custom_info1: withInfo ? rng.pick(['Gift for Mum', 'Office refit', 'Birthday present']) : '',
      custom_info2: withInfo ? 'Gift receipt please' : '',
      custom_info3: '',
      custom_info4: '',
      custom_info5: '',
      is_locked: false,
      created_by_admin: kind === 'quote',
      is_quote: kind === 'quote',
      quote_status: kind === 'quote' ? rng.pick([1, 2, 2, 3]) : 0,
      valid_until: kind === 'quote' ? iso(SEED_EPOCH + 60 * DAY) : null,
      shipping_address: owner && kind !== 'guest' ? address(rng, owner, 1) : null,
      billing_address: owner && kind !== 'guest' ? address(rng, owner, 1) : null,
      created_at: iso(created),
      updated_at: iso(created + rng.int(0, 3) * DAY),
    });
    rng.sample(pool, kind === 'quote' ? rng.int(3, 6) : rng.int(1, 4)).forEach((productId, i) =>
      lines.push({
        id: rng.uuid(),
        basket_id: id,
        product_id: productId,
        parent_product_id: null,
        qty: kind === 'quote' ? rng.int(5, 20) : rng.int(1, 3),
        display_order: i + 1,
        custom_info1: withInfo && i === 0 ? 'Engraving: A & J' : '',
        custom_info2: '',
        custom_info3: '',
        custom_info4: '',
        custom_info5: '',
        line_info: withInfo && i === 0 ? { customInfo1Formatted: 'Engraving: “A & J”', serviceType: 'ENGRAVING' } : {},
        additional_charge_minor: withInfo && i === 0 ? 500 : 0,
        created_at: iso(created),
      }),
    );
  };
  customers.slice(0, 18).forEach((c, n) => make(c, 'shopper', n));
  customers.slice(0, 3).forEach((c, n) => make(c, 'shopper', n + 20));
  for (let n = 0; n < 3; n++) make(null, 'guest', n);
  customers.filter((c) => c.isTrade).forEach((c, n) => make(c, 'quote', n));
  await bulkInsert(db, 'baskets', baskets);
  await bulkInsert(db, 'basket_lines', lines);
};
