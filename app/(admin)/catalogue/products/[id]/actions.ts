'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { ApiError } from '@/lib/api/errors';
import { updateProduct } from '@/lib/api/product-lifecycle';
import { fieldCodeOfPath, priceInputSchema, stockInputSchema, updateFromFieldValues } from '@/lib/api/schemas/product-lifecycle';

const changesSchema = z
  .object({
    /** Meta-info field code → its new value as text. */
    fields: z.record(z.string().min(1), z.string()),
    prices: z.array(priceInputSchema).max(100),
    stock: z.array(stockInputSchema).max(500),
  })
  .refine((c) => Object.keys(c.fields).length + c.prices.length + c.stock.length > 0, 'Change at least one field before saving');

/**
 * Saves what the user changed on the product's overview — fields (every group, including stock code,
 * SKU, barcode and MPN), prices and stock — in one PUT /api/v1/product/{id}. `etag` is the version the
 * page was loaded at: if someone else saved since, the service answers 409 CONFLICT and nothing is
 * written. The service names a bad field by its place in the body ("basicInfo.name: …"); it is renamed
 * to the field code so the form shows it on that field (price and stock rows keep their paths).
 */
export async function updateProductAction(id: string, etag: string | null, values: unknown) {
  return runAction('products', 'write', async () => {
    const productId = z.uuid().parse(id);
    const changes = changesSchema.parse(values);
    const body = {
      ...updateFromFieldValues(changes.fields),
      ...(changes.prices.length ? { prices: changes.prices } : {}),
      ...(changes.stock.length ? { stock: changes.stock } : {}),
    };
    try {
      await updateProduct(productId, body, { etag });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const named = e.errors.map((message) => message.replace(/^([\w.]+)(?=:)/, (path: string) => fieldCodeOfPath(path) ?? path));
      throw new ApiError(e.status, e.messageCode, e.message, named);
    }
    revalidatePath(`/catalogue/products/${productId}`);
    revalidatePath('/catalogue/products');
  });
}
