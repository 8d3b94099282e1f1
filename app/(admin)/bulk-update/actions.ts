'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import {
  applyBulkChange,
  applyBulkChangeByFilter,
  bulkChangeSchema,
  countMatchingProducts,
  matchingProductIds,
  previewPriceChange,
  productFieldValues,
} from '@/lib/api/bulk-update';
import { priceChangeSchema } from '@/lib/api/schemas/bulk-price';
import { MAX_BULK_PRODUCTS } from '@/lib/api/schemas/bulk-update';
import { advancedSearchBodySchema } from '@/lib/api/schemas/product-search';

/**
 * Server actions of the bulk-update wizard. Every one checks bulkUpdate write access: even counting
 * is part of preparing a change only that role may make.
 */

/** Step 1: how many products match the filters, with the first few (the live count). */
export async function countMatchingAction(filters: unknown) {
  return runAction('bulkUpdate', 'write', () =>
    countMatchingProducts(advancedSearchBodySchema.parse(filters)),
  );
}

/** Step 1: every matching product id (up to the service's limit), kept in the browser from then on. */
export async function resolveMatchingIdsAction(filters: unknown) {
  return runAction('bulkUpdate', 'write', () => matchingProductIds(advancedSearchBodySchema.parse(filters)));
}

const previewSchema = z.object({
  productIds: z.array(z.uuid()).min(1).max(25),
  fieldCodes: z.array(z.string().min(1)).min(1).max(100),
});

/** Step 4: the current values of a sample of the products, for the before → after table. */
export async function previewAction(input: z.input<typeof previewSchema>) {
  return runAction('bulkUpdate', 'write', async () => {
    const { productIds, fieldCodes } = previewSchema.parse(input);
    return productFieldValues(productIds, fieldCodes);
  });
}

const batchSchema = z.object({
  change: bulkChangeSchema,
  productIds: z.array(z.uuid()).min(1).max(MAX_BULK_PRODUCTS),
});

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Step 5: one batch of the change. The browser sends the batches one after another. */
export async function applyBatchAction(input: z.input<typeof batchSchema>) {
  return runAction('bulkUpdate', 'write', async (staff) => {
    const { change, productIds } = batchSchema.parse(input);
    const result = await applyBulkChange(change, productIds, GUID.test(staff.id) ? staff.id : undefined);
    revalidatePath('/catalogue/products', 'layout');
    return { message: result.message, run: result.run };
  });
}

const byFilterSchema = z.object({ change: bulkChangeSchema, filters: advancedSearchBodySchema });

/** Step 5 for "all N matching": one call; the service resolves the filter and runs a job (its id). */
export async function applyByFilterAction(input: z.input<typeof byFilterSchema>) {
  return runAction('bulkUpdate', 'write', async (staff) => {
    const { change, filters } = byFilterSchema.parse(input);
    const result = await applyBulkChangeByFilter(change, filters, GUID.test(staff.id) ? staff.id : undefined);
    return { jobId: result.recordId };
  });
}

const pricePreviewInput = z.object({ price: priceChangeSchema, productIds: z.array(z.uuid()).min(1).max(MAX_BULK_PRODUCTS) });

/** Step 4 of a price change: before and after of every price (the first rows listed), nothing written. */
export async function pricePreviewAction(input: z.input<typeof pricePreviewInput>) {
  return runAction('bulkUpdate', 'write', async () => {
    const { price, productIds } = pricePreviewInput.parse(input);
    return previewPriceChange(price, productIds);
  });
}
