import type { z } from 'zod';
import type { Db } from '@/lib/db';
import { bulkOperation, type BulkOperationBody, type BulkOperationPath } from '@/lib/api/schemas/bulk-operations';
import type { byFilterBodySchema } from '@/lib/api/schemas/bulk-runs';
import { MAX_ID_RESULTS } from '@/lib/api/schemas/product-search';
import { invalid, issuesToErrors, notFound } from '@/lib/errors';
import { searchProductIdList } from '../search';
import type { BulkRequest } from './index';
import { runBulkOperation } from './operations';

/**
 * "All N matching" (extension PUT /api/v1/bulk-update/by-filter/{operation}): the service resolves
 * the v1 advanced-search filter itself, then runs the operation on every match, so the wizard sends
 * one call instead of batches of ids (and a big match runs as one job, one bulk run).
 */
export async function bulkUpdateByFilter(
  db: Db,
  operation: BulkOperationPath,
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
  const op = bulkOperation(operation);
  const parsed = (op.filterBody ?? op.body).safeParse({ ...rest, productIds: ids });
  if (!parsed.success) throw invalid(issuesToErrors(parsed.error));
  // The ids were read from products a moment ago: a job is queued without looking each one up again
  // (one deleted meanwhile is simply not updated).
  return runBulkOperation(db, operation, parsed.data as BulkOperationBody<typeof operation>, { ...req, idsExist: true });
}
