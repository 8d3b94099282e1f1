import type { APIRequestContext } from '@playwright/test';
import { expect, expectV2Failure, test, uniqueSuffix } from '../support/api';
import { UNKNOWN_ID } from '../support/catalogue';
import { bearer, createApiClient, expectV2Success, tokenFor } from '../support/v2';
import {
  createProduct,
  deliveryLog,
  expectWebhookAnswer,
  Receiver,
  registerWebhook,
  removeWebhook,
  validSignature,
  WEBHOOKS,
} from '../support/webhooks';
import { webhookListSchema, webhookSecretSchema, webhookSendSchema } from '@/lib/api/schemas/webhooks';

/**
 * Webhooks as a receiver on 127.0.0.1 sees them (the test server allows private networks): a change
 * is delivered once it commits, signed, with its idempotency key and the registered headers; a
 * receiver that is down, or slower than the 10 s timeout, gets it on a retry; a rolled-back change is
 * never announced; a bulk update arrives in events of 500 products. Other tests write products on the
 * same server, so each test reads only the events of its own records.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

let receiver: Receiver;
const registered: string[] = [];

test.afterEach(async ({ api }) => {
  await receiver?.close();
  while (registered.length) await removeWebhook(api, registered.pop()!);
});

async function subscribe(api: APIRequestContext, event: string, extra: Record<string, unknown> = {}) {
  const webhook = await registerWebhook(api, {
    event,
    url: receiver.url(),
    description: `Spec ${event}`,
    ...extra,
  });
  registered.push(webhook.id);
  return webhook;
}

async function newProduct(api: APIRequestContext, extra: Record<string, unknown> = {}) {
  const stockCode = `WH-${uniqueSuffix()}`;
  const res = await createProduct(api, stockCode, extra);
  expect(res.status(), await res.text()).toBe(200);
  return { id: (await res.json()).recordId as string, stockCode };
}

async function rename(api: APIRequestContext, id: string, name: string) {
  const res = await api.put(`/api/v1/product/${id}`, { data: { basicInfo: { name } } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The webhook's deliveries once none is waiting any more. */
async function settledLog(api: APIRequestContext, webhookId: string) {
  await expect
    .poll(
      async () => (await expectWebhookAnswer(await api.get(`${WEBHOOKS}/${webhookId}`))).pendingDeliveries,
      { timeout: 30_000 },
    )
    .toBe(0);
  return deliveryLog(api, webhookId);
}

test('a product save is delivered once it commits: once, signed, with its idempotency key and the registered headers', async ({
  api,
}) => {
  receiver = await Receiver.start();
  const webhook = await subscribe(api, 'product.updated', { headers: { 'X-Api-Key': 'k-123' } });
  expect(webhook.secret).toMatch(/^whsec_/);
  // Neither the secret nor a header's value is answered again.
  const answer = await api.get(`${WEBHOOKS}/${webhook.id}`);
  expect((await answer.json()).result).not.toHaveProperty('secret');
  const read = await expectWebhookAnswer(answer);
  expect(read.customHeaders).toEqual([{ key: 'X-Api-Key', value: '<SECRET_VALUE>' }]);

  const { id, stockCode } = await newProduct(api);
  await rename(api, id, `Renamed ${stockCode}`);
  const [got] = await receiver.waitFor(id, 'product.updated');
  expect(validSignature(got, webhook.secret)).toBe(true);
  expect(validSignature(got, 'whsec_wrong')).toBe(false);
  expect(got.headers['idempotency-key']).toBe(got.body.id);
  expect(got.headers['x-webhook-event-id']).toBe(got.body.id);
  expect(got.headers['x-webhook-event']).toBe('product.updated');
  expect(got.headers['x-webhook-id']).toBe(webhook.id);
  expect(got.headers['x-api-key']).toBe('k-123');
  expect(got.headers['content-type']).toBe('application/json');
  expect(got.body).toMatchObject({
    event: 'product.updated',
    entityType: 'product',
    eventType: 'updated',
    entityId: id,
    bulk: false,
  });
  expect(got.body.data).toMatchObject({ id, stockCode, name: `Renamed ${stockCode}` });
  expect(got.body.data.changes).toContainEqual({
    field: 'basicInfo.name',
    before: `Webhook lamp ${stockCode}`,
    after: `Renamed ${stockCode}`,
  });
  expect(got.body).not.toHaveProperty('metadata');

  const log = await settledLog(api, webhook.id);
  const mine = log.results.filter((a) => a.eventId === got.body.id);
  expect(mine).toEqual([
    expect.objectContaining({
      attempt: 1,
      outcome: 'delivered',
      responseCode: 200,
      responseExcerpt: 'ok',
      deliveryStatus: 'delivered',
      event: 'product.updated',
    }),
  ]);
  expect(receiver.of(id)).toHaveLength(1);
});

