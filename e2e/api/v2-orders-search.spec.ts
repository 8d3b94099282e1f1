import type { APIRequestContext } from '@playwright/test';
import { orderSearchResultSchema, type OrderSearchItem } from '@/lib/api/schemas/orders';
import { expect, expectV2Failure, test } from '../support/api';
import { expectV2Success } from '../support/v2';

/** Support finds orders (GET /api/v2/commerce/orders/search, extension) in the seeded demo orders. */
const search = async (api: APIRequestContext, query: Record<string, string | number>) =>
  expectV2Success(
    await api.get('/api/v2/commerce/orders/search', { params: { pageSize: 100, ...query } }),
    orderSearchResultSchema.strict(),
  );

/** A shipped demo order with something left to return (several lines when there is one). */
async function shippedOrder(api: APIRequestContext): Promise<OrderSearchItem> {
  const { results } = await search(api, { returnable: 'true' });
  return results.find((o) => o.lineItems.length > 1) ?? results[0];
}

test.describe('v2 order search (extension)', () => {
  test('finds an order by number, part of the email or name, stock code, status and day, saying what is returnable', async ({ api }) => {
    const order = await shippedOrder(api);
    const day = order.orderDate.slice(0, 10);

    const byNumber = await search(api, { q: order.orderNumber.toLowerCase() });
    expect(byNumber.results.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(byNumber.results[0]).toEqual(order);

    const emailPart = order.email.split('@')[0].slice(1).toUpperCase();
    const byEmail = await search(api, { email: emailPart });
    expect(byEmail.results.map((o) => o.orderNumber)).toContain(order.orderNumber);
    for (const o of byEmail.results) expect(o.email.toLowerCase()).toContain(emailPart.toLowerCase());
    const newestFirst = byEmail.results.map((o) => o.orderDate);
    expect(newestFirst).toEqual(newestFirst.toSorted().reverse());

    // A whole address (support types it from the customer's mail) is the start of the email.
    const byAddress = await search(api, { q: order.email.toUpperCase() });
    expect(byAddress.results.map((o) => o.orderNumber)).toContain(order.orderNumber);
    for (const o of byAddress.results) expect(o.email.startsWith(order.email)).toBe(true);

    const lastName = order.customerName.split(' ').pop()!;
    const byName = await search(api, { q: lastName.toLowerCase(), status: order.statusLabel, dateFrom: day, dateTo: day });
    expect(byName.results.map((o) => o.orderNumber)).toContain(order.orderNumber);
    for (const o of byName.results) {
      expect(`${o.customerName} ${o.email}`.toLowerCase()).toContain(lastName.toLowerCase());
      expect(o.status).toBe(order.status);
      expect(o.orderDate.slice(0, 10)).toBe(day);
    }

    const stockCode = order.lineItems[order.lineItems.length - 1].stockCode;
    const byProduct = await search(api, { stockCode: stockCode.toLowerCase() });
    expect(byProduct.results.map((o) => o.orderNumber)).toContain(order.orderNumber);
    for (const o of byProduct.results) expect(o.lineItems.map((l) => l.stockCode)).toContain(stockCode);

    // What is returnable agrees with the order detail a return is made from.
    const detail = await expectV2Success(await api.get(`/api/v2/commerce/return/${order.orderNumber}`));
    const lines = (detail as { lineItems: { recordId: string; availableQty: number }[] }).lineItems;
    expect(order.lineItems.map((l) => [l.recordId, l.availableQty])).toEqual(lines.map((l) => [l.recordId, l.availableQty]));
    expect(order.availableQty).toBe(lines.reduce((n, l) => n + l.availableQty, 0));
    expect(order.returnable).toBe(true);

    const nothingLeft = await search(api, { returnable: 'false' });
    for (const o of nothingLeft.results) expect([o.returnable, o.availableQty]).toEqual([false, 0]);

    // A day with no orders of this customer: the filters combine.
    const none = await search(api, { email: order.email, dateFrom: '2001-01-01', dateTo: '2001-01-31' });
    expect([none.total, none.results]).toEqual([0, []]);
  });

  test('pages through all orders newest first and counts them', async ({ api }) => {
    const first = await search(api, { pageSize: 5 });
    const second = await search(api, { pageSize: 5, page: 2 });
    expect(first.total).toBeGreaterThan(10);
    expect(first.pages).toBe(Math.ceil(first.total / 5));
    expect(second.results[0].orderDate <= first.results[4].orderDate).toBe(true);
    expect(second.results.map((o) => o.id)).not.toContain(first.results[0].id);
  });

  test('bad input is a clear 400 naming the parameter', async ({ api }) => {
    const cases: [Record<string, string>, string][] = [
      [{ dateFrom: '2026-13-01' }, 'dateFrom'],
      [{ dateTo: '2026-02-30' }, 'dateTo'],
      [{ dateFrom: '2026-03-02', dateTo: '2026-03-01' }, 'dateFrom'],
      [{ status: 'Teleported' }, 'status'],
      [{ email: 'ab' }, 'email'],
      [{ returnable: 'maybe' }, 'returnable'],
      [{ pageSize: '1000' }, 'pageSize'],
    ];
    for (const [query, field] of cases) {
      const body = await expectV2Failure(await api.get('/api/v2/commerce/orders/search', { params: query }), 400, 'VALIDATION_ERROR');
      expect(body.errors.join(' '), JSON.stringify(query)).toContain(field);
    }
  });
});
