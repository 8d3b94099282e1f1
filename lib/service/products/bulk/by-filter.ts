import { z } from 'zod';
import type { Db } from '@/lib/db';
import {
  anyFieldSchema,
  brandSchema,
  collectionSchema,
  cooSchema,
  hsnCodeSchema,
  multipleFieldsListingSchema,
  statusSchema,
  tagsSchema,
  vendorSchema,
} from '@/lib/api/schemas/bulk-update';
import { MAX_ID_RESULTS } from '@/lib/api/schemas/product-search';
import { bulkPriceSchema } from '@/lib/api/schemas/bulk-price';
import { bulkUpdatePrice } from './price';
import type { byFilterBodySchema, ByFilterOperation } from '@/lib/api/schemas/bulk-runs';
import { invalid, issuesToErrors, notFound } from '@/lib/errors';
import { searchProductIdList } from '../search';
import {
  bulkUpdateAnyField,
  bulkUpdateBrand,
  bulkUpdateCollection,
  bulkUpdateCountryOfOrigin,
  bulkUpdateHsnCode,
  bulkUpdateMultipleFields,
  bulkUpdateStatus,
  bulkUpdateTags,
  bulkUpdateVendor,
  type BulkRequest,
} from './index';

/**
 * "All N matching" (extension PUT /api/v1/bulk-update/by-filter/{operation}): the service resolves
 * the v1 advanced-search filter itself, then runs the operation on every match, so the wizard sends
 * one call instead of batches of ids (and a big match runs as one job, one bulk run).
 */
const operations: Record<ByFilterOperation, { schema: z.ZodType; run: unknown }> = {
  status: { schema: statusSchema, run: bulkUpdateStatus },
  brand: { schema: brandSchema, run: bulkUpdateBrand },
  'any-field': { schema: anyFieldSchema, run: bulkUpdateAnyField },
  'multiple-fields': { schema: multipleFieldsListingSchema, run: bulkUpdateMultipleFields },
  tags: { schema: tagsSchema, run: bulkUpdateTags },
  collection: { schema: collectionSchema, run: bulkUpdateCollection },
  vendor: { schema: vendorSchema, run: bulkUpdateVendor },
  'hsn-code': { schema: hsnCodeSchema, run: bulkUpdateHsnCode },
  coo: { schema: cooSchema, run: bulkUpdateCountryOfOrigin },
  price: { schema: bulkPriceSchema, run: bulkUpdatePrice },
};

export async function bulkUpdateByFilter(
  db: Db,
  operation: ByFilterOperation,
  body: z.output<typeof byFilterBodySchema>,
  req: BulkRequest,
  currency: string | null,
) {
  const { filter, ...rest } = body;
  if ('productIds' in rest) throw invalid(['productIds: not allowed here; the filter chooses the products']);
  const { result: ids, totalRecords } = await searchProductIdList(db, filter ?? {}, { sortBy: undefined, sortOrder: undefined }, currency);
  if (totalRecords > MAX_ID_RESULTS)
    throw invalid([`filter: matches ${totalRecords} products; a bulk update takes at most ${MAX_ID_RESULTS}, narrow the filter`]);
  if (ids.length === 0) throw notFound('No product matches the filter; nothing was updated', ['filter: matches no product']);
  const op = operations[operation];
  const parsed = op.schema.safeParse({ ...rest, productIds: ids });
  if (!parsed.success) throw invalid(issuesToErrors(parsed.error));
  // The ids were read from products a moment ago: a job is queued without looking each one up again
  // (one deleted meanwhile is simply not updated).
  return (op.run as (db: Db, body: unknown, req: BulkRequest) => ReturnType<typeof bulkUpdateStatus>)(db, parsed.data, { ...req, idsExist: true });
}
