import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, expectV2Failure, test, uniqueSuffix } from '../support/api';
import { EMPTY_GUID } from '../support/real-clients';
import { createProduct, deliveryLog, Receiver } from '../support/webhooks';

/**
 * The vendor's automation node (better-commerce/n8n-nodes-bettercommerce) against the webhook service,
 * its module URL set to `<service>/api/v2/webhook`: each call replayed as its Utils/Client.ts sends it
 * (JSON body, bearer token, `{module}/webhook` and `{module}/webhook/{id}`, `{module}/webhooks/{id}/activate`),
 * each answer read as the calling Action reads it, and a delivery read as its BetterCommerceWebhook
 * trigger reads it.
 */
const MODULE = '/api/v2/webhook';
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** What the node's httpRequest resolves to: the parsed body. */
async function nodeCall(res: APIResponse): Promise<Record<string, unknown>> {
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Client.createWebhook: the IWebhookConfig the Webhook/Create action builds, mapped as the client maps it. */
function createWebhookBody(config: {
  event: string;
  url: string;
  description?: string;
  isActive?: boolean;
  headers?: Record<string, string>;
}) {
  const [entityType, ...rest] = config.event.split('.');
  return {
    name: config.description || `Webhook for ${config.event}`,
    entityType,
    eventType: rest.join('.'),
    webhookEntityTypes: 0,
    webhookEventTypes: 1,
    method: 0,
    destination: config.url,
    isActive: config.isActive !== undefined ? config.isActive : true,
    targetType: 1,
    customHeaders: config.headers
      ? Object.entries(config.headers).map(([key, value]) => ({ key, value }))
      : [],
  };
}

/** n8n's returnJsonArray: an object is one item, an array one item per element. */
const returnJsonArray = (data: unknown) => (Array.isArray(data) ? data : [data]).map((json) => ({ json }));

let receiver: Receiver;
test.afterEach(async () => {
  await receiver?.close();
});

test('Modules/Webhook Create, Get, Update and Delete, as Client.ts sends them and the actions read the answers', async ({
  api,
}) => {
  receiver = await Receiver.start();
  const n8nUrl = receiver.url(`/webhook/${uniqueSuffix().toLowerCase()}`);
  // Webhook/Create: client.createWebhook(config) → POST {webhook}/webhook
  const response = await nodeCall(
    await api.post(`${MODULE}/webhook`, {
      headers: JSON_TYPE,
      data: createWebhookBody({
        event: 'quote.status.changed',
        url: n8nUrl,
        description: 'Quote moves to n8n',
        headers: { 'X-N8N-Auth': 'secret-value' },
      }),
    }),
  );
  const created = {
    success: true,
    webhookId: response.recordId || response.id,
    name: response.name,
    entityType: response.entityType,
    eventType: response.eventType,
    destination: response.destination,
    isActive: response.isActive,
    createdAt: response.createdAt,
  };
  expect(created).toMatchObject({
    name: 'Quote moves to n8n',
    entityType: 'quote',
    eventType: 'status.changed',
    destination: n8nUrl,
    isActive: true,
  });
  expect(created.webhookId).toMatch(/^[0-9a-f-]{36}$/);
  expect(created.webhookId).not.toBe(EMPTY_GUID);
  expect(Date.parse(String(created.createdAt))).not.toBeNaN();
  const id = String(created.webhookId);

  // Webhook/Get, returnAll false: client.getWebhook(id) → GET {webhook}/webhook/{id}; the item is the answer itself.
  const one = await nodeCall(await api.get(`${MODULE}/webhook/${id}`, { headers: JSON_TYPE }));
  expect(one).toMatchObject({
    id,
    recordId: id,
    entityType: 'quote',
    eventType: 'status.changed',
    destination: n8nUrl,
    success: true,
  });
  // Webhook/Get, returnAll true with its filters: client.getWebhooks(filters) → GET {webhook}/webhook?event=&isActive=
  const all = await nodeCall(
    await api.get(`${MODULE}/webhook`, {
      headers: JSON_TYPE,
      params: { event: 'quote.status.changed', isActive: 'true' },
    }),
  );
  const listed = (all.result as { results: { id: string }[] }).results.map((w) => w.id);
  expect(listed).toContain(id);

  // Webhook/Update: client.updateWebhook(id, config) → PUT {webhook}/webhook/{id} with the unmapped config
  const updated = await nodeCall(
    await api.put(`${MODULE}/webhook/${id}`, {
      headers: JSON_TYPE,
      data: {
        event: 'quote.created',
        url: `${n8nUrl}-v2`,
        description: 'Quotes to n8n',
        includeMetadata: true,
        isActive: true,
        headers: { 'X-N8N-Auth': 'rotated' },
      },
    }),
  );
  const result = {
    success: true,
    webhookId: updated.recordId || updated.id,
    event: `${updated.entityType}.${updated.eventType}`,
    url: updated.destination,
    updatedAt: updated.updatedAt,
  };
  expect(result).toMatchObject({ webhookId: id, event: 'quote.created', url: `${n8nUrl}-v2` });
  expect(Date.parse(String(result.updatedAt))).toBeGreaterThanOrEqual(Date.parse(String(created.createdAt)));

  // Client.deactivateWebhook / activateWebhook → POST {webhook}/webhooks/{id}/deactivate|activate with {}
  expect(
    await nodeCall(await api.post(`${MODULE}/webhooks/${id}/deactivate`, { headers: JSON_TYPE, data: {} })),
  ).toMatchObject({ id, isActive: false });
  expect(
    await nodeCall(await api.post(`${MODULE}/webhooks/${id}/activate`, { headers: JSON_TYPE, data: {} })),
  ).toMatchObject({ id, isActive: true });

  // Webhook/Delete: client.deleteWebhook(id) → DELETE {webhook}/webhook/{id}
  expect(await nodeCall(await api.delete(`${MODULE}/webhook/${id}`, { headers: JSON_TYPE }))).toMatchObject({
    success: true,
    result: true,
  });
  await expectV2Failure(await api.get(`${MODULE}/webhook/${id}`, { headers: JSON_TYPE }), 404, 'NOT_FOUND');
});

test('BetterCommerceWebhook trigger: activate registers, its webhook method reads the delivery, deactivate deletes', async ({
  api,
}) => {
  receiver = await Receiver.start();
  // The trigger's default path on an n8n instance: POST {n8n}/webhook/<workflow path>, answered at once.
  receiver.answer = () => ({ status: 200, body: JSON.stringify({ message: 'Workflow was started' }) });
  const webhookUrl = receiver.url(`/webhook/${uniqueSuffix().toLowerCase()}/webhook`);
  const staticData: { webhookId?: unknown } = {};

  // activate(): the event split in two, the payload built as the trigger builds it, includeMetadata added
  const event = 'product.created';
  const [entityType, ...rest] = event.split('.');
  const headers = { 'X-Workflow': 'orders' };
  const response = await nodeCall(
    await api.post(`${MODULE}/webhook`, {
      headers: JSON_TYPE,
      data: {
        name: `n8n Webhook for ${event}`,
        entityType,
        eventType: rest.join('.'),
        webhookEntityTypes: 0,
        webhookEventTypes: 1,
        method: 0,
        destination: webhookUrl,
        isActive: true,
        targetType: 1,
        customHeaders: Object.entries(headers).map(([key, value]) => ({ key, value })),
        includeMetadata: true,
      },
    }),
  );
  staticData.webhookId = response.id || response.recordId;
  expect(staticData.webhookId).toMatch(/^[0-9a-f-]{36}$/);

  // A product created through the service reaches the trigger's webhook(): getBodyData() → returnJsonArray
  const stockCode = `N8N-${uniqueSuffix()}`;
  const made = await createProduct(api, stockCode);
  expect(made.status(), await made.text()).toBe(200);
  const productId = (await made.json()).recordId as string;
  const [delivery] = await receiver.waitFor(productId, 'product.created');
  expect(delivery.headers['x-workflow']).toBe('orders');
  const items = returnJsonArray(JSON.parse(delivery.raw));
  expect(items).toHaveLength(1);
  expect(items[0].json).toMatchObject({
    event: 'product.created',
    entityType: 'product',
    eventType: 'created',
    entityId: productId,
    bulk: false,
    data: { id: productId, stockCode, name: `Webhook lamp ${stockCode}` },
    metadata: { webhookId: staticData.webhookId, attempt: 1, source: 'api' },
  });
  await expect
    .poll(async () => (await deliveryLog(api, String(staticData.webhookId))).results[0]?.responseExcerpt)
    .toContain('Workflow was started');

  // deactivate(): client.delete(`/webhook/${webhookId}`), then the id is forgotten
  await nodeCall(await api.delete(`${MODULE}/webhook/${staticData.webhookId}`, { headers: JSON_TYPE }));
  delete staticData.webhookId;
  await expectV2Failure(await api.get(`${MODULE}/webhooks/${response.id}`), 404, 'NOT_FOUND');
});

test('Modules/Trigger/Webhook (the action, not the trigger): only event, url and includeMetadata, named by the client', async ({
  api,
}) => {
  receiver = await Receiver.start();
  const body = { ...createWebhookBody({ event: 'customer.created', url: receiver.url('/n8n') }) };
  const response = await nodeCall(await api.post(`${MODULE}/webhook`, { headers: JSON_TYPE, data: body }));
  expect({
    webhookId: response.recordId || response.id,
    event: `${response.entityType}.${response.eventType}`,
    url: response.destination,
    createdAt: response.createdAt,
  }).toMatchObject({ event: 'customer.created', url: receiver.url('/n8n') });
  expect(response.name).toBe('Webhook for customer.created');
  await cleanUp(api, String(response.id));
});

async function cleanUp(api: APIRequestContext, id: string) {
  await nodeCall(await api.delete(`${MODULE}/webhook/${id}`, { headers: JSON_TYPE }));
}
