import type { z } from 'zod';
import type { Db } from '@/lib/db';
import type {
  anyFieldSchema,
  brandSchema,
  channelBulkSchema,
  collectionSchema,
  cooSchema,
  FieldChangeInput,
  hsnCodeSchema,
  multipleFieldsSchema,
  statusSchema,
  tagsSchema,
  vendorSchema,
} from '@/lib/api/schemas/bulk-update';
import { invalid, notFound } from '@/lib/errors';
import { SYSTEM_ACTOR, type Actor } from '../../history';
import { channelRefs } from '../../channels';
import { brandLookup, collectionLookup, supplierLookup } from '../../lookups';
import { attributesByCode } from '../../meta-info';
import { applyBulkUpdate, type BulkOptions, type ChangeSet } from './apply';
import { applyPerProduct, needsPerProduct, priceStockLookups, resolvePerProduct, type PerProductItem } from './apply-per-product';
import { startBulkJob } from './start-job';
import { outcomeMessage, type RunOutcome } from './runs';
import { normaliseTags, resolveChange, type ChangeContext, type FieldChange } from './changes';

/**
 * The bulk-update endpoints. Each turns its body into change sets (validated against meta-info),
 * then applyBulkUpdate writes them all or nothing.
 */
export interface BulkRequest {
  userId: string | null;
  expectedVersion?: number;
  /** Who asks (ctx.actor); the system when called outside a request. */
  actor?: Actor;
  /**
   * sync: always answer when done (service callers, benchmarks); auto: a background job over the
   * threshold (HTTP); async: always a job (HTTP with `Prefer: respond-async`).
   */
  mode?: 'sync' | 'auto' | 'async';
  /** The products were just resolved from a filter (by-filter calls): see BulkOptions.idsExist. */
  idsExist?: boolean;
}
export interface BulkResult {
  /** The product when exactly one is listed, else the nil Guid; the job's id when queued. */
  recordId: string;
  message: string;
  /** Set when the change was queued as a background job: the HTTP layer answers 202 with its Location. */
  jobId?: string;
  /** The bulk run and what it did, when applied at once (a job's run reports it when it ends). */
  run?: { id: string } & RunOutcome;
}

async function context(db: Db): Promise<ChangeContext> {
  const [attributes, brands] = await Promise.all([attributesByCode(db), brandLookup(db)]);
  return { attributes, brands };
}

export function positionsOf(ids: string[], path: (i: number) => string): Map<string, string> {
  const out = new Map<string, string>();
  ids.forEach((id, i) => {
    const key = id.toLowerCase();
    if (!out.has(key)) out.set(key, path(i));
  });
  return out;
}

const lower = (ids: string[]) => ids.map((id) => id.toLowerCase());

/** Products above which an HTTP call runs as a background job (env BULK_JOB_THRESHOLD, default 5,000). */
export function bulkJobThreshold(): number {
  const n = Number(process.env.BULK_JOB_THRESHOLD);
  return Number.isInteger(n) && n >= 0 ? n : 5000;
}

export async function run(
  db: Db,
  operation: string,
  sets: ChangeSet[],
  req: BulkRequest,
  positions: Map<string, string>,
): Promise<BulkResult> {
  const options: BulkOptions = {
    userId: req.userId,
    expectedVersion: req.expectedVersion,
    positions,
    actor: req.actor ?? SYSTEM_ACTOR,
    operation,
    idsExist: req.idsExist,
  };
  const count = new Set(sets.flatMap((s) => s.productIds)).size;
  const mode = req.mode ?? 'sync';
  if (req.expectedVersion === undefined && (mode === 'async' || (mode === 'auto' && count > bulkJobThreshold()))) {
    const jobId = await startBulkJob(db, sets, options);
    const message = `${count} product${count === 1 ? '' : 's'} to update: running as background job ${jobId} (recordId); follow it at GET /api/v1/jobs/${jobId}`;
    return { recordId: jobId, message, jobId };
  }
  const { recordId, runId, outcome } = await applyBulkUpdate(db, sets, options);
  return { recordId, message: outcomeMessage(outcome), run: { id: runId, ...outcome } };
}

