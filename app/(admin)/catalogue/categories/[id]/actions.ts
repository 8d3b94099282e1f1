'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { updateCategory } from '@/lib/api/categories';
import { categoryFormSchema } from './category-form-schema';

/**
 * Saves the edit form. `etag` is the version the form was loaded at: when someone else saved in the
 * meantime the service answers 409 CONFLICT and nothing is written.
 */
export async function updateCategoryAction(id: string, etag: string | null, values: unknown) {
  return runAction('categories', 'write', async () => {
    const categoryId = z.uuid().parse(id);
    const body = categoryFormSchema.parse(values);
    // The order of the list is the display order.
    body.files = body.files.map((f, i) => ({ ...f, displayOrder: i + 1 }));
    await updateCategory(categoryId, body, { etag });
    revalidatePath('/catalogue/categories', 'layout');
  });
}
