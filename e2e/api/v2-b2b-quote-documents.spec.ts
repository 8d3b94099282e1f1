import { z } from 'zod';
import { historyPageSchema } from '@/lib/api/schemas/history';
import { quotationPageSchema, quotationSchema, type Quotation } from '@/lib/api/schemas/b2b-quotes';
import { expect, expectV2Failure, test } from '../support/api';
import { address, registerCompany } from '../support/b2b';
import { purchasable } from '../support/commerce';
import { expectV2Success } from '../support/v2';

const B2B = '/api/v2/commerce/b2b';
const cents = (n: number) => Math.round(n * 100);

/** A company, three products and a saved draft quotation of them; returns its id from Location. */
async function draft(api: Parameters<typeof registerCompany>[0], lines?: Record<string, unknown>[]) {
  const { detail } = await registerCompany(api);
  const products = await purchasable(api, 3, { cheap: true });
  const body = {
    companyId: detail.id,
    quoteName: 'Kit for the new site',
    email: detail.users[0].email,
    shippingAddress: address(),
    billingAddress: address(),
    delivery: 12.5,
    notes: 'Deliver to the loading bay',
    lines: lines ?? [
      { productId: products[0].productId, qty: 3, unitPrice: 10.99, discountPercent: 10 },
      { stockCode: products[1].stockCode.toLowerCase(), qty: 2 },
      { productId: products[2].productId, qty: 1, unitPrice: 0 },
    ],
  };
  const res = await api.post(`${B2B}/quote/save`, { data: body });
  expect(await expectV2Success(res)).toBe(true);
  const id = res.headers()['location'].split('/').pop()!;
  return { detail, products, body, id };
}

const getQuote = async (api: Parameters<typeof registerCompany>[0], id: string) =>
  expectV2Success(await api.get(`${B2B}/quote/${id}`), quotationSchema);

/** Totals recomputed from the lines in integer cents, as the service documents them. */
function expectTotals(q: Quotation) {
  let sub = 0;
  let tax = 0;
  let rate = 0;
  for (const l of q.lines) {
    const gross = l.qty * cents(l.unitPrice);
    const line = gross - Math.round((gross * l.discountPercent) / 100);
    expect(cents(l.lineTotal), l.stockCode).toBe(line);
    sub += line;
    tax += Math.round((line * l.taxPercent) / 100);
    rate = Math.max(rate, l.taxPercent);
  }
  tax += Math.round((cents(q.delivery) * rate) / 100);
  expect(cents(q.subTotal)).toBe(sub);
  expect(cents(q.taxTotal)).toBe(tax);
  expect(cents(q.grandTotal)).toBe(sub + cents(q.delivery) + tax);
}

