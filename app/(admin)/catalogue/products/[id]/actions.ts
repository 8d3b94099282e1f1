'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { ApiError } from '@/lib/api/errors';
import { updateProductFields } from '@/lib/api/product-detail';

const changesSchema = z
  .record(z.string().min(1), z.string())
  .refine((c) => Object.keys(c).length > 0, 'Change at least one field before saving');

/**
 * Saves the fields the user changed on the Edit tab through bulk update, for this one product.
 * `etag` is the version the page was loaded at: if someone else saved since, the service answers
 * 409 CONFLICT and nothing is written. The service names a bad value by its position in the body
 * ("data.2.fieldValue: …"); it is renamed to the field code so the form shows it on that field.
 */
export async function updateProductAction(id: string, etag: string | null, values: unknown) {
  return runAction('products', 'write', async () => {
    const productId = z.uuid().parse(id);
    const changes = Object.entries(changesSchema.parse(values)).map(([fieldCode, fieldValue]) => ({
      fieldCode,
      fieldValue,
    }));
    try {
      await updateProductFields(productId, changes, { etag });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const named = e.errors.map((message) =>
        message.replace(/^data\.(\d+)\.field(?:Value|Code)(?=:)/, (whole, i: string) => changes[Number(i)]?.fieldCode ?? whole),
      );
      throw new ApiError(e.status, e.messageCode, e.message, named);
    }
    revalidatePath(`/catalogue/products/${productId}`);
    revalidatePath('/catalogue/products');
  });
}