test('one record\u2019s events arrive in order; a receiver that is down, then up, gets them all after a retry', async ({
  api,
}) => {
  receiver = await Receiver.start({ listening: false });
  const webhook = await subscribe(api, 'product.updated', { includeMetadata: true });
  const { id, stockCode } = await newProduct(api);
  for (const n of [1, 2, 3]) await rename(api, id, `${stockCode} v${n}`);
  // The first attempt finds nobody listening and is logged as failed; the others wait behind it.
  await expect
    .poll(async () => (await deliveryLog(api, webhook.id)).results.some((a) => a.outcome === 'failed'), {
      timeout: 30_000,
    })
    .toBe(true);
  // The log is newest first: the first attempt is the last failed one (a retry may have failed since).
  const failed = (await deliveryLog(api, webhook.id)).results.filter((a) => a.outcome === 'failed').at(-1)!;
  expect(failed).toMatchObject({ attempt: 1, responseCode: null });
  expect(failed.error).toMatch(/ECONNREFUSED|connect/);

  await receiver.listen();
  const got = await receiver.waitFor(id, 'product.updated', 3);
  expect(got.map((r) => r.body.data.name)).toEqual([`${stockCode} v1`, `${stockCode} v2`, `${stockCode} v3`]);
  const sequences = got.map((r) => r.body.sequence);
  expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
  expect(got[0].body.metadata).toMatchObject({ webhookId: webhook.id, source: 'api' });
  expect(got[0].body.metadata!.attempt).toBeGreaterThanOrEqual(2);
  expect(got[0].headers['x-webhook-attempt']).toBe(String(got[0].body.metadata!.attempt));
  const log = await settledLog(api, webhook.id);
  expect(log.results.filter((a) => a.outcome === 'delivered')).toHaveLength(3);
});

test('a receiver slower than the 10 s timeout is retried with the same idempotency key', async ({ api }) => {
  receiver = await Receiver.start();
  let calls = 0;
  receiver.answer = () => (++calls === 1 ? { status: 200, delayMs: 12_000 } : { status: 204 });
  const webhook = await subscribe(api, 'product.updated');
  const { id, stockCode } = await newProduct(api);
  await rename(api, id, `Slow ${stockCode}`);
  const [first, second] = await receiver.waitFor(id, 'product.updated', 2);
  expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  expect(second.at - first.at).toBeGreaterThanOrEqual(10_000);
  const log = (await settledLog(api, webhook.id)).results.filter((a) => a.eventId === first.body.id);
  expect(log.map((a) => [a.attempt, a.outcome, a.responseCode])).toEqual([
    [2, 'delivered', 204],
    [1, 'failed', null],
  ]);
  expect(log[1].error).toBe('timed out after 10 s');
  expect(log[1].durationMs).toBeGreaterThanOrEqual(10_000);
});

test('a rolled-back change announces nothing: the create whose related product is unknown writes no event', async ({
  api,
}) => {
  receiver = await Receiver.start();
  const webhook = await subscribe(api, 'product.created');
  const refused = `WH-${uniqueSuffix()}`;
  // The product row and its event are written, then the unknown related product fails the transaction.
  const res = await createProduct(api, refused, { relatedProducts: [UNKNOWN_ID] });
  expect(res.status(), await res.text()).toBe(404);
  const { id } = await newProduct(api);
  const [got] = await receiver.waitFor(id, 'product.created');
  expect(got.body.data).toMatchObject({ id, how: 'created' });
  const log = await settledLog(api, webhook.id);
  // Every product.created this webhook was sent since it was registered: the refused one is not among them.
  const codes = receiver.received.map((r) => r.body.data.stockCode);
  expect(codes).not.toContain(refused);
  expect(log.results.every((a) => a.event === 'product.created')).toBe(true);
});