/** Validates a list of field changes; the same field twice in one list is refused. */
function resolveAll(ctx: ChangeContext, data: FieldChangeInput[], prefix: string, errors: string[]): FieldChange[] {
  const seen = new Map<string, number>();
  const out: FieldChange[] = [];
  data.forEach((d, i) => {
    const key = d.fieldCode.trim().toLowerCase();
    if (seen.has(key)) {
      errors.push(`${prefix}${i}.fieldCode: ${d.fieldCode} is already set by ${prefix}${seen.get(key)}`);
      return;
    }
    seen.set(key, i);
    const change = resolveChange(ctx, d.fieldCode, d.fieldValue, { code: `${prefix}${i}.fieldCode`, value: `${prefix}${i}.fieldValue` }, errors);
    if (change) out.push(change);
  });
  return out;
}

/** One field for many products, with the body field names the endpoint uses in its errors. */
async function singleField(
  db: Db,
  operation: string,
  productIds: string[],
  fieldCode: string,
  fieldValue: string,
  path: { code: string; value: string },
  req: BulkRequest,
): Promise<BulkResult> {
  const errors: string[] = [];
  const change = resolveChange(await context(db), fieldCode, fieldValue, path, errors);
  if (!change) throw invalid(errors);
  const ids = lower(productIds);
  return run(db, operation, [{ productIds: ids, changes: [change] }], req, positionsOf(ids, (i) => `productIds.${i}`));
}

export function bulkUpdateAnyField(db: Db, body: z.output<typeof anyFieldSchema>, req: BulkRequest) {
  return singleField(db, 'any-field', body.productIds, body.fieldCode, body.fieldValue, { code: 'fieldCode', value: 'fieldValue' }, req);
}

/** Both body forms: {productIds, data} (one change set) or [{productId, data}] (grouped by identical data). */
export async function bulkUpdateMultipleFields(db: Db, body: z.output<typeof multipleFieldsSchema>, req: BulkRequest) {
  const ctx = await context(db);
  const errors: string[] = [];
  if (!Array.isArray(body)) {
    const changes = resolveAll(ctx, body.data, 'data.', errors);
    if (errors.length) throw invalid(errors);
    const ids = lower(body.productIds);
    return run(db, 'multiple-fields', [{ productIds: ids, changes }], req, positionsOf(ids, (i) => `productIds.${i}`));
  }
  if (needsPerProduct(body)) return multipleFieldsPerProduct(db, ctx, body, req);
  const groups = new Map<string, ChangeSet>();
  body.forEach((item, j) => {
    const key = JSON.stringify(item.data.map((d) => [d.fieldCode.trim().toLowerCase(), d.fieldValue]));
    let group = groups.get(key);
    if (!group) {
      const changes = resolveAll(ctx, item.data, `${j}.data.`, errors);
      group = { productIds: [], changes };
      groups.set(key, group);
    }
    group.productIds.push(item.productId.toLowerCase());
  });
  if (errors.length) throw invalid(errors);
  const ids = lower(body.map((b) => b.productId));
  return run(db, 'multiple-fields', [...groups.values()], req, positionsOf(ids, (i) => `${i}.productId`));
}

/**
 * The list form with versions, prices or stock (the product grid's save): each product's own values,
 * written by shape in one transaction as one bulk run, at once. The If-Match header has no place here:
 * each item carries its own version.
 */
async function multipleFieldsPerProduct(db: Db, ctx: ChangeContext, body: PerProductItem[], req: BulkRequest): Promise<BulkResult> {
  if (req.expectedVersion !== undefined) throw invalid(['If-Match: give each product its version in the body instead']);
  const errors: string[] = [];
  const products = resolvePerProduct(ctx, await priceStockLookups(db), body, errors);
  if (errors.length) throw invalid(errors);
  const options: BulkOptions = {
    userId: req.userId,
    positions: positionsOf(products.map((p) => p.productId), (i) => `${i}.productId`),
    actor: req.actor ?? SYSTEM_ACTOR,
    operation: 'multiple-fields',
  };
  const { recordId, runId, outcome } = await applyPerProduct(db, products, options);
  return { recordId, message: outcomeMessage(outcome), run: { id: runId, ...outcome } };
}

