import type { APIRequestContext } from '@playwright/test';
import { expect, expectV2Failure, test } from '../support/api';
import { okD, priceMinor, type Price } from '../support/commerce';
import { returnableOrder as sharedReturnableOrder } from '../support/support-desk';

interface OrderLine {
  recordId: string;
  productId: string;
  stockCode: string;
  name: string;
  qty: number;
  shippedQty: number;
  returnQtyRequested: number;
  returnQtyRecd: number;
  availableQty: number;
  status: number;
  statusCode: string;
  price: Price;
  discountAmt: Price;
  totalPrice: Price;
}
interface OrderDetail {
  id: string;
  orderNumber: string;
  status: number;
  statusLabel: string;
  returnStatus: number;
  grandTotal: Price;
  subTotal: Price;
  shippingCharge: Price;
  lineItems: OrderLine[];
  reasonsForReturn: { itemValue: string; itemText: string; displayOrder: number; parentItemValue: string; isDefault: boolean }[];
  requiredActions: { itemValue: string; itemText: string; displayOrder: number; parentItemValue: string; isDefault: boolean }[];
}
interface ReturnDetail {
  recordId: string;
  id: number;
  status: number;
  statusName: string;
  lineItems: { recordId: string; returnQtyRequested: number; returnQtyRecd: number; status: number; statusCode: string }[];
  history: { fromStatus: number | null; toStatus: number; toStatusName: string; comment: string; changedBy: { kind: string; name: string } }[];
  allowedNextStatuses: { id: number; name: string }[];
}

/** An order no other test uses, with a line that can still return at least `min` units. */
const returnableOrder = (api: APIRequestContext, min = 1) => sharedReturnableOrder<OrderDetail>(api, min);

const createBody = (order: OrderDetail, line: OrderLine, qty: number, reason: string) => ({
  orderId: order.orderNumber,
  comment: 'Customer called support',
  lineItems: [{ productId: line.productId, stockCode: line.stockCode, returnQtyRequested: qty, reasonForReturnId: reason, comment: 'Too tight' }],
});

const defaultReason = (o: OrderDetail) => (o.reasonsForReturn.find((r) => r.isDefault) ?? o.reasonsForReturn[0]).itemValue;

async function returnsOf(api: APIRequestContext, orderNumber: string) {
  return okD<{ total: number; results: { id: number; status: number }[] }>(await api.get(`/api/v2/commerce/returns/list?orderNumber=${orderNumber}&pageSize=100`));
}

