import { z } from 'zod';
import { BULK_MAX_BODY_BYTES, anyFieldSchema, brandSchema, channelBulkSchema, collectionSchema, cooSchema, fieldChangeSchema, hsnCodeSchema } from './bulk-update';
import { multipleFieldsListingSchema, multipleFieldsSampleSchema, multipleFieldsSchema, statusSchema, tagsSchema, vendorSchema } from './bulk-update';
import { bulkPriceSchema, priceChangeSchema } from './bulk-price';
import { guidSchema, str } from './fields';

/**
 * The one registry of bulk operations: each entry is a PUT /api/v1/bulk-update/{path} endpoint and
 * everything that lists it reads it here — the route (lib/http/bulk.ts), the service function
 * (lib/service/products/bulk/operations.ts, checked complete by the type checker), "all N matching"
 * (PUT …/by-filter/{path}), the OpenAPI document (lib/openapi/paths-v1-bulk-update.ts), the
 * back-office client (lib/api/bulk-update.ts) and the wizard's step 2 (app/(admin)/bulk-update).
 *
 * A new operation: an entry here, its service function there, and a one-line route file
 * app/api/v1/bulk-update/{path}/route.ts (Next needs a file per path; test/openapi-routes.test.ts
 * notices a missing one).
 */
interface BulkOperationEntry<P extends string, B extends z.ZodType, C extends z.ZodObject<{ kind: z.ZodLiteral<string> }>> {
  /** PUT /api/v1/bulk-update/{path}, and the {operation} of by-filter. */
  path: P;
  /** Other spellings of the path served by the same handler (the spec's sample writes multiple-field). */
  aliases?: string[];
  /** The endpoint's body, with productIds. */
  body: B;
  /** The body by-filter completes with the matching productIds, when `body` takes another form too. */
  filterBody?: z.ZodType;
  /** The body as the OpenAPI document shows it, when `body` cannot describe itself (a transform). */
  documentedBody?: z.ZodType;
  /** The change as the back-office holds it (the wizard, the grid's quick actions): `kind` names it. */
  change: C;
  /** The change's fields as the endpoint's body takes them, without productIds. */
  toBody(change: z.output<C>): Record<string, unknown>;
  openapi: {
    /** Stable and unique in the document: generated clients name their functions after it. */
    operationId: string;
    summary: string;
    /** What this operation adds to the rules every bulk operation shares. */
    description: string;
    /** Not in the spec: tagged Extensions, and described by `description` alone. */
    extension?: boolean;
  };
  /** Step 2 of the wizard. `fieldCode`: the meta-info field it sets; null when the person picks the field(s). */
  wizard: { label: string; description: string; fieldCode: string | null };
}

function operation<P extends string, B extends z.ZodType, C extends z.ZodObject<{ kind: z.ZodLiteral<string> }>>(
  entry: BulkOperationEntry<P, B, C>,
) {
  return { ...entry, kind: entry.change.shape.kind.value as z.output<C>['kind'] };
}

const change = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) => z.object({ kind: z.literal(kind), ...shape });

