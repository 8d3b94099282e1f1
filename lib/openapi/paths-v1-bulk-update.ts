import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  anyFieldSchema,
  brandSchema,
  BULK_MAX_BODY_BYTES,
  collectionSchema,
  cooSchema,
  hsnCodeSchema,
  MAX_BULK_PRODUCTS,
  multipleFieldsListingSchema,
  multipleFieldsSampleSchema,
  statusSchema,
  tagsSchema,
  vendorSchema,
} from '@/lib/api/schemas/bulk-update';
import { addPath, jsonBody, responses } from './helpers';

const rules = [
  `All or nothing, in one transaction. productIds: 1 to ${MAX_BULK_PRODUCTS.toLocaleString('en')} Guids (duplicates ignored), body at most ${BULK_MAX_BODY_BYTES / 1024 / 1024} MB (413 beyond). A non-Guid id is a 400; ids of no product are a 404 listing the first 20 ("productIds.N: no product has id …") with the count, and nothing is written.`,
  'Only fields with isBulkEditable true in meta-info; values are checked against the field\'s inputType, options (lookups read from the database) and validations (400 naming the body field).',
  'Every listed product gets version + 1, updated_at now and updated_by = the UserId header (a Guid when sent). Search rows are refreshed in the same transaction when name, brand or categories change.',
  'recordId: the product when exactly one is listed, else the nil Guid. Extension If-Match: with exactly one product, the ETag of its detail; 409 CONFLICT when it changed since (400 with several products).',
].join('\n\n');

const headers = z.object({
  'If-Match': z.string().optional().meta({ description: 'Extension: ETag of GET /api/v1/product/{id}; only with exactly one product' }),
  UserId: z.string().optional().meta({ description: 'Guid of the user, recorded as the product\'s last updater' }),
});

export function registerBulkUpdatePaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Bulk update';
  const put = (path: string, summary: string, body: z.ZodType, extra = '') =>
    addPath(registry, {
      tag,
      method: 'put',
      path,
      summary,
      description: extra ? `${extra}\n\n${rules}` : rules,
      request: { headers, body: jsonBody(body) },
      responses: responses('C', z.null(), [400, 401, 404, 409, 413]),
    });
  put('/api/v1/bulk-update/any-field', 'One attribute, one value, many products', anyFieldSchema, 'fieldCode: a meta-info field code (case-insensitive). The Tags field replaces the tags (comma-separated); Category sets the default category (the old default link is replaced, other category links stay); Brand clears a sub-brand of another brand; SubBrand also sets its brand; Status Active sets published when never published.');
  const both = z.union([multipleFieldsListingSchema, multipleFieldsSampleSchema]);
  const multiple = 'Two body forms: {productIds, data: [{fieldCode, fieldValue}]} (the listing) or [{productId, data}] (the sample; products with identical data are written together). A field may appear once per data list.';
  put('/api/v1/bulk-update/multiple-fields', 'Several attributes at once', both, multiple);
  put('/api/v1/bulk-update/multiple-field', 'Several attributes at once (the sample\'s spelling of the path)', both, multiple);
  put('/api/v1/bulk-update/tags', 'Add tags', tagsSchema, 'Adds the tags (trimmed, lower-cased) to each product and keeps the tags it has; to replace tags use any-field with Tags.');
  put('/api/v1/bulk-update/collection', 'Add to a collection', collectionSchema, 'Adds each product to the collection (404 for an unknown collection); other collections are kept.');
  put('/api/v1/bulk-update/vendor', 'Set the vendor (supplier)', vendorSchema, 'An unknown supplier is a 404.');
  put('/api/v1/bulk-update/hsn-code', 'Set the HSN / tariff code', hsnCodeSchema, 'hsnCode: 6 to 10 digits.');
  put('/api/v1/bulk-update/coo', 'Set the country of origin', cooSchema, 'countryOfOrigin: ISO 3166-1 alpha-2 code (case-insensitive).');
  put('/api/v1/bulk-update/brand', 'Set the brand', brandSchema, 'A brand id sets the brand (and clears a sub-brand of another brand); a sub-brand id sets the sub-brand and its brand. An unknown id is a 404.');
  put('/api/v1/bulk-update/status', 'Set the status', statusSchema, 'status: 0 None, 1 Draft, 2 Active, 3 Archived, 4 Discontinued. Setting Active stamps published when the product was never published.');
}