test.describe('v2 returns', () => {
  test('support opens an order for a return by number or Guid and sees what can be returned', async ({ api, anonymous }) => {
    const { order } = await returnableOrder(api);
    expect(order.orderNumber).toMatch(/\S/);
    expect(order.reasonsForReturn.length).toBeGreaterThan(0);
    expect(order.requiredActions.length).toBeGreaterThan(0);
    expect(order.reasonsForReturn.filter((r) => r.isDefault).length).toBeLessThanOrEqual(1);
    for (const l of order.lineItems) {
      expect(l.availableQty).toBe(Math.max(0, l.shippedQty - l.returnQtyRequested));
      expect(typeof l.statusCode).toBe('string');
      const price = priceMinor(l.price);
      const total = priceMinor(l.totalPrice);
      expect(total.gross).toBe(price.gross * l.qty - priceMinor(l.discountAmt).gross);
    }
    // grandTotal = subTotal + shipping, to the penny, tax included
    const sub = priceMinor(order.subTotal);
    const ship = priceMinor(order.shippingCharge);
    const grand = priceMinor(order.grandTotal);
    expect(grand.gross).toBe(sub.gross + ship.gross);
    expect(grand.tax).toBe(sub.tax + ship.tax);
    expect(sub.gross).toBe(order.lineItems.reduce((s, l) => s + priceMinor(l.totalPrice).gross, 0));

    const byGuid = await okD<OrderDetail>(await api.get(`/api/v2/commerce/return/${order.id}`));
    expect(byGuid.orderNumber).toBe(order.orderNumber);
    const lower = await okD<OrderDetail>(await api.get(`/api/v2/commerce/return/${order.orderNumber.toLowerCase()}`));
    expect(lower.id).toBe(order.id);

    await expectV2Failure(await api.get('/api/v2/commerce/return/NO-SUCH-ORDER'), 404, 'NOT_FOUND');
    await expectV2Failure(await api.get('/api/v2/commerce/return/6f1c2b9e-1111-4222-8333-444455556666'), 404, 'NOT_FOUND');
    await expectV2Failure(await anonymous.get(`/api/v2/commerce/return/${order.orderNumber}`), 401, 'UNAUTHORIZED');
  });

  test('a return goes from requested through approved, received and refunded to closed', async ({ api }) => {
    const { order, line } = await returnableOrder(api);
    const reason = defaultReason(order);
    const created = await okD<{ recordId: string; id: number; isValid: boolean }>(
      await api.post('/api/v2/commerce/return/create', { data: createBody(order, line, 1, reason) }),
    );
    expect(created.isValid).toBe(true);
    expect(created.recordId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isInteger(created.id)).toBe(true);

    const after = await okD<OrderDetail>(await api.get(`/api/v2/commerce/return/${order.orderNumber}`));
    const afterLine = after.lineItems.find((l) => l.recordId === line.recordId)!;
    expect(afterLine.returnQtyRequested).toBe(line.returnQtyRequested + 1);
    expect(afterLine.availableQty).toBe(line.availableQty - 1);
    expect(afterLine.status).toBe(1);
    expect(after.returnStatus).toBe(1);

    let detail = await okD<ReturnDetail>(await api.get(`/api/v2/commerce/returns/detail/${created.id}`));
    expect(detail).toMatchObject({ recordId: created.recordId, id: created.id, status: 1, statusName: 'Requested' });
    expect(detail.allowedNextStatuses.map((s) => s.name).sort()).toEqual(['Approved', 'Cancelled', 'Rejected']);

    // the spec's field name, the status by name, as form fields
    detail = await okD<ReturnDetail>(
      await api.post(`/api/v2/commerce/return/${created.id}/update`, {
        form: { id: String(created.id), rettunStatus: 'Approved', comment: 'Label emailed' },
        // The back-office names the staff member it acts for (lib/api/staff-headers.ts).
        headers: { 'X-Staff-Email': 'Ana.Support@demo.local', 'X-Staff-Name': encodeURIComponent('Ana Suárez') },
      }),
    );
    expect(detail).toMatchObject({ status: 2, statusName: 'Approved' });
    // the correct spelling, the status by number, JSON, received quantities given per line
    detail = await okD<ReturnDetail>(
      await api.post(`/api/v2/commerce/return/${created.recordId}/update`, {
        data: { returnStatus: 4, lineItems: [{ recordId: detail.lineItems[0].recordId, returnQtyRecd: 1 }] },
      }),
    );
    expect(detail.status).toBe(4);
    expect(detail.lineItems[0]).toMatchObject({ returnQtyRecd: 1, status: 4, statusCode: 'Received' });
    detail = await okD<ReturnDetail>(await api.post(`/api/v2/commerce/return/${created.id}/update`, { data: { id: created.recordId, rettunStatus: '5' } }));
    expect(detail.statusName).toBe('Refunded');
    detail = await okD<ReturnDetail>(await api.post(`/api/v2/commerce/return/${created.id}/update`, { data: { rettunStatus: 'closed' } }));
    expect(detail.statusName).toBe('Closed');
    expect(detail.allowedNextStatuses).toEqual([]);
    expect(detail.history.map((h) => h.toStatusName)).toEqual(['Requested', 'Approved', 'Received', 'Refunded', 'Closed']);
    expect(detail.history[1]).toMatchObject({ fromStatus: 1, toStatus: 2, comment: 'Label emailed', changedBy: { kind: 'staff', name: 'Ana Suárez' } });
    // Without a staff header the move is the API client's own.
    expect(detail.history[0].changedBy.kind).toBe('client');
    expect(detail.history[0].changedBy.name).not.toBe('');

    const received = await okD<OrderDetail>(await api.get(`/api/v2/commerce/return/${order.orderNumber}`));
    expect(received.lineItems.find((l) => l.recordId === line.recordId)!.returnQtyRecd).toBe(line.returnQtyRecd + 1);

    // a closed return moves no more
    const illegal = await expectV2Failure(await api.post(`/api/v2/commerce/return/${created.id}/update`, { data: { rettunStatus: 'Approved' } }), 422, 'RULE_VIOLATION');
    expect(illegal.errors[0]).toContain('rettunStatus: cannot move from Closed to Approved');
  });

  test('illegal moves are refused naming the allowed ones, and a rejected return frees its quantity', async ({ api }) => {
    const { order, line } = await returnableOrder(api);
    const created = await okD<{ id: number }>(await api.post('/api/v2/commerce/return/create', { data: createBody(order, line, 1, defaultReason(order)) }));
    const illegal = await expectV2Failure(await api.post(`/api/v2/commerce/return/${created.id}/update`, { data: { returnStatus: 'Refunded' } }), 422, 'RULE_VIOLATION');
    expect(illegal.errors).toEqual(['returnStatus: cannot move from Requested to Refunded; allowed: Approved, Rejected, Cancelled']);
    expect((await okD<ReturnDetail>(await api.get(`/api/v2/commerce/returns/detail/${created.id}`))).status).toBe(1);

    await okD(await api.post(`/api/v2/commerce/return/${created.id}/update`, { data: { rettunStatus: 'Rejected', comment: 'Worn' } }));
    const after = await okD<OrderDetail>(await api.get(`/api/v2/commerce/return/${order.orderNumber}`));
    const l = after.lineItems.find((x) => x.recordId === line.recordId)!;
    expect(l.availableQty).toBe(line.availableQty);
    expect(l).toMatchObject({ status: 3, statusCode: 'Rejected' });
    await expectV2Failure(await api.post(`/api/v2/commerce/return/${created.id}/update`, { data: { rettunStatus: 'Approved' } }), 422, 'RULE_VIOLATION');
  });

  test('asking to return more than is left is refused on the line and writes nothing', async ({ api }) => {
    const { order, line } = await returnableOrder(api);
    const before = await returnsOf(api, order.orderNumber);
    const reason = defaultReason(order);
    const over = await expectV2Failure(
      await api.post('/api/v2/commerce/return/create', { data: createBody(order, line, line.availableQty + 1, reason) }),
      422,
      'RULE_VIOLATION',
    );
    expect(over.errors[0]).toContain(`lineItems.0.returnQtyRequested: at most ${line.availableQty} can be returned`);

    // one good line and one bad line: neither is written
    const other = order.lineItems.find((l) => l.recordId !== line.recordId);
    if (other) {
      const mixed = await api.post('/api/v2/commerce/return/create', {
        data: {
          orderId: order.id,
          lineItems: [
            { recordId: line.recordId, returnQtyRequested: 1, reasonForReturnId: reason },
            { recordId: other.recordId, returnQtyRequested: other.availableQty + 1, reasonForReturnId: reason },
          ],
        },
      });
      const body = await expectV2Failure(mixed, 422, 'RULE_VIOLATION');
      expect(body.errors).toEqual([expect.stringContaining(`lineItems.1.returnQtyRequested: at most ${other.availableQty} can be returned`)]);
    }
    expect((await returnsOf(api, order.orderNumber)).total).toBe(before.total);
    const after = await okD<OrderDetail>(await api.get(`/api/v2/commerce/return/${order.orderNumber}`));
    expect(after.lineItems.map((l) => l.availableQty)).toEqual(order.lineItems.map((l) => l.availableQty));
  });

  test('concurrent returns of one order never exceed what was shipped', async ({ api }) => {
    const { order, line } = await returnableOrder(api);
    const reason = defaultReason(order);
    const attempts = await Promise.all(
      Array.from({ length: 4 }, () => api.post('/api/v2/commerce/return/create', { data: createBody(order, line, line.availableQty, reason) })),
    );
    const statuses = attempts.map((a) => a.status()).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    const after = await okD<OrderDetail>(await api.get(`/api/v2/commerce/return/${order.orderNumber}`));
    const l = after.lineItems.find((x) => x.recordId === line.recordId)!;
    expect(l.returnQtyRequested).toBe(l.shippedQty);
    expect(l.availableQty).toBe(0);
  });

  test('bad create and update bodies get Wrapper D failures and change nothing', async ({ api }) => {
    const { order, line } = await returnableOrder(api);
    const reason = defaultReason(order);
    const before = await returnsOf(api, order.orderNumber);
    const good = { returnQtyRequested: 1, reasonForReturnId: reason, productId: line.productId };
    const cases: { data: unknown; status: number; code: string; field?: string }[] = [
      { data: { lineItems: [good] }, status: 400, code: 'VALIDATION_ERROR', field: 'orderId' },
      { data: { orderId: order.orderNumber, lineItems: [] }, status: 400, code: 'VALIDATION_ERROR', field: 'lineItems' },
      { data: { orderId: order.orderNumber }, status: 400, code: 'VALIDATION_ERROR', field: 'lineItems' },
      { data: { orderId: order.orderNumber, lineItems: [{ ...good, returnQtyRequested: 0 }] }, status: 400, code: 'VALIDATION_ERROR', field: 'lineItems.0.returnQtyRequested' },
      { data: { orderId: order.orderNumber, lineItems: [{ ...good, returnQtyRequested: 1.5 }] }, status: 400, code: 'VALIDATION_ERROR', field: 'lineItems.0.returnQtyRequested' },
      { data: { orderId: order.orderNumber, lineItems: [{ ...good, returnQtyRequested: 'two' }] }, status: 400, code: 'VALIDATION_ERROR', field: 'lineItems.0.returnQtyRequested' },
      { data: { orderId: order.orderNumber, lineItems: [{ returnQtyRequested: 1, reasonForReturnId: reason }] }, status: 400, code: 'VALIDATION_ERROR', field: 'lineItems.0.productId' },
      { data: { orderId: order.orderNumber, lineItems: [{ ...good, reasonForReturnId: undefined }] }, status: 400, code: 'VALIDATION_ERROR', field: 'lineItems.0.reasonForReturnId' },
      { data: { orderId: order.orderNumber, lineItems: [good, good] }, status: 400, code: 'VALIDATION_ERROR', field: 'lineItems.1' },
      { data: { orderId: order.orderNumber, lineItems: [{ ...good, reasonForReturnId: 'NO_SUCH_REASON' }] }, status: 404, code: 'NOT_FOUND', field: 'lineItems.0.reasonForReturnId' },
      { data: { orderId: order.orderNumber, lineItems: [{ ...good, requiredActionId: 'NO_SUCH_ACTION' }] }, status: 404, code: 'NOT_FOUND', field: 'lineItems.0.requiredActionId' },
      { data: { orderId: 'NO-SUCH-ORDER', lineItems: [good] }, status: 404, code: 'NOT_FOUND', field: 'orderId' },
      { data: { orderId: order.orderNumber, lineItems: [{ ...good, productId: '6f1c2b9e-1111-4222-8333-444455556666' }] }, status: 422, code: 'RULE_VIOLATION', field: 'lineItems.0.productId' },
      { data: [good], status: 400, code: 'VALIDATION_ERROR' },
    ];
    for (const c of cases) {
      const body = await expectV2Failure(await api.post('/api/v2/commerce/return/create', { data: c.data }), c.status, c.code);
      if (c.field) expect(body.errors.join(' | '), JSON.stringify(c.data)).toContain(`${c.field}:`);
    }
    await expectV2Failure(
      await api.post('/api/v2/commerce/return/create', { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{"orderId":') }),
      400,
      'MALFORMED_BODY',
    );
    await expectV2Failure(await api.post('/api/v2/commerce/return/create', { form: { orderId: order.orderNumber } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect((await returnsOf(api, order.orderNumber)).total).toBe(before.total);

    const created = await okD<{ id: number }>(await api.post('/api/v2/commerce/return/create', { data: { orderId: order.orderNumber, lineItems: [good] } }));
    const update = (data: unknown) => api.post(`/api/v2/commerce/return/${created.id}/update`, { data });
    expect((await expectV2Failure(await update({ comment: 'x' }), 400, 'VALIDATION_ERROR')).errors[0]).toContain('rettunStatus:');
    expect((await expectV2Failure(await update({ rettunStatus: 'Shipped' }), 400, 'VALIDATION_ERROR')).errors[0]).toContain('rettunStatus: unknown status');
    expect((await expectV2Failure(await update({ rettunStatus: 99 }), 400, 'VALIDATION_ERROR')).errors[0]).toContain('rettunStatus:');
    expect((await expectV2Failure(await update({ id: created.id + 1, rettunStatus: 'Approved' }), 400, 'VALIDATION_ERROR')).errors[0]).toContain('id:');
    expect((await expectV2Failure(await update({ rettunStatus: true }), 400, 'VALIDATION_ERROR')).errors[0]).toContain('rettunStatus');
    await expectV2Failure(await update({ rettunStatus: 'Approved', lineItems: [{ recordId: 'x', returnQtyRecd: 1 }] }), 400, 'VALIDATION_ERROR');
    await expectV2Failure(
      await api.post(`/api/v2/commerce/return/${created.id}/update`, { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{') }),
      400,
      'MALFORMED_BODY',
    );
    await expectV2Failure(await api.post('/api/v2/commerce/return/999999999/update', { data: { rettunStatus: 'Approved' } }), 404, 'NOT_FOUND');
    await expectV2Failure(await api.post('/api/v2/commerce/return/not-a-return/update', { data: { rettunStatus: 'Approved' } }), 404, 'NOT_FOUND');
    expect((await okD<ReturnDetail>(await api.get(`/api/v2/commerce/returns/detail/${created.id}`))).status).toBe(1);
    await expectV2Failure(await api.get('/api/v2/commerce/returns/detail/999999999'), 404, 'NOT_FOUND');
  });

  test('the back-office lists returns by status, order and email, page by page', async ({ api }) => {
    const all = await okD<{ total: number; pages: number; currentPage: number; pageSize: number; results: { id: number; status: number; statusName: string; orderNumber: string; email: string }[] }>(
      await api.get('/api/v2/commerce/returns/list?pageSize=5'),
    );
    expect(all.total).toBeGreaterThan(5);
    expect(all).toMatchObject({ currentPage: 1, pageSize: 5, pages: Math.ceil(all.total / 5) });
    expect(all.results).toHaveLength(5);
    const page2 = await okD<typeof all>(await api.get('/api/v2/commerce/returns/list?pageSize=5&page=2'));
    expect(page2.results.map((r) => r.id).filter((id) => all.results.some((r) => r.id === id))).toEqual([]);
    expect(all.results.map((r) => r.id)).toEqual([...all.results.map((r) => r.id)].sort((a, b) => b - a));

    const first = all.results[0];
    const byName = await okD<typeof all>(await api.get(`/api/v2/commerce/returns/list?status=${first.statusName}&pageSize=100`));
    const byNumber = await okD<typeof all>(await api.get(`/api/v2/commerce/returns/list?status=${first.status}&pageSize=100`));
    expect(byName.total).toBe(byNumber.total);
    expect(byName.results.every((r) => r.status === first.status)).toBe(true);
    const byOrder = await okD<typeof all>(await api.get(`/api/v2/commerce/returns/list?orderNumber=${first.orderNumber}`));
    expect(byOrder.results.every((r) => r.orderNumber === first.orderNumber)).toBe(true);
    expect(byOrder.results.some((r) => r.id === first.id)).toBe(true);
    const byEmail = await okD<typeof all>(await api.get(`/api/v2/commerce/returns/list?email=${encodeURIComponent(first.email.toUpperCase())}&pageSize=100`));
    expect(byEmail.results.every((r) => r.email === first.email)).toBe(true);

    await expectV2Failure(await api.get('/api/v2/commerce/returns/list?status=Lost'), 400, 'VALIDATION_ERROR');
    await expectV2Failure(await api.get('/api/v2/commerce/returns/list?pageSize=0'), 400, 'VALIDATION_ERROR');
    await expectV2Failure(await api.get('/api/v2/commerce/returns/orders?returnable=maybe'), 400, 'VALIDATION_ERROR');

    const tables = await okD<{ returnStatuses: { id: number; name: string; next: number[] }[]; orderStatuses: unknown[] }>(await api.get('/api/v2/commerce/returns/statuses'));
    expect(tables.returnStatuses.find((s) => s.name === 'Requested')!.next.length).toBeGreaterThan(0);
    expect(tables.orderStatuses.length).toBeGreaterThan(0);
  });
});
