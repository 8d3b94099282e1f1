import { sql } from 'drizzle-orm';
import { MASTER_DATA_TABLES } from '@/lib/api/schemas/master-data';
import { percentOf, toMinor } from '@/lib/service/money';
import type { Db } from '@/lib/db';
import { bulkInsert } from './bulk-insert';
import { SEED_EPOCH } from './catalogue';
import { demoCustomers, REQUIRED_ACTIONS, RETURN_REASONS } from './customers';
import type { SeedPart } from './index';
import { Random } from './random';
import { SHIPPING_METHODS } from './commerce-setup';

/**
 * Demo orders for returns: a few hundred orders of the demo customers, shipped, part-shipped or not yet
 * shipped, some with a voucher discount, and returns in every status, some orders partly returned
 * already. Amounts in integer minor units from the price list of the order's currency.
 */
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** Return reasons (table 10) and required actions (table 11) of the master data. */
export const seedReturnMasterData: SeedPart = async (db) => {
  const rows = [
    ...RETURN_REASONS.map((r, i) => ({ table: MASTER_DATA_TABLES.ReturnReasons, ...r, order: i + 1 })),
    ...REQUIRED_ACTIONS.map((r, i) => ({ table: MASTER_DATA_TABLES.RequiredActions, customField1: '', ...r, order: i + 1 })),
  ];
  await bulkInsert(
    db,
    'master_data',
    rows.map((r) => ({
      table_id: r.table,
      item_value: r.itemValue,
      item_text: r.itemText,
      parent_item_value: '',
      custom_field1: r.customField1,
      display_order: r.order,
      is_active: true,
      is_default: 'isDefault' in r ? Boolean(r.isDefault) : false,
    })),
  );
};

type Sellable = {
  id: string;
  stock_code: string;
  name: string;
  code: string;
  sell_price: string;
  rate: number;
}

async function sellableProducts(db: Db): Promise<Map<string, Sellable[]>> {
  const rows = await db.execute<Sellable>(sql`
    with pool as (
      select id, stock_code, name, iid from products
      where status = 2 and is_active and not has_variant order by iid limit 600
    )
    select p.id, p.stock_code, p.name, pl.code, pp.sell_price::text as sell_price, tc.rate_basis_points as rate
    from pool p
    join product_prices pp on pp.product_id = p.id
    join price_lists pl on pl.id = pp.price_list_id and pl.code in ('RETAIL-GBP', 'RETAIL-EUR', 'RETAIL-USD')
    join tax_classes tc on tc.id = pp.tax_class_id
    order by p.iid, pl.code`);
  const byList = new Map<string, Sellable[]>();
  for (const r of rows.rows) byList.set(r.code, [...(byList.get(r.code) ?? []), r]);
  return byList;
}

const CURRENCIES = [
  { code: 'GBP', symbol: '£', list: 'RETAIL-GBP' },
  { code: 'EUR', symbol: '€', list: 'RETAIL-EUR' },
  { code: 'USD', symbol: '$', list: 'RETAIL-USD' },
] as const;

/** Status paths of the demo returns: the history ends in the return's status. */
const RETURN_PATHS: [number[], number][] = [
  [[1], 30],
  [[1, 2], 15],
  [[1, 3], 8],
  [[1, 7], 6],
  [[1, 2, 4], 10],
  [[1, 2, 4, 5], 15],
  [[1, 2, 4, 5, 6], 8],
  [[1, 2, 4, 6], 8],
];

