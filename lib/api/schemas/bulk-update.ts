import { z } from 'zod';
import { guidSchema, str } from './fields';

/** Most products one bulk-update call may list (the ids endpoint of the search returns at most as many). */
export const MAX_BULK_PRODUCTS = 100_000;
/** Body limit of the bulk-update endpoints: 100,000 Guids in JSON take about 4 MB. */
export const BULK_MAX_BODY_BYTES = 8 * 1024 * 1024;
/** How many bad or unknown ids an error response lists (then gives the count). */
export const MAX_LISTED_ID_ERRORS = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `productIds`: 1 to 100,000 Guids; duplicates are allowed (each product is updated once). Malformed
 * ids are listed (the first 20, then a count) instead of one message per id.
 */
export const productIdsSchema = z
  .array(str(), { error: (iss) => (iss.input === undefined ? 'is required' : 'must be a list of Guids') })
  .min(1, 'must list at least one product')
  .max(MAX_BULK_PRODUCTS, `must list at most ${MAX_BULK_PRODUCTS} products`)
  .superRefine((ids, ctx) => {
    let bad = 0;
    ids.forEach((id, i) => {
      if (UUID.test(id)) return;
      bad++;
      if (bad <= MAX_LISTED_ID_ERRORS) ctx.addIssue({ code: 'custom', path: [i], message: `must be a Guid (got "${String(id).slice(0, 40)}")` });
    });
    if (bad > MAX_LISTED_ID_ERRORS) ctx.addIssue({ code: 'custom', message: `${bad} ids are not Guids (the first ${MAX_LISTED_ID_ERRORS} are listed)` });
  })
  .meta({ description: `Guids of the products to update: 1 to ${MAX_BULK_PRODUCTS}; duplicates are ignored` });

/** Values travel as strings; numbers and booleans are accepted and turned into their text. */
const fieldValue = z
  .union([z.string(), z.number(), z.boolean()], { error: (iss) => (iss.input === undefined ? 'is required' : 'must be a string') })
  .transform(String)
  .meta({ description: "The value as text (see meta-info inputType); '' clears the field where it may be empty" });

export const fieldChangeSchema = z
  .object({ fieldCode: str().trim().min(1, 'is required').max(100), fieldValue })
  .meta({ id: 'BulkFieldChange' });
export type FieldChangeInput = z.output<typeof fieldChangeSchema>;

export const anyFieldSchema = z
  .object({ productIds: productIdsSchema, fieldCode: fieldChangeSchema.shape.fieldCode, fieldValue })
  .meta({ id: 'BulkUpdateAnyField' });

const dataSchema = z
  .array(fieldChangeSchema, { error: (iss) => (iss.input === undefined ? 'is required' : 'must be a list of {fieldCode, fieldValue}') })
  .min(1, 'must hold at least one field')
  .max(100, 'must hold at most 100 fields');

/** The listing's form: one set of fields for every listed product. */
export const multipleFieldsListingSchema = z
  .object({ productIds: productIdsSchema, data: dataSchema })
  .meta({ id: 'BulkUpdateMultipleFields' });

/**
 * The sample's form: a list of {productId, data}, each product with its own fields. Extension:
 * `version`, the product's version as the caller read it (the number of its ETag, or Product Data's
 * `version`); when any listed product is at another version the call is refused (409), nothing written.
 */
export const multipleFieldsSampleSchema = z
  .array(
    z.object({
      productId: guidSchema,
      version: z
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be a version of the product (1 or more)')
        .optional()
        .meta({ description: "Extension: the product's version as read (Product Data's version, or its detail's ETag); 409 when it changed since" }),
      data: dataSchema,
    }),
  )
  .min(1, 'must list at least one product')
  .max(MAX_BULK_PRODUCTS, `must list at most ${MAX_BULK_PRODUCTS} products`)
  .meta({ id: 'BulkUpdateMultipleFieldsPerProduct' });

/**
 * Either body form of multiple-fields: an array is the sample's form, anything else the listing's. The
 * form is chosen by shape so that errors name the exact field ("productIds.3: must be a Guid") rather
 * than "matches neither form".
 */
export const multipleFieldsSchema = z.unknown().transform((body, ctx) => {
  const parsed = Array.isArray(body) ? multipleFieldsSampleSchema.safeParse(body) : multipleFieldsListingSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export const tagsSchema = z
  .object({
    productIds: productIdsSchema,
    tags: z
      .array(str().trim().min(1, 'must not be empty').max(50, 'must be at most 50 characters'), {
        error: (iss) => (iss.input === undefined ? 'is required' : 'must be a list of strings'),
      })
      .min(1, 'must hold at least one tag')
      .max(50, 'must hold at most 50 tags')
      .meta({ description: 'Added to each product (lower-cased); tags a product already has are kept' }),
    mode: z
      .enum(['add', 'remove'], { error: 'must be add or remove' })
      .default('add')
      .meta({ description: 'Extension: add (default) the tags, or remove them from each product that has them' }),
  })
  .meta({ id: 'BulkUpdateTags' });

export const collectionSchema = z
  .object({ productIds: productIdsSchema, collectionId: guidSchema.meta({ description: 'The products are added to it; other collections are kept' }) })
  .meta({ id: 'BulkUpdateCollection' });
/** Extension (docs/channels.md): add the products to a channel, or take them out of it. */
export const channelBulkSchema = z
  .object({
    productIds: productIdsSchema,
    channelId: guidSchema.meta({ description: 'The channel (GET /api/v1/channel)' }),
    action: z
      .enum(['add', 'remove'], { error: 'must be add or remove' })
      .meta({ description: 'add: the products join the channel (other channels are kept); remove: they leave it' }),
  })
  .meta({ id: 'BulkUpdateChannel' });
export const vendorSchema = z
  .object({ productIds: productIdsSchema, vendorId: guidSchema.meta({ description: 'Supplier recordId' }) })
  .meta({ id: 'BulkUpdateVendor' });
export const brandSchema = z
  .object({
    productIds: productIdsSchema,
    brandId: guidSchema.meta({ description: 'A brand (its sub-brand is cleared unless it belongs to it) or a sub-brand (its brand is set too)' }),
  })
  .meta({ id: 'BulkUpdateBrand' });
export const hsnCodeSchema = z.object({ productIds: productIdsSchema, hsnCode: str().trim() }).meta({ id: 'BulkUpdateHsnCode' });
export const cooSchema = z
  .object({ productIds: productIdsSchema, countryOfOrigin: str().trim() })
  .meta({ id: 'BulkUpdateCountryOfOrigin' });
export const statusSchema = z
  .object({
    productIds: productIdsSchema,
    status: z
      .number({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a whole number') })
      .int('must be a whole number')
      .min(0, 'must be a status id from 0 to 4')
      .max(4, 'must be a status id from 0 to 4'),
  })
  .meta({ id: 'BulkUpdateStatus' });