/** In the wizard's order (step 2 lists them so). */
export const BULK_OPERATIONS = [
  operation({
    path: 'status',
    body: statusSchema,
    change: change('status', { status: z.number().int().min(0).max(4) }),
    toBody: (c) => ({ status: c.status }),
    openapi: {
      operationId: 'bulkUpdateStatus',
      summary: 'Set the status',
      description: 'status: 0 None, 1 Draft, 2 Active, 3 Archived, 4 Discontinued. Setting Active stamps published when the product was never published.',
    },
    wizard: { label: 'Status', description: 'Draft, active, archived or discontinued', fieldCode: 'Status' },
  }),
  operation({
    path: 'tags',
    body: tagsSchema,
    change: change('tags', {
      tags: z.array(str().trim().min(1).max(50)).min(1).max(50),
      /** The grid's quick actions also remove tags; the wizard adds (the endpoint's default). */
      mode: z.enum(['add', 'remove']).optional(),
    }),
    toBody: (c) => ({ tags: c.tags, ...(c.mode ? { mode: c.mode } : {}) }),
    openapi: {
      operationId: 'bulkUpdateTags',
      summary: 'Add tags',
      description: 'Adds the tags (trimmed, lower-cased) to each product and keeps the tags it has; to replace tags use any-field with Tags.',
    },
    wizard: { label: 'Add tags', description: 'Tags are added; tags a product already has are kept', fieldCode: 'Tags' },
  }),
  operation({
    path: 'collection',
    body: collectionSchema,
    change: change('collection', { collectionId: guidSchema }),
    toBody: (c) => ({ collectionId: c.collectionId }),
    openapi: {
      operationId: 'bulkUpdateCollection',
      summary: 'Add to a collection',
      description: 'Adds each product to the collection (404 for an unknown collection); other collections are kept.',
    },
    wizard: { label: 'Add to a collection', description: 'Other collections are kept', fieldCode: 'Collections' },
  }),
  operation({
    path: 'channel',
    body: channelBulkSchema,
    change: change('channel', { channelId: guidSchema, action: z.enum(['add', 'remove']) }),
    toBody: (c) => ({ channelId: c.channelId, action: c.action }),
    openapi: {
      operationId: 'bulkUpdateChannel',
      summary: 'Add products to a channel, or take them out of it',
      extension: true,
      description:
        'Channels (docs/channels.md). action add: each product joins the channel (its other channels are kept); remove: each leaves it. An unknown channel is a 404. The run\u2019s history names the products whose channels changed (field `channels.<channel id>`, false → true when added, true → false when removed); its undo takes them out again, or puts them back.',
    },
    // Not offered by the wizard yet: its step 3 draws a meta-info field, and channels are none (docs/channels.md).
    wizard: { label: 'Channel', description: 'Add to a channel or take out of it', fieldCode: 'Channels' },
  }),
  operation({
    path: 'brand',
    body: brandSchema,
    change: change('brand', { brandId: guidSchema }),
    toBody: (c) => ({ brandId: c.brandId }),
    openapi: {
      operationId: 'bulkUpdateBrand',
      summary: 'Set the brand',
      description: 'A brand id sets the brand (and clears a sub-brand of another brand); a sub-brand id sets the sub-brand and its brand. An unknown id is a 404.',
    },
    wizard: { label: 'Brand', description: 'The brand the products belong to', fieldCode: 'Brand' },
  }),
  operation({
    path: 'vendor',
    body: vendorSchema,
    change: change('vendor', { vendorId: guidSchema }),
    toBody: (c) => ({ vendorId: c.vendorId }),
    openapi: {
      operationId: 'bulkUpdateVendor', summary: 'Set the vendor (supplier)', description: 'An unknown supplier is a 404.' },
    wizard: { label: 'Vendor', description: 'The supplier the products come from', fieldCode: 'Vendor' },
  }),
  operation({
    path: 'hsn-code',
    body: hsnCodeSchema,
    change: change('hsnCode', { hsnCode: z.string() }),
    toBody: (c) => ({ hsnCode: c.hsnCode }),
    openapi: {
      operationId: 'bulkUpdateHsnCode', summary: 'Set the HSN / tariff code', description: 'hsnCode: 6 to 10 digits.' },
    wizard: { label: 'HSN code', description: 'Harmonised System tariff code', fieldCode: 'HSNCode' },
  }),
  operation({
    path: 'coo',
    body: cooSchema,
    change: change('countryOfOrigin', { countryOfOrigin: z.string() }),
    toBody: (c) => ({ countryOfOrigin: c.countryOfOrigin }),
    openapi: {
      operationId: 'bulkUpdateCountryOfOrigin', summary: 'Set the country of origin', description: 'countryOfOrigin: ISO 3166-1 alpha-2 code (case-insensitive).' },
    wizard: { label: 'Country of origin', description: 'Where the products are made', fieldCode: 'CountryOfOrigin' },
  }),
  operation({
    path: 'any-field',
    body: anyFieldSchema,
    change: change('anyField', { fieldCode: fieldChangeSchema.shape.fieldCode, fieldValue: z.string() }),
    toBody: (c) => ({ fieldCode: c.fieldCode, fieldValue: c.fieldValue }),
    openapi: {
      operationId: 'bulkUpdateAnyField',
      summary: 'One attribute, one value, many products',
      description:
        'fieldCode: a meta-info field code (case-insensitive). The Tags field replaces the tags (comma-separated); Category sets the default category (the old default link is replaced, other category links stay); Brand clears a sub-brand of another brand; SubBrand also sets its brand; Status Active sets published when never published.',
    },
    wizard: { label: 'Any field', description: 'One bulk-editable field', fieldCode: null },
  }),
  operation({
    path: 'multiple-fields',
    aliases: ['multiple-field'],
    body: multipleFieldsSchema,
    filterBody: multipleFieldsListingSchema,
    documentedBody: z.union([multipleFieldsListingSchema, multipleFieldsSampleSchema]),
    change: change('multipleFields', { data: z.array(fieldChangeSchema).min(1).max(100) }),
    toBody: (c) => ({ data: c.data }),
    openapi: {
      operationId: 'bulkUpdateMultipleFields',
      summary: 'Several attributes at once',
      description:
        'Two body forms: {productIds, data: [{fieldCode, fieldValue}]} (the listing) or [{productId, data}] (the sample; products with identical data are written together). A field may appear once per data list.\n\n' +
        "Extension (the product grid's save), in the sample's form: an item may carry `version`, the product's version as read (Product Data's `version`, or its detail's ETag), and `data` may name `Price.<price list code>` (the sell price with tax in that list; the price without tax follows through the tax class) and `Stock.<warehouse code>` (stock on hand there; a product without stock there gets it) beside meta-info field codes. Such a call lists each product once, is applied at once (never as a background job) with each product's own values in one transaction, recorded as ONE bulk run whose history names prices and stock as single edits do (prices.<list code>.<currency>.sellPrice, stock.<warehouse code>.onHand), undone like any run. When any listed product is at another version the call is refused with 409 CONFLICT and nothing is written, one error per such product (`<n>.version: <stock code> is at version 7, not 5`), so the caller can keep those products' changes aside and send the others again. A price in a list the product has no price in, or stock on hand below what is allocated there, is a 400 naming the value (`<n>.data.<i>.fieldValue`).",
    },
    wizard: { label: 'Several fields', description: 'Several bulk-editable fields at once', fieldCode: null },
  }),
  operation({
    path: 'price',
    body: bulkPriceSchema,
    change: change('price', { price: priceChangeSchema }),
    toBody: (c) => ({ ...c.price }),
    openapi: {
      operationId: 'bulkUpdatePrice',
      summary: 'Change a price of many products (set, raise or lower; rounding; floor at cost)',
      extension: true,
      description: `Sets, raises or lowers the sellPrice (with tax; the price without tax follows from the tax class) or the listPrice of the listed products in one price list (priceListId), every list of one currency (currencyCode) or the default list. mode set: the price becomes amount; raise / lower: by amount or by percent (lower by at most 100%). rounding (optional): ending 0.99 → the nearest price ending in .99; nearest 0.05 → the nearest multiple of 0.05. Never below 0; with floorAtCost (default true) never below the product's cost price in that list. Products without a price in the chosen list(s) are left alone. Money is computed in decimal, never in floating point.

Like every bulk-update call: all or nothing in one transaction, unknown ids a 404 (nothing written), recorded as a bulk run with one history row per changed price (field prices.<list code>.<currency>.<sellPrice|listPrice>, the name single edits use) and undone with POST /api/v1/bulk-update/runs/{runId}/undo; more than BULK_JOB_THRESHOLD products (or Prefer: respond-async) run as a background job (HTTP 202); PUT /api/v1/bulk-update/by-filter/price applies it to every match of a search filter. Body at most ${BULK_MAX_BODY_BYTES / 1024 / 1024} MB.`,
    },
    wizard: {
      label: 'Price',
      description: 'Set, raise or lower the sell or list price by an amount or a percentage, rounded, never below cost',
      fieldCode: null,
    },
  }),
] as const;

