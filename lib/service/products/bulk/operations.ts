import type { Db } from '@/lib/db';
import type { BulkOperationBody, BulkOperationPath } from '@/lib/api/schemas/bulk-operations';
import {
  bulkUpdateAnyField,
  bulkUpdateBrand,
  bulkUpdateChannel,
  bulkUpdateCollection,
  bulkUpdateCountryOfOrigin,
  bulkUpdateHsnCode,
  bulkUpdateMultipleFields,
  bulkUpdateStatus,
  bulkUpdateTags,
  bulkUpdateVendor,
  type BulkRequest,
  type BulkResult,
} from './index';
import { bulkUpdatePrice } from './price';

type Runner<P extends BulkOperationPath> = (db: Db, body: BulkOperationBody<P>, req: BulkRequest) => Promise<BulkResult>;

/**
 * The service function of each bulk operation of the registry (lib/api/schemas/bulk-operations.ts):
 * an operation added there without one here does not type-check.
 */
const RUNNERS: { [P in BulkOperationPath]: Runner<P> } = {
  status: bulkUpdateStatus,
  tags: bulkUpdateTags,
  collection: bulkUpdateCollection,
  channel: bulkUpdateChannel,
  brand: bulkUpdateBrand,
  vendor: bulkUpdateVendor,
  'hsn-code': bulkUpdateHsnCode,
  coo: bulkUpdateCountryOfOrigin,
  'any-field': bulkUpdateAnyField,
  'multiple-fields': bulkUpdateMultipleFields,
  price: bulkUpdatePrice,
};

/** Runs the bulk operation at `path` with its endpoint's (validated) body. */
export function runBulkOperation<P extends BulkOperationPath>(db: Db, path: P, body: BulkOperationBody<P>, req: BulkRequest): Promise<BulkResult> {
  return (RUNNERS[path] as Runner<P>)(db, body, req);
}
