'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { applyBulkChange, applyBulkChangeByFilter, bulkChangeSchema } from '@/lib/api/bulk-update';
import { getJobStatus, undoBulkRun } from '@/lib/api/bulk-runs';
import { searchProducts } from '@/lib/api/products';
import { MAX_BULK_PRODUCTS } from '@/lib/api/schemas/bulk-update';
import { advancedSearchBodySchema } from '@/lib/api/schemas/product-search';

/**
 * The grid's quick actions: one bulk-update change on the ticked rows or on every product matching
 * the filters, always as a background job (so the browser can show its progress and the job names
 * the bulk run its Undo reverts), plus that Undo and the variants of a master row. Same role as the
 * bulk-update wizard: a quick action is a bulk update.
 */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const quickActionSchema = z.object({
  change: bulkChangeSchema,
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('ids'), productIds: z.array(z.uuid()).min(1, 'Select at least one product').max(MAX_BULK_PRODUCTS) }),
    // The grid's own search body: its filters plus the grouping of variants (itemType 1).
    z.object({ kind: z.literal('filters'), filters: advancedSearchBodySchema }),
  ]),
});
export type QuickActionInput = z.input<typeof quickActionSchema>;

/** Starts the change; answers the job to follow. */
export async function startQuickAction(input: QuickActionInput) {
  return runAction('bulkUpdate', 'write', async (staff) => {
    const { change, target } = quickActionSchema.parse(input);
    const userId = GUID.test(staff.id) ? staff.id : undefined;
    const result =
      target.kind === 'ids'
        ? await applyBulkChange(change, target.productIds, userId, { respondAsync: true })
        : await applyBulkChangeByFilter(change, target.filters, userId);
    return { jobId: result.recordId };
  });
}

/** Progress of a quick action's job; the grid refreshes itself once it is done. */
export async function quickActionProgress(jobId: string) {
  return runAction('bulkUpdate', 'write', async () => {
    const job = await getJobStatus(z.uuid().parse(jobId));
    if (job.status === 'done' || job.status === 'failed' || job.status === 'cancelled') revalidatePath('/catalogue/products');
    return job;
  });
}

/** Undo from the toast: reverts the job's bulk run (fields changed since are left alone and counted). */
export async function undoQuickAction(runId: string) {
  return runAction('bulkUpdate', 'write', async () => {
    const result = await undoBulkRun(z.uuid().parse(runId));
    revalidatePath('/catalogue/products');
    revalidatePath('/bulk-update/runs', 'layout');
    return result;
  });
}

/** The variants of a master row, shown when it is expanded (at most 200: a master has a handful). */
export async function variantsOfAction(masterProductId: string) {
  return runAction('products', 'read', async () => {
    const { result } = await searchProducts(
      advancedSearchBodySchema.parse({ masterProductId: z.uuid().parse(masterProductId) }),
      { page: 1, pagesize: 200 },
      { sortBy: 'stockCode', sortOrder: 'asc' },
    );
    return result;
  });
}
