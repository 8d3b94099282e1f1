'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { ApiError } from '@/lib/api/errors';
import { updateProduct } from '@/lib/api/product-lifecycle';
import { fieldCodeOfPath, updateFromFieldValues } from '@/lib/api/schemas/product-lifecycle';

const changesSchema = z
  .record(z.string().min(1), z.string())
  .refine((c) => Object.keys(c).length > 0, 'Change at least one field before saving');

/**
 * Saves the fields the user changed on the Edit tab (PUT /api/v1/product/{id}, every field including
 * stock code, SKU, barcode and MPN). `etag` is the version the page was loaded at: if someone else
 * saved since, the service answers 409 CONFLICT and nothing is written. The service names a bad value
 * by its place in the body ("basicInfo.name: …"); it is renamed to the field code so the form shows
 * it on that field.
 */
export async function updateProductAction(id: string, etag: string | null, values: unknown) {
  return runAction('products', 'write', async () => {
    const productId = z.uuid().parse(id);
    const body = updateFromFieldValues(changesSchema.parse(values));
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
