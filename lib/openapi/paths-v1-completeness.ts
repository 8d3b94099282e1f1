import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { BULK_MAX_BODY_BYTES } from '@/lib/api/schemas/bulk-update';
import { bulkPriceSchema, PRICE_PREVIEW_ROWS, pricePreviewSchema } from '@/lib/api/schemas/bulk-price';
import { familyCompletenessSchema } from '@/lib/api/schemas/completeness';
import { mutationResultSchema } from '@/lib/api/schemas/wrappers';
import { addPath, jsonBody, responses } from './helpers';

const completeness = `A product's required attributes are meta-info's isRequired ones plus its family's requiredAttributes (the family whose code is the product's customAttributeSetId; PUT /api/v1/product-family/{id} sets the list). completeness = filled over required, 0–100 rounded down; missingAttributes lists the empty ones in that order. Core fields count as filled when set (text not empty, a reference chosen, a dimension above 0; integers and booleans always), custom attributes when they have a value, "Images" when the product has an active image. There are no per-channel attributes, so there is one completeness per product (not one per microsite). Kept in the same transaction as every product write. Product detail, the v1 search items and the v2 catalogue search items carry completeness and missingAttributes; POST /api/v1/search/advanced accepts completenessBelow.`;

const price = `Sets, raises or lowers the sellPrice (with tax; the price without tax follows from the tax class) or the listPrice of the listed products in one price list (priceListId), every list of one currency (currencyCode) or the default list. mode set: the price becomes amount; raise / lower: by amount or by percent (lower by at most 100%). rounding (optional): ending 0.99 → the nearest price ending in .99; nearest 0.05 → the nearest multiple of 0.05. Never below 0; with floorAtCost (default true) never below the product's cost price in that list. Products without a price in the chosen list(s) are left alone. Money is computed in decimal, never in floating point.

Like every bulk-update call: all or nothing in one transaction, unknown ids a 404 (nothing written), recorded as a bulk run with one history row per changed price (field prices.<list code>.<currency>.<sellPrice|listPrice>, the name single edits use) and undone with POST /api/v1/bulk-update/runs/{runId}/undo; more than BULK_JOB_THRESHOLD products (or Prefer: respond-async) run as a background job (HTTP 202); PUT /api/v1/bulk-update/by-filter/price applies it to every match of a search filter. Body at most ${BULK_MAX_BODY_BYTES / 1024 / 1024} MB.`;

export function registerCompletenessPaths(registry: OpenAPIRegistry) {
  addPath(registry, {
    tag: 'v1 Search',
    extension: true,
    method: 'get',
    path: '/api/v1/completeness/by-family',
    operationId: 'listCompletenessByFamily',
    summary: 'Incomplete products by family',
    description: `Per product family: products, how many are incomplete (below 100), the average completeness and the (at most 3) attributes most often missing; most incomplete first.\n\n${completeness}`,
    responses: responses('B', z.array(familyCompletenessSchema), [401]),
  });
  addPath(registry, {
    tag: 'v1 Bulk update',
    extension: true,
    method: 'put',
    path: '/api/v1/bulk-update/price',
    operationId: 'bulkUpdatePrice',
    summary: 'Change a price of many products (set, raise or lower; rounding; floor at cost)',
    description: price,
    request: { body: jsonBody(bulkPriceSchema) },
    responses: {
      ...responses('C', z.null(), [400, 401, 404, 413]),
      202: { description: 'Accepted as a background job; recordId is the job id', content: { 'application/json': { schema: mutationResultSchema } } },
    },
  });
  addPath(registry, {
    tag: 'v1 Bulk update',
    extension: true,
    method: 'post',
    path: '/api/v1/bulk-update/price/preview',
    operationId: 'previewBulkPriceUpdate',
    summary: 'Before and after of a price change, without writing',
    description: `The same body as PUT /api/v1/bulk-update/price. Counts every price row, how many would change and how many end at cost, and lists the first ${PRICE_PREVIEW_ROWS} (by product name) with before and after. Writes nothing.`,
    request: { body: jsonBody(bulkPriceSchema) },
    responses: responses('B', pricePreviewSchema, [400, 401, 404, 413]),
  });
}