export type BulkOperation = (typeof BULK_OPERATIONS)[number];
export type BulkOperationPath = BulkOperation['path'];
/** The endpoint's body of the operation at `path` (productIds included), as the service receives it. */
export type BulkOperationBody<P extends BulkOperationPath> = z.output<Extract<BulkOperation, { path: P }>['body']>;

export const BULK_OPERATION_PATHS = BULK_OPERATIONS.map((o) => o.path) as [BulkOperationPath, ...BulkOperationPath[]];

export function bulkOperation<P extends BulkOperationPath>(path: P): Extract<BulkOperation, { path: P }> {
  return BULK_OPERATIONS.find((o) => o.path === path) as Extract<BulkOperation, { path: P }>;
}

/**
 * One change the back-office applies, independent of which products it goes to: one variant per
 * operation. The wizard builds it in the browser, its server action validates it with this schema,
 * then lib/api/bulk-update.ts sends it batch by batch with each batch's `productIds`.
 */
export const bulkChangeSchema = z.discriminatedUnion(
  'kind',
  BULK_OPERATIONS.map((o) => o.change) as unknown as [BulkOperation['change'], ...BulkOperation['change'][]],
);
export type BulkChange = z.infer<typeof bulkChangeSchema>;
export type BulkChangeKind = BulkChange['kind'];

/** The operation of a change (by its kind). */
export function operationOfChange(kind: BulkChangeKind): BulkOperation {
  return BULK_OPERATIONS.find((o) => o.kind === kind)!;
}

/** The endpoint path and body of a change for some products (productIds first, as the endpoints list it). */
export function bulkRequestBody(change: BulkChange, productIds: string[]): { path: BulkOperationPath; body: Record<string, unknown> } {
  const op = operationOfChange(change.kind);
  return { path: op.path, body: { productIds, ...(op.toBody as (c: BulkChange) => Record<string, unknown>)(change) } };
}