test('a bulk update of 600 products is two events of at most 500, with the run\u2019s id', async ({
  api,
}) => {
  receiver = await Receiver.start();
  await subscribe(api, 'product.updated');
  // The oldest products of the demo catalogue: the specs' slots are the newest.
  const page = await api.get('/api/v1/search/all?page=3&pagesize=1000');
  const productIds = ((await page.json()).result as { productId: string }[])
    .slice(0, 600)
    .map((p) => p.productId);
  expect(productIds).toHaveLength(600);
  const hsnCode = `${Date.now() % 100_000_000}`;
  const run = await api.put('/api/v1/bulk-update/hsn-code', { data: { productIds, hsnCode } });
  expect(run.status(), await run.text()).toBe(200);
  // Other specs' bulk runs (on the newest products) reach this webhook too: the events of these products.
  const listed = new Set(productIds.map((p) => p.toLowerCase()));
  const ours = () =>
    receiver.received.filter(
      (r) => r.body.bulk && (r.body.data.productIds as string[]).every((p) => listed.has(p)),
    );
  await expect.poll(() => ours().length, { timeout: 30_000 }).toBe(2);
  const events = ours();
  const runIds = new Set(events.map((r) => r.body.runId));
  expect(runIds.size).toBe(1);
  expect(events.map((r) => (r.body.data.productIds as string[]).length).sort()).toEqual([100, 500]);
  expect(new Set(events.flatMap((r) => r.body.data.productIds as string[]))).toEqual(listed);
  expect(events[0].body).toMatchObject({ event: 'product.updated', entityId: null, bulk: true });
  // The change as the bulk run records it (the HSN code is the products' tariff code).
  expect(events[0].body.data.changes).toEqual({ tariffCode: hsnCode });
});

test('a ping, its place in the delivery log, and its replay with the same idempotency key', async ({
  api,
}) => {
  receiver = await Receiver.start();
  // An event nothing in this service writes: only the ping and its replay reach the receiver.
  const webhook = await subscribe(api, 'order.created');
  const ping = await expectV2Success(await api.post(`${WEBHOOKS}/${webhook.id}/ping`), webhookSendSchema);
  await expect.poll(() => receiver.received.length).toBe(1);
  expect(receiver.received[0].body).toMatchObject({
    id: ping.eventId,
    event: 'webhook.ping',
    entityType: 'webhook',
    entityId: webhook.id,
  });
  await expect
    .poll(async () => (await deliveryLog(api, webhook.id)).results[0]?.deliveryStatus)
    .toBe('delivered');

  const replay = await expectV2Success(
    await api.post(`${WEBHOOKS}/${webhook.id}/deliveries/${ping.deliveryId}/replay`),
    webhookSendSchema,
  );
  expect(replay.eventId).toBe(ping.eventId);
  expect(replay.deliveryId).not.toBe(ping.deliveryId);
  await expect.poll(() => receiver.received.length).toBe(2);
  expect(receiver.received[1].headers['idempotency-key']).toBe(ping.eventId);
  const log = await settledLog(api, webhook.id);
  expect(log.results.map((a) => [a.deliveryId, a.replayOf])).toEqual([
    [replay.deliveryId, ping.deliveryId],
    [ping.deliveryId, null],
  ]);
  await expectV2Failure(
    await api.post(`${WEBHOOKS}/${webhook.id}/deliveries/${UNKNOWN_ID}/replay`),
    404,
    'NOT_FOUND',
  );
});

test('a paused webhook hears nothing until it is resumed; a rotated secret signs from then on', async ({
  api,
}) => {
  receiver = await Receiver.start();
  const webhook = await subscribe(api, 'product.updated');
  const { id, stockCode } = await newProduct(api);
  const paused = await expectWebhookAnswer(
    await api.post(`${WEBHOOKS}/${webhook.id}/deactivate`, { data: {} }),
  );
  expect(paused).toMatchObject({ isActive: false, pausedReason: 'manual' });
  await rename(api, id, `Unheard ${stockCode}`);
  const resumed = await expectWebhookAnswer(
    await api.post(`${WEBHOOKS}/${webhook.id}/activate`, { data: {} }),
  );
  expect(resumed).toMatchObject({ isActive: true, pausedReason: null, pendingDeliveries: 0 });
  const rotated = await expectV2Success(
    await api.post(`${WEBHOOKS}/${webhook.id}/rotate-secret`),
    webhookSecretSchema,
  );
  expect(rotated.secret).not.toBe(webhook.secret);
  await rename(api, id, `Heard ${stockCode}`);
  const [got] = await receiver.waitFor(id, 'product.updated');
  expect(got.body.data.name).toBe(`Heard ${stockCode}`);
  expect(validSignature(got, rotated.secret)).toBe(true);
  expect(validSignature(got, webhook.secret)).toBe(false);
  expect(receiver.of(id)).toHaveLength(1);
});