export const seedOrders: SeedPart = async (db, _catalogue, options) => {
  const rng = new Random((options.seed ?? 20261001) + 17);
  const customers = demoCustomers((options.seed ?? 20261001) + 7);
  const products = await sellableProducts(db);
  const priceLists = await db.execute<{ id: string; code: string }>(sql`select id, code from price_lists`);
  const listId = new Map(priceLists.rows.map((p) => [p.code, p.id]));
  const count = Math.min(400, Math.max(60, Math.round(options.products / 20)));
  const orders: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const returns: Record<string, unknown>[] = [];
  const returnLines: Record<string, unknown>[] = [];
  const history: Record<string, unknown>[] = [];

  for (let i = 0; i < count; i++) {
    const customer = rng.pick(customers);
    const currency = CURRENCIES[rng.weighted([[0, 80], [1, 12], [2, 8]] as const)];
    const pool = products.get(currency.list) ?? [];
    if (pool.length === 0) break;
    const status = rng.weighted([[5, 50], [4, 20], [3, 8], [2, 8], [1, 8], [6, 6]] as const);
    const orderDate = SEED_EPOCH - rng.int(1, 120) * DAY - rng.int(0, DAY);
    const orderId = rng.uuid();
    const voucher = rng.chance(0.15);
    const picked = rng.sample(pool, rng.int(1, 4));
    let goods = 0;
    const orderLines = picked.map((p, n) => {
      const qty = rng.weighted([[1, 60], [2, 25], [3, 10], [4, 5]] as const);
      const unit = toMinor(p.sell_price);
      const discount = voucher ? percentOf(unit * qty, 1000) : 0;
      goods += unit * qty - discount;
      const shipped = status === 5 || status === 4 ? qty : status === 3 ? (n === 0 ? qty : rng.int(0, qty - 1)) : 0;
      return { id: rng.uuid(), n: n + 1, p, qty, unit, discount, shipped };
    });
    const method = rng.chance(0.2) ? SHIPPING_METHODS[1] : SHIPPING_METHODS[0];
    const price = method.prices[currency.code];
    const shipping = price.freeOver !== null && goods >= price.freeOver ? 0 : price.price;
    const shipped = orderLines.some((l) => l.shipped > 0);
    orders.push({
      id: orderId,
      order_number: `NF-${String(100001 + i)}`,
      user_id: rng.chance(0.85) ? customer.userId : null,
      email: customer.email,
      customer_name: `${customer.firstName} ${customer.lastName}`,
      currency_code: currency.code,
      currency_symbol: currency.symbol,
      price_list_id: listId.get(currency.list) ?? null,
      status,
      order_date: iso(orderDate),
      shipment_date: shipped ? iso(orderDate + rng.int(1, 3) * DAY) : null,
      shipping_method_code: method.code,
      shipping_minor: shipping,
      shipping_tax_rate_bp: 2000,
      created_at: iso(orderDate),
      updated_at: iso(orderDate),
    });
    for (const l of orderLines) {
      lines.push({
        id: l.id,
        order_id: orderId,
        line_no: l.n,
        product_id: l.p.id,
        stock_code: l.p.stock_code,
        name: l.p.name,
        qty: l.qty,
        shipped_qty: l.shipped,
        unit_price_minor: l.unit,
        tax_rate_bp: Number(l.p.rate),
        discount_minor: l.discount,
        custom_info1: '',
      });
    }

    // Returns: about a third of the shipped orders, a few of them returned twice.
    if (!shipped || !rng.chance(0.35)) continue;
    const remaining = new Map(orderLines.map((l) => [l.id, l.shipped]));
    const times = rng.chance(0.2) ? 2 : 1;
    for (let r = 0; r < times; r++) {
      const candidates = orderLines.filter((l) => (remaining.get(l.id) ?? 0) > 0);
      if (candidates.length === 0) break;
      const [path] = RETURN_PATHS[rng.weighted(RETURN_PATHS.map((p, k) => [k, p[1]] as const))];
      const returnStatus = path[path.length - 1];
      const received = [4, 5, 6].includes(returnStatus);
      const returnId = rng.uuid();
      const created = orderDate + rng.int(4, 20) * DAY + r * 3 * DAY;
      const reason = rng.pick(RETURN_REASONS);
      const action = rng.pick(REQUIRED_ACTIONS);
      returns.push({
        id: returnId,
        order_id: orderId,
        status: returnStatus,
        reason_for_return_id: reason.itemValue,
        required_action_id: action.itemValue,
        comment: rng.pick(['', 'Please collect from my address', 'Returned via post office', 'Customer called support']),
        fault_reason: reason.customField1 === 'fault' ? rng.pick(['Seam split after one wear', 'Does not power on', 'Box crushed in transit']) : '',
        upload_file_urls: reason.customField1 === 'fault' ? [`/media/returns/${returnId}-1.jpg`] : [],
        version: path.length,
        created_at: iso(created),
        updated_at: iso(created + (path.length - 1) * 2 * DAY),
      });
      for (const l of rng.sample(candidates, rng.int(1, candidates.length))) {
        const left = remaining.get(l.id)!;
        const qty = rng.int(1, left);
        // Rejected and cancelled returns do not use up the returnable quantity.
        if (returnStatus !== 3 && returnStatus !== 7) remaining.set(l.id, left - qty);
        returnLines.push({
          id: rng.uuid(),
          return_id: returnId,
          order_line_id: l.id,
          qty_requested: qty,
          qty_received: received ? qty : 0,
          status: returnStatus,
          reason_for_return_id: reason.itemValue,
          required_action_id: action.itemValue,
          comment: '',
        });
      }
      path.forEach((to, k) =>
        history.push({
          return_id: returnId,
          from_status: k === 0 ? null : path[k - 1],
          to_status: to,
          comment: k === 0 ? 'Return requested' : '',
          created_at: iso(created + k * 2 * DAY),
        }),
      );
    }
  }
  await bulkInsert(db, 'orders', orders);
  await bulkInsert(db, 'order_lines', lines);
  await bulkInsert(db, 'returns', returns);
  await bulkInsert(db, 'return_lines', returnLines);
  await bulkInsert(db, 'return_status_history', history);
};
