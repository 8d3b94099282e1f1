import 'server-only';
import { z } from 'zod';
import { BULK_RUN_HEADER } from '@/lib/api/schemas/bulk-runs';
import { multipleFieldsSampleSchema } from '@/lib/api/schemas/bulk-update';
import { productDataItemSchema } from '@/lib/api/schemas/product-data';
import { requestA, requestMutationWithHeaders } from './http';

/**
 * The product grid's edit mode: the values of its columns for the products of a page, with each
 * product's version (POST /api/v1/product/data), and its save — every changed cell in ONE
 * multiple-fields call (PUT /api/v1/bulk-update/multiple-fields, the list form with versions),
 * recorded as one bulk run.
 */

/** Each listed product's values of `fieldCodes` (meta-info codes, Price.<list>, Stock.<warehouse>) and version. */
export async function productGridValues(productIds: string[], fieldCodes: string[]) {
  if (productIds.length === 0) return [];
  const { result } = await requestA(
    {
      method: 'POST',
      path: '/api/v1/product/data',
      body: { page: 1, pagesize: productIds.length, productIds, fieldCodes, searchFor: 3 },
      timeoutMs: 60_000,
    },
    z.array(productDataItemSchema),
  );
  return result;
}

export type GridSaveItems = z.input<typeof multipleFieldsSampleSchema>;

/** Saves the grid's changes in one call; answers the bulk run (for Undo) and the service's message. */
export async function saveProductGridChanges(items: GridSaveItems, userId?: string) {
  const { result, headers } = await requestMutationWithHeaders({
    method: 'PUT',
    path: '/api/v1/bulk-update/multiple-fields',
    body: items,
    headers: userId ? { UserId: userId } : undefined,
    timeoutMs: 120_000,
  });
  return { message: result.message, runId: headers.get(BULK_RUN_HEADER) };
}
