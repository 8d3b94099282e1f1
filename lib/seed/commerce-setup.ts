import { sql } from 'drizzle-orm';
import { bulkInsert } from './bulk-insert';
import type { SeedPart } from './index';
import { Random } from './random';

/**
 * Shipping methods with prices per currency (standard delivery free over a threshold) and the demo
 * promotions: a basket voucher, an automatic spend-and-save, an automatic brand offer, a category
 * voucher and an expired voucher.
 */
export const SHIPPING_METHODS: {
  code: string;
  name: string;
  description: string;
  type: number;
  carrier: string;
  days: number;
  cutOff: string;
  isDefault: boolean;
  prices: Record<string, { price: number; freeOver: number | null }>;
}[] = [
  {
    code: 'STANDARD',
    name: 'Standard delivery',
    description: 'Delivered in 3–5 working days',
    type: 1,
    carrier: 'ROYALMAIL',
    days: 4,
    cutOff: '20:00',
    isDefault: true,
    prices: { GBP: { price: 495, freeOver: 5000 }, EUR: { price: 595, freeOver: 6000 }, USD: { price: 695, freeOver: 7500 } },
  },
  {
    code: 'EXPRESS',
    name: 'Express delivery',
    description: 'Next working day when ordered before 14:00',
    type: 1,
    carrier: 'DPD',
    days: 1,
    cutOff: '14:00',
    isDefault: false,
    prices: { GBP: { price: 995, freeOver: 15000 }, EUR: { price: 1195, freeOver: 17500 }, USD: { price: 1295, freeOver: 20000 } },
  },
  {
    code: 'CLICK_COLLECT',
    name: 'Click and collect',
    description: 'Collect from our London Regent Street store in 2 days',
    type: 2,
    carrier: 'STORE',
    days: 2,
    cutOff: '18:00',
    isDefault: false,
    prices: { GBP: { price: 0, freeOver: null }, EUR: { price: 0, freeOver: null }, USD: { price: 0, freeOver: null } },
  },
];

export const seedCommerceSetup: SeedPart = async (db, _catalogue, options) => {
  const rng = new Random((options.seed ?? 20261001) + 23);
  const methods = SHIPPING_METHODS.map((m, i) => ({ ...m, id: rng.uuid(), order: i + 1 }));
  await bulkInsert(
    db,
    'shipping_methods',
    methods.map((m) => ({
      id: m.id,
      code: m.code,
      system_name: `Shipping.${m.code}`,
      display_name: m.name,
      description: m.description,
      type: m.type,
      carrier_code: m.carrier,
      country_csv: m.type === 2 ? 'GB' : 'GB,IE,FR,DE,NL,BE,ES,IT,US',
      expected_days_to_deliver: m.days,
      cut_off_time: m.cutOff,
      max_dimension_mm: m.type === 2 ? 1200 : 2000,
      tax_class_id: 1,
      is_default: m.isDefault,
      enabled: true,
      display_order: m.order,
    })),
  );
  await bulkInsert(
    db,
    'shipping_method_prices',
    methods.flatMap((m) =>
      Object.entries(m.prices).map(([currency, p]) => ({
        shipping_method_id: m.id,
        currency_code: currency,
        price_minor: p.price,
        free_over_minor: p.freeOver,
      })),
    ),
  );

  const brand = await db.execute<{ id: string }>(sql`select id from brands where code = 'SABLE-BEAUTY'`);
  const kitchen = await db.execute<{ id: string }>(sql`select id from categories where code = 'H-KIT'`);
  await bulkInsert(db, 'promotions', [
    promotion(rng, { promo_code: 'WELCOME10', name: '10% off your order', voucher_code: 'WELCOME10', discount_bp: 1000, min_subtotals_minor: { GBP: 2000, EUR: 2500, USD: 2500 }, display_order: 1 }),
    promotion(rng, { promo_code: 'SPEND150', name: 'Spend £150, save £15', auto_apply: true, amounts_minor: { GBP: 1500, EUR: 1700, USD: 2000 }, min_subtotals_minor: { GBP: 15000, EUR: 17500, USD: 20000 }, display_order: 2 }),
    promotion(rng, { promo_code: 'SABLE20', name: '20% off Sable Beauty', auto_apply: true, discount_bp: 2000, brand_id: brand.rows[0]?.id ?? null, display_order: 3 }),
    promotion(rng, { promo_code: 'KITCHEN15', name: '15% off kitchen', voucher_code: 'KITCHEN15', discount_bp: 1500, category_id: kitchen.rows[0]?.id ?? null, display_order: 4 }),
    promotion(rng, { promo_code: 'SUMMER25', name: 'Summer sale 25%', voucher_code: 'SUMMER25', discount_bp: 2500, valid_until: '2025-09-01T00:00:00.000Z', display_order: 5 }),
  ]);
};

function promotion(rng: Random, p: Record<string, unknown>): Record<string, unknown> {
  return {
    id: rng.uuid(),
    voucher_code: null,
    auto_apply: false,
    discount_bp: 0,
    amounts_minor: {},
    min_subtotals_minor: {},
    brand_id: null,
    category_id: null,
    valid_from: null,
    valid_until: null,
    is_active: true,
    ...p,
  };
}
