import createClient from 'openapi-fetch';
// The types openapi-typescript generated from the OpenAPI document (npm run openapi; typecheck runs it).
import type { paths } from '../../.openapi/catalogue-api';
import { clientId, clientSecret, expect, test } from '../support/api';

/**
 * An integrator's journey with a client generated from the OpenAPI document by tools nobody here
 * wrote: openapi-typescript's types and openapi-fetch over the platform's fetch. Paths, parameters,
 * bodies and answers are typed by the document alone; typecheck proves the calls match it, this spec
 * that the service answers them as typed.
 */
test('a client generated from the OpenAPI document gets a token, searches, reads a product and fills a basket', async ({ baseURL }) => {
  const anonymous = createClient<paths>({ baseUrl: baseURL });
  const token = await anonymous.POST('/oAuth/Token', {
    body: { grant_type: 'client_credentials', client_id: clientId(), client_secret: clientSecret() },
    // The token endpoint takes a form, as OAuth 2.0 says; openapi-fetch sends JSON unless told.
    bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(token.response.status).toBe(200);
  expect(token.data?.token_type.toLowerCase()).toBe('bearer');
  expect(token.data?.expires_in).toBe(86_400);

  const client = createClient<paths>({ baseUrl: baseURL, headers: { Authorization: `Bearer ${token.data!.access_token}` } });

  const search = await client.POST('/api/v2/catalog/search/advanced', { body: { freeText: 'tee', pageSize: 20, sortBy: 'price-desc' } });
  expect(search.response.status).toBe(200);
  const results = search.data!.result!.results;
  expect(results.length).toBeGreaterThan(0);
  for (const item of results) expect(`${item.name} ${item.stockCode} ${item.brand}`.toLowerCase()).toContain('tee');
  // A product a basket takes: a variant (or a product without variants) in stock, sold only from stock.
  const sellable = results
    .flatMap((item) =>
      item.hasVariant
        ? item.variantProducts.map((v) => ({ id: v.productId, stock: v.currentStock, counted: !v.sellWithoutInventory, limit: v.maxPurchaseQty }))
        : [{ id: item.id, stock: item.currentStock, counted: !item.flags.sellWithoutInventory, limit: item.maxPurchaseQty }],
    )
    .find((p) => p.counted && p.stock >= 2 && p.limit === 0);
  expect(sellable, 'a product in stock among the results').toBeTruthy();

  const detail = await client.GET('/api/v1/product/{id}', { params: { path: { id: sellable!.id } } });
  expect(detail.response.status).toBe(200);
  expect(detail.data!.messageCode).toBe('OK');
  const product = detail.data!.result!;
  expect(product.productId).toBe(sellable!.id);
  expect(product.basicInfo.name.toLowerCase()).toContain('tee');

  const created = await client.POST('/api/v2/commerce/basket/create', { body: { currencyCode: 'GBP' } });
  expect(created.response.status).toBe(200);
  const basketId = created.data!.result!.id;
  expect(created.data!.result!.lineItems).toEqual([]);

  const added = await client.POST('/api/v2/commerce/basket/{id}/items', {
    params: { path: { id: basketId } },
    body: { productId: sellable!.id, qty: 2 },
  });
  expect(added.response.status).toBe(200);
  const basket = added.data!.result!;
  expect(basket.id).toBe(basketId);
  expect(basket.lineItems).toEqual([expect.objectContaining({ productId: sellable!.id, qty: 2, stockCode: product.basicInfo.stockCode })]);
  expect(basket.grandTotal.raw.withTax).toBeGreaterThan(0);

  // A refusal comes back typed as the document's failure wrapper.
  const refused = await client.POST('/api/v2/commerce/basket/{id}/items', { params: { path: { id: basketId } }, body: { productId: sellable!.id, qty: 0 } });
  expect(refused.response.status).toBe(400);
  expect(refused.error).toMatchObject({ success: false, result: null });
  expect(refused.error!.errors[0]).toMatch(/^qty: /);
});
