import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { bulkPriceSchema, PRICE_PREVIEW_ROWS, pricePreviewSchema } from '@/lib/api/schemas/bulk-price';
import { familyCompletenessSchema } from '@/lib/api/schemas/completeness';
import { addPath, jsonBody, responses } from './helpers';

const completeness = `A product's required attributes are meta-info's isRequired ones plus its family's requiredAttributes (the family whose code is the product's customAttributeSetId; PUT /api/v1/product-family/{id} sets the list). completeness = filled over required, 0–100 rounded down; missingAttributes lists the empty ones in that order. Core fields count as filled when set (text not empty, a reference chosen, a dimension above 0; integers and booleans always), custom attributes when they have a value, "Images" when the product has an active image. There are no per-channel attributes, so there is one completeness per product (not one per microsite). Kept in the same transaction as every product write. Product detail, the v1 search items and the v2 catalogue search items carry completeness and missingAttributes; POST /api/v1/search/advanced accepts completenessBelow.`;

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
    method: 'post',
    path: '/api/v1/bulk-update/price/preview',
    operationId: 'previewBulkPriceUpdate',
    summary: 'Before and after of a price change, without writing',
    description: `The same body as PUT /api/v1/bulk-update/price. Counts every price row, how many would change and how many end at cost, and lists the first ${PRICE_PREVIEW_ROWS} (by product name) with before and after. Writes nothing.`,
    request: { body: jsonBody(bulkPriceSchema) },
    responses: responses('B', pricePreviewSchema, [400, 401, 404, 413]),
  });
}
