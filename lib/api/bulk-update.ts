import 'server-only';
import { z } from 'zod';
import { productDataItemSchema } from '@/lib/api/schemas/product-data';
import {
  advancedSearchBodySchema,
  MAX_ID_RESULTS,
  type AdvancedSearchBody,
} from '@/lib/api/schemas/product-search';
import { bulkChangeSchema, bulkRequestBody, type BulkChange } from './schemas/bulk-operations';
import { requestA, requestB, requestMutation } from './http';
import { countCatalogue } from './products';
import { pricePreviewSchema, type PriceChangeBody } from './schemas/bulk-price';
import { bulkMutationResultSchema } from './schemas/bulk-runs';

export { bulkChangeSchema, type BulkChange };

/**
 * The bulk-update wizard's calls: "every product matching" (count, then all ids), current values of
 * a sample, and one batch of a change (PUT /api/v1/bulk-update/…). Meta-info comes from
 * lib/api/product-meta.ts, shared with the product form.
 */

const productRowSchema = z.object({ productId: z.string(), name: z.string(), stockCode: z.string() });
export type ProductRow = z.infer<typeof productRowSchema>;

/**
 * How many products and variants match `filters` (the catalogue's one count, docs/counts.md; a bulk
 * change acts on both), and the first few (POST /api/v1/search/advanced).
 */
export async function countMatchingProducts(filters: AdvancedSearchBody, sample = 5) {
  const body = advancedSearchBodySchema.parse(filters);
  const [counts, { result }] = await Promise.all([
    countCatalogue(body),
    requestA({ method: 'POST', path: '/api/v1/search/advanced', query: { page: 1, pagesize: sample }, body }, z.array(productRowSchema)),
  ]);
  return { total: counts.products + counts.variants, counts, sample: result };
}

/**
 * The ids of every product matching `filters` (POST /api/v1/search/advanced/ids, extension): at most
 * MAX_ID_RESULTS; `total` tells when there are more.
 */
export async function matchingProductIds(filters: AdvancedSearchBody) {
  const { result, totalRecords } = await requestA(
    {
      method: 'POST',
      path: '/api/v1/search/advanced/ids',
      body: advancedSearchBodySchema.parse(filters),
      timeoutMs: 120_000,
    },
    z.array(z.string()),
  );
  return { ids: result, total: totalRecords, limit: MAX_ID_RESULTS };
}

/** Current values of `fieldCodes` for a few products (POST /api/v1/product/data, extension). */
export async function productFieldValues(productIds: string[], fieldCodes: string[]) {
  const { result } = await requestA(
    {
      method: 'POST',
      path: '/api/v1/product/data',
      body: { page: 1, pagesize: productIds.length, productIds, fieldCodes, searchFor: 3 },
    },
    z.array(productDataItemSchema),
  );
  return result;
}

/**
 * Applies `change` to one batch of products (all or nothing: the service writes in one transaction);
 * the answer names the run and counts what it changed, what was already so and what was skipped.
 * `respondAsync` runs it as a background job whatever its size (`Prefer: respond-async`): the
 * recordId is then the job id, and the job names its bulk run, which an Undo needs.
 */
export async function applyBulkChange(
  change: BulkChange,
  productIds: string[],
  userId?: string,
  options: { respondAsync?: boolean } = {},
) {
  const { path, body } = bulkRequestBody(change, productIds);
  return requestMutation(
    {
      method: 'PUT',
      path: `/api/v1/bulk-update/${path}`,
      body,
      headers: { ...(userId ? { UserId: userId } : {}), ...(options.respondAsync ? { Prefer: 'respond-async' } : {}) },
      timeoutMs: 120_000,
    },
    bulkMutationResultSchema,
  );
}

/**
 * Applies `change` to every product matching `filters` in ONE call (PUT
 * /api/v1/bulk-update/by-filter/{operation}, extension): the service resolves the filter and runs it
 * as a background job (`Prefer: respond-async`); the recordId is the job id.
 */
export async function applyBulkChangeByFilter(change: BulkChange, filters: AdvancedSearchBody, userId?: string) {
  const { path, body } = bulkRequestBody(change, []);
  const fields = { ...body };
  delete fields.productIds;
  return requestMutation({
    method: 'PUT',
    path: `/api/v1/bulk-update/by-filter/${path}`,
    body: { ...fields, filter: advancedSearchBodySchema.parse(filters) },
    headers: { Prefer: 'respond-async', ...(userId ? { UserId: userId } : {}) },
    timeoutMs: 120_000,
  });
}

/** Before and after of a price change for these products, without writing (POST /api/v1/bulk-update/price/preview, extension). */
export async function previewPriceChange(price: PriceChangeBody, productIds: string[]) {
  return requestB({ method: 'POST', path: '/api/v1/bulk-update/price/preview', body: { ...price, productIds }, timeoutMs: 120_000 }, pricePreviewSchema);
}