test.describe('v2 B2B: quotations as documents', () => {
  test('lines are priced from the company price list, totals add up, history records the edit', async ({ api }) => {
    const { id, products, detail } = await draft(api);
    const q = await getQuote(api, id);
    expect(q).toMatchObject({ status: 'draft', companyId: detail.id, companyName: detail.name, delivery: 12.5, notes: 'Deliver to the loading bay', version: 1 });
    expect(q.number).toMatch(/^Q-\d{6}$/);
    expect(q.lines.map((l) => [l.productId, l.qty])).toEqual([
      [products[0].productId, 3],
      [products[1].productId, 2],
      [products[2].productId, 1],
    ]);
    expect(q.lines[0]).toMatchObject({ unitPrice: 10.99, discountPercent: 10, lineTotal: 29.67 });
    // No unit price sent: the company's list price; the line knows both.
    expect(q.lines[1].unitPrice).toBe(q.lines[1].listPrice);
    expect(q.lines[1].unitPrice).toBeGreaterThan(0);
    expectTotals(q);
    expect(q.allowedStatuses).toEqual(['sent']);

    const edited = await expectV2Success(
      await api.put(`${B2B}/quote/${id}`, { data: { version: 1, delivery: 0, lines: [{ productId: products[0].productId, qty: 5 }] } }),
      quotationSchema,
    );
    expect(edited).toMatchObject({ version: 2, delivery: 0 });
    expect(edited.lines).toHaveLength(1);
    expectTotals(edited);

    const history = await expectV2Success(await api.get(`${B2B}/quote/${id}/history`), historyPageSchema);
    const fields = history.results.map((h) => h.field);
    expect(fields).toEqual(expect.arrayContaining(['lines', 'delivery', 'grandTotal', '*']));
    const lines = history.results.find((h) => h.field === 'lines')!;
    expect(lines.after).toEqual([`5 × ${products[0].stockCode} at ${q.lines[0].listPrice.toFixed(2)}`]);
    expect(lines.actor.kind).toBe('client');
  });

  test('status machine: draft → sent → accepted, then converted to a basket; illegal moves are 409', async ({ api }) => {
    const { id, detail } = await draft(api);
    await expectV2Failure(await api.post(`${B2B}/quote/${id}/status`, { data: { status: 'accepted' } }), 409, 'CONFLICT');
    const sent = await expectV2Success(await api.post(`${B2B}/quote/${id}/status`, { data: { status: 'sent' } }), quotationSchema);
    expect(sent.status).toBe('sent');
    expect(new Date(sent.validUntil!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(sent.allowedStatuses.sort()).toEqual(['accepted', 'draft', 'expired', 'rejected']);
    // Only a draft changes; a stale version is refused before that.
    const locked = await expectV2Failure(await api.put(`${B2B}/quote/${id}`, { data: { version: sent.version, notes: 'x' } }), 409, 'CONFLICT');
    expect(locked.errors[0]).toMatch(/^status: /);
    await expectV2Failure(await api.post(`${B2B}/quote/${id}/convert`), 409, 'CONFLICT');
    await expectV2Success(await api.post(`${B2B}/quote/${id}/status`, { data: { status: 'accepted' } }));
    const final = await expectV2Failure(await api.post(`${B2B}/quote/${id}/status`, { data: { status: 'draft' } }), 409, 'CONFLICT');
    expect(final.errors[0]).toContain('accepted is final');

    const converted = await api.post(`${B2B}/quote/${id}/convert`);
    expect(converted.status(), await converted.text()).toBe(201);
    const { result } = await converted.json();
    expect(result).toMatchObject({ userId: detail.users[0].id, email: detail.users[0].email });
    const basket = await expectV2Success(
      await api.get(`/api/v2/commerce/basket/${result.basketId}`, { headers: { UserId: detail.users[0].id, Email: detail.users[0].email } }),
    );
    const q = await getQuote(api, id);
    expect(q.basketId).toBe(result.basketId);
    expect(basket).toMatchObject({ isQuote: true, lineItems: expect.any(Array) });
    expect((basket as { lineItems: { qty: number }[] }).lineItems.map((l) => l.qty).sort()).toEqual(q.lines.map((l) => l.qty).sort());
    await expectV2Failure(await api.post(`${B2B}/quote/${id}/convert`), 409, 'CONFLICT');
  });

  test('a sent quotation whose valid-until passes is Expired when next read, recorded as the system', async ({ api }) => {
    const { id, detail } = await draft(api);
    // Valid for a few seconds only: long enough to send it, then the first read after that expires it.
    const validUntil = new Date(Date.now() + 4_000).toISOString();
    await expectV2Success(await api.put(`${B2B}/quote/${id}`, { data: { version: 1, validUntil } }));
    const sent = await expectV2Success(await api.post(`${B2B}/quote/${id}/status`, { data: { status: 'sent' } }), quotationSchema);
    expect(sent.status).toBe('sent');
    const listed = async () =>
      expectV2Success(await api.get(`${B2B}/quotes?companyId=${detail.id}&status=expired`), quotationPageSchema);
    await expect.poll(async () => (await listed()).results.map((r) => r.id), { timeout: 20_000 }).toEqual([id]);
    const q = await getQuote(api, id);
    expect(q).toMatchObject({ status: 'expired', version: sent.version + 1, allowedStatuses: ['draft'] });
    await expectV2Failure(await api.post(`${B2B}/quote/${id}/status`, { data: { status: 'accepted' } }), 409, 'CONFLICT');
    const history = await expectV2Success(await api.get(`${B2B}/quote/${id}/history`), historyPageSchema);
    const expiry = history.results.filter((h) => h.field === 'status' && h.after === 'expired');
    expect(expiry).toHaveLength(1);
    expect(expiry[0]).toMatchObject({ before: 'sent', actor: { kind: 'system' } });
  });

  test('bad input is a clear 4xx and writes nothing', async ({ api }) => {
    const { id, products } = await draft(api);
    const put = (data: Record<string, unknown>) => api.put(`${B2B}/quote/${id}`, { data: { version: 1, ...data } });
    const unknown = await expectV2Failure(await put({ lines: [{ stockCode: 'NO-SUCH-CODE-42', qty: 1 }] }), 404, 'NOT_FOUND');
    expect(unknown.errors).toEqual(['lines.0.stockCode: no product has stockCode NO-SUCH-CODE-42']);
    const negative = await expectV2Failure(await put({ lines: [{ productId: products[0].productId, qty: -2 }] }), 400, 'VALIDATION_ERROR');
    expect(negative.errors[0]).toMatch(/^lines\.0\.qty: /);
    const price = await expectV2Failure(await put({ lines: [{ productId: products[0].productId, qty: 1, unitPrice: -1 }] }), 400, 'VALIDATION_ERROR');
    expect(price.errors).toEqual(['lines.0.unitPrice: must not be below zero']);
    await expectV2Failure(await put({ delivery: -5 }), 400, 'VALIDATION_ERROR');
    await expectV2Failure(await put({ lines: [{ productId: products[0].productId, qty: 1, discountPercent: 101 }] }), 400, 'VALIDATION_ERROR');
    const noVersion = await expectV2Failure(await api.put(`${B2B}/quote/${id}`, { data: { notes: 'x' } }), 400, 'VALIDATION_ERROR');
    expect(noVersion.errors[0]).toMatch(/^version: /);
    await expectV2Failure(await api.post(`${B2B}/quote/${id}/status`, { data: { status: 'approved' } }), 400, 'VALIDATION_ERROR');
    await expectV2Failure(await api.get(`${B2B}/quote/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b`), 404, 'NOT_FOUND');
    // Save with an unknown product creates nothing.
    const { detail } = await registerCompany(api);
    await expectV2Failure(
      await api.post(`${B2B}/quote/save`, {
        data: { companyId: detail.id, quoteName: 'Bad', email: detail.users[0].email, shippingAddress: address(), billingAddress: address(), lines: [{ stockCode: 'NO-SUCH-CODE-42', qty: 1 }] },
      }),
      404,
      'NOT_FOUND',
    );
    expect(await expectV2Success(await api.get(`${B2B}/${detail.id}/quotes`), z.array(quotationSchema))).toEqual([]);

    const after = await getQuote(api, id);
    expect(after.version).toBe(1);
    expect(after.lines).toHaveLength(3);
    const history = await expectV2Success(await api.get(`${B2B}/quote/${id}/history`), historyPageSchema);
    expect(history.results.map((h) => h.field)).toEqual(['*']);
  });

  test('concurrent edits: the second edit based on the same version is refused', async ({ api }) => {
    const { id } = await draft(api);
    const [a, b] = await Promise.all([
      api.put(`${B2B}/quote/${id}`, { data: { version: 1, notes: 'from A' } }),
      api.put(`${B2B}/quote/${id}`, { headers: { 'If-Match': '"1"' }, data: { notes: 'from B' } }),
    ]);
    expect([a.status(), b.status()].sort()).toEqual([200, 409]);
    const q = await getQuote(api, id);
    expect(q.version).toBe(2);
    expect(q.notes).toBe(a.status() === 200 ? 'from A' : 'from B');
  });

  test('all quotations: filtered by company, status and date, paged; PDF download', async ({ api }) => {
    const { id, detail } = await draft(api);
    await expectV2Success(await api.post(`${B2B}/quote/${id}/status`, { data: { status: 'sent' } }));
    const today = new Date().toISOString().slice(0, 10);
    const page = await expectV2Success(
      await api.get(`${B2B}/quotes?companyId=${detail.id}&status=sent&from=${today}&to=${today}&pageSize=5`),
      quotationPageSchema,
    );
    expect(page).toMatchObject({ total: 1, pages: 1, currentPage: 1, pageSize: 5 });
    expect(page.results[0]).toMatchObject({ id, status: 'sent', lineCount: 3, companyName: detail.name });
    const none = await expectV2Success(await api.get(`${B2B}/quotes?companyId=${detail.id}&status=draft`), quotationPageSchema);
    expect(none.total).toBe(0);
    await expectV2Failure(await api.get(`${B2B}/quotes?status=open`), 400, 'VALIDATION_ERROR');
    await expectV2Failure(await api.get(`${B2B}/quotes?from=yesterday`), 400, 'VALIDATION_ERROR');

    const pdf = await api.get(`${B2B}/quote/${id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the spec body alone still saves, and company writes are in the company history', async ({ api }) => {
    const { detail } = await registerCompany(api);
    const spec = { companyId: detail.id, quoteName: 'Spec only', purchaseOrderNo: 'PO-9', email: detail.users[0].email, shippingAddress: address(), billingAddress: address() };
    expect(await expectV2Success(await api.post(`${B2B}/quote/save`, { data: spec }))).toBe(true);
    const [q] = await expectV2Success(await api.get(`${B2B}/${detail.id}/quotes`), z.array(quotationSchema));
    expect(q).toMatchObject({ quoteName: 'Spec only', purchaseOrderNo: 'PO-9', status: 'draft', lines: [], grandTotal: 0 });
    // Re-saving it with the spec body keeps it one quotation.
    expect(await expectV2Success(await api.post(`${B2B}/quote/save`, { data: { ...spec, id: q.id, quoteName: 'Spec only v2' } }))).toBe(true);
    expect((await getQuote(api, q.id)).quoteName).toBe('Spec only v2');

    expect(await expectV2Success(await api.put(`${B2B}/${detail.id}/update`, { data: { registeredNumber: '55554444' } }))).toBe(true);
    const history = await expectV2Success(await api.get(`${B2B}/${detail.id}/history`), historyPageSchema);
    expect(history.results[0]).toMatchObject({ field: 'registeredNumber', before: '01234567', after: '55554444' });
    expect(history.results.at(-1)!.field).toBe('*');
  });
});