test('registration refuses what it cannot deliver, and a client sees only its own webhooks', async ({
  api,
  playwright,
  baseURL,
}) => {
  receiver = await Receiver.start();
  const cases: [Record<string, unknown>, string][] = [
    [{ url: receiver.url() }, 'event: is required'],
    [{ event: 'product.renamed', url: receiver.url() }, 'event: must be one of'],
    [{ event: 'product.updated' }, 'url: is required'],
    [{ event: 'product.updated', url: 'ftp://127.0.0.1/x' }, 'url: must be an http or https URL'],
    [{ event: 'product.updated', url: 'http://user:pw@127.0.0.1/x' }, 'url: must not carry a user name'],
    [
      { event: 'product.updated', url: 'http://169.254.169.254/latest/meta-data' },
      'url: refused: 169.254.169.254 is a cloud metadata address',
    ],
    [
      { event: 'product.updated', url: 'http://[fd00:ec2::254]/' },
      'url: refused: fd00:ec2::254 is a cloud metadata address',
    ],
    [
      { event: 'product.updated', url: 'http://0.0.0.0:8080/' },
      'url: refused: 0.0.0.0 is not a unicast address',
    ],
    [
      { event: 'product.updated', url: receiver.url(), headers: { 'X-Webhook-Signature': 'forged' } },
      'headers.X-Webhook-Signature: is set by the service',
    ],
    [
      { event: 'product.updated', url: receiver.url(), headers: [{ key: 'Bad Name', value: 'x' }] },
      'headers.0.key: must be a header name',
    ],
    [
      { event: 'product.updated', url: receiver.url(), headers: [{ key: 'X-A', value: 'a\r\nX-B: b' }] },
      'headers.0.value: must be one line',
    ],
  ];
  for (const [body, error] of cases) {
    const failure = await expectV2Failure(await api.post(WEBHOOKS, { data: body }), 400, 'VALIDATION_ERROR');
    expect(failure.errors.join(' | '), JSON.stringify(body)).toContain(error);
  }
  await expectV2Failure(await api.get(`${WEBHOOKS}/not-a-guid`), 400, 'VALIDATION_ERROR');
  await expectV2Failure(await api.get(`${WEBHOOKS}/${UNKNOWN_ID}`), 404, 'NOT_FOUND');

  const mine = await subscribe(api, 'customer.created');
  const other = await createApiClient(api, `Webhook spec ${uniqueSuffix()}`);
  const ctx = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: bearer((await tokenFor(api, other.clientId, other.clientSecret)).access_token),
  });
  try {
    const theirs = await registerWebhook(ctx, { event: 'customer.created', url: receiver.url('/theirs') });
    expect(theirs.clientId).toBe(other.clientId);
    // The other client cannot see, change or delete the admin's webhook; the admin (back-office) sees both.
    await expectV2Failure(await ctx.get(`${WEBHOOKS}/${mine.id}`), 404, 'NOT_FOUND');
    await expectV2Failure(await ctx.delete(`${WEBHOOKS}/${mine.id}`), 404, 'NOT_FOUND');
    const theirList = await expectV2Success(await ctx.get(WEBHOOKS), webhookListSchema);
    expect(theirList.results.map((w) => w.id)).toEqual([theirs.id]);
    const all = await expectV2Success(
      await api.get(`${WEBHOOKS}?event=customer.created&pageSize=100`),
      webhookListSchema,
    );
    expect(all.results.map((w) => w.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    await removeWebhook(ctx, theirs.id);
  } finally {
    await ctx.dispose();
    await api.delete(`/api/v2/infra/clients/${other.clientId}`);
  }
});