export function bulkUpdateTags(db: Db, body: z.output<typeof tagsSchema>, req: BulkRequest) {
  const ids = lower(body.productIds);
  const tags = normaliseTags(body.tags.join(','));
  return run(db, 'tags', [{ productIds: ids, changes: [{ kind: 'tags', tags, mode: body.mode }] }], req, positionsOf(ids, (i) => `productIds.${i}`));
}

export async function bulkUpdateCollection(db: Db, body: z.output<typeof collectionSchema>, req: BulkRequest) {
  if (!(await collectionLookup(db)).has(body.collectionId))
    throw notFound(`Collection ${body.collectionId} was not found`, [`collectionId: no collection has id ${body.collectionId}`]);
  const ids = lower(body.productIds);
  return run(db, 'collection', [{ productIds: ids, changes: [], addToCollection: body.collectionId }], req, positionsOf(ids, (i) => `productIds.${i}`));
}

/** Extension (docs/channels.md): the products join the channel, or leave it. */
export async function bulkUpdateChannel(db: Db, body: z.output<typeof channelBulkSchema>, req: BulkRequest) {
  if (!(await channelRefs(db)).some((c) => c.id === body.channelId.toLowerCase()))
    throw notFound(`Channel ${body.channelId} was not found`, [`channelId: no channel has id ${body.channelId}`]);
  const ids = lower(body.productIds);
  const channel = { channelId: body.channelId.toLowerCase(), action: body.action };
  return run(db, 'channel', [{ productIds: ids, changes: [], channel }], req, positionsOf(ids, (i) => `productIds.${i}`));
}

export async function bulkUpdateVendor(db: Db, body: z.output<typeof vendorSchema>, req: BulkRequest) {
  if (!(await supplierLookup(db)).has(body.vendorId))
    throw notFound(`Supplier ${body.vendorId} was not found`, [`vendorId: no supplier has id ${body.vendorId}`]);
  return singleField(db, 'vendor', body.productIds, 'Vendor', body.vendorId, { code: 'vendorId', value: 'vendorId' }, req);
}

export function bulkUpdateHsnCode(db: Db, body: z.output<typeof hsnCodeSchema>, req: BulkRequest) {
  return singleField(db, 'hsn-code', body.productIds, 'HSNCode', body.hsnCode, { code: 'hsnCode', value: 'hsnCode' }, req);
}

export function bulkUpdateCountryOfOrigin(db: Db, body: z.output<typeof cooSchema>, req: BulkRequest) {
  return singleField(db, 'coo', body.productIds, 'CountryOfOrigin', body.countryOfOrigin.toUpperCase(), { code: 'countryOfOrigin', value: 'countryOfOrigin' }, req);
}

/** A brand id sets the brand; a sub-brand id sets the sub-brand and its brand. */
export async function bulkUpdateBrand(db: Db, body: z.output<typeof brandSchema>, req: BulkRequest) {
  const brand = (await brandLookup(db)).get(body.brandId);
  if (!brand) throw notFound(`Brand ${body.brandId} was not found`, [`brandId: no brand or sub-brand has id ${body.brandId}`]);
  const field = brand.parentId ? 'SubBrand' : 'Brand';
  return singleField(db, 'brand', body.productIds, field, body.brandId, { code: 'brandId', value: 'brandId' }, req);
}

export function bulkUpdateStatus(db: Db, body: z.output<typeof statusSchema>, req: BulkRequest) {
  return singleField(db, 'status', body.productIds, 'Status', String(body.status), { code: 'status', value: 'status' }, req);
}
