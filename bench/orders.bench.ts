import { sql } from 'drizzle-orm';
import { orderSearchQuerySchema } from '@/lib/api/schemas/orders';
import { searchOrders } from '@/lib/service/orders';
import type { BenchSuite } from './harness';

/**
 * Support's order search (GET /api/v2/commerce/orders/search) over BENCH_ORDERS orders (default
 * 100,000, whatever --products is): first seeded set-based (a few statements, 1–4 lines each, 20,000
 * customers with ~5 orders each), then a mix of the searches support makes — a customer's whole
 * email, part of it, a surname, an order number, a product's stock code, a status in a month,
 * returnable orders of a customer, and the unfiltered newest pages — timed together beside the bare
 * SQL that finds the same page of ids.
 */
const ORDERS = Number(process.env.BENCH_ORDERS) || 100_000;
const FIRST = ['Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Noah', 'Oliver', 'George', 'Arthur', 'Leo', 'Priya', 'Aisha', 'Chen', 'Mateo', 'Sofia', 'Lucas', 'Freya', 'Harry', 'Zara', 'Finn', 'Ruby', 'Jack', 'Maya', 'Ethan'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Patel', 'Khan', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Hughes', 'Green', 'Hall', 'Wood', 'Clarke', 'Murphy', 'Rossi', 'Novak', 'Silva'];
const CUSTOMERS = 20_000;

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

async function seedOrders(run: (q: ReturnType<typeof sql>) => Promise<unknown>) {
  const first = textArray(FIRST);
  const last = textArray(LAST);
  // Customer c of order g: c = g % CUSTOMERS; its name and email are functions of c alone.
  await run(sql`
    insert into orders (order_number, email, customer_name, currency_code, currency_symbol, status, order_date, shipment_date,
      shipping_minor, shipping_tax_rate_bp, created_at, updated_at)
    select 'BN-' || lpad(g::text, 7, '0'),
      lower((${first})[1 + c % 24] || '.' || (${last})[1 + (c / 24) % 22]) || c || '@' || (array['mail.example','post.example','inbox.example'])[1 + c % 3],
      (${first})[1 + c % 24] || ' ' || (${last})[1 + (c / 24) % 22],
      'GBP', '£', (array[5,5,5,4,4,3,2,1,6])[1 + g % 9], d, case when g % 9 < 6 then d + interval '2 days' end, 495, 2000, d, d
    from generate_series(1, ${ORDERS}) g
    cross join lateral (select g % ${CUSTOMERS} as c, now() - ((g * 7919) % (730 * 86400)) * interval '1 second' as d) x`);
  // 1–4 lines an order, each a product picked by a fixed stride through the catalogue.
  await run(sql`
    with p as (select id, stock_code, name, (row_number() over (order by iid))::int - 1 as rn from products),
      pc as (select count(*)::bigint as n from products)
    insert into order_lines (order_id, line_no, product_id, stock_code, name, qty, shipped_qty, unit_price_minor, tax_rate_bp)
    select o.id, l, p.id, p.stock_code, p.name, 1 + (o.iid + l) % 3,
      case when o.status in (4, 5) then 1 + (o.iid + l) % 3 when o.status = 3 and l = 1 then 1 + (o.iid + l) % 3 else 0 end,
      999 + (o.iid * 37 + l * 101) % 20000, 2000
    from orders o
    cross join pc
    cross join generate_series(1, 1 + o.iid % 4) l
    join p on p.rn = (o.iid::bigint * 31 + l * 7919) % pc.n
    where o.order_number like 'BN-%'`);
  await run(sql`analyze orders`);
  await run(sql`analyze order_lines`);
}

export const suite: BenchSuite = {
  name: 'orders',
  async run(ctx) {
    const have = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from orders where order_number like 'BN-%'`);
    if (Number(have.rows[0].n) === 0) await ctx.duration(`seed ${ORDERS.toLocaleString('en-GB')} orders (set-based)`, () => seedOrders(ctx.sql));

    const codes = await ctx.db.execute<{ stock_code: string }>(sql`
      select stock_code from order_lines where order_id in (select id from orders where order_number like 'BN-%' order by iid limit 40) limit 40`);
    const monthAgo = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const customer = (c: number) => `${FIRST[c % 24].toLowerCase()}.${LAST[Math.floor(c / 24) % 22].toLowerCase()}${c}`;
    const cases: Record<string, string>[] = [];
    for (let i = 0; i < 40; i++) {
      const c = (i * 4999) % CUSTOMERS;
      cases.push(
        { q: `${customer(c)}@${['mail', 'post', 'inbox'][c % 3]}.example` },
        { email: customer(c).slice(2) },
        { q: LAST[i % 22].toLowerCase(), page: String(1 + (i % 3)) },
        { q: `BN-${String(1 + ((i * 2477) % ORDERS)).padStart(7, '0')}` },
        { stockCode: codes.rows[i % codes.rows.length].stock_code },
        { status: ['Delivered', 'Shipped', 'Placed', 'Cancelled'][i % 4], dateFrom: monthAgo, dateTo: today },
        { email: customer(c), returnable: 'true' },
        { page: String(1 + (i % 5)) },
      );
    }
    const queries = cases.map((c) => orderSearchQuerySchema.parse({ pageSize: '20', ...c }));
    const label = `order search over ${ORDERS.toLocaleString('en-GB')} orders (mix of ${cases.length})`;
    ctx.target(label, 'p99 ≤ 50 ms');
    await ctx.latency(label, (i) => searchOrders(ctx.db, queries[i % queries.length]), {
      iterations: 400,
      warmup: 40,
      bare: (i) => {
        const q = queries[i % queries.length];
        const like = (t: string) => `%${t.toLowerCase()}%`;
        const where = q.q
          ? sql`(order_number = ${q.q.toUpperCase()} or lower(email) like ${like(q.q)} or lower(customer_name) like ${like(q.q)})`
          : q.email
            ? sql`lower(email) like ${like(q.email)}`
            : q.stockCode
              ? sql`id in (select order_id from order_lines where upper(stock_code) = ${q.stockCode.toUpperCase()})`
              : q.status
                ? sql`status = ${q.status} and order_date >= ${`${q.dateFrom}T00:00:00Z`}::timestamptz`
                : sql`true`;
        return ctx.sql(sql`select id from orders where ${where} order by order_date desc, iid desc limit 20 offset ${((q.page ?? 1) - 1) * 20}`);
      },
    });
  },
};
