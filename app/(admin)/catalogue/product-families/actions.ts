'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { createProductFamily, updateProductFamily } from '@/lib/api/product-families';
import { productFamilyCreateSchema } from '@/lib/api/schemas/product-family';

/** "New product family": returns the new family's id. */
export async function createProductFamilyAction(values: unknown) {
  return runAction('productFamilies', 'write', async () => {
    const id = await createProductFamily(productFamilyCreateSchema.parse(values));
    revalidatePath('/catalogue/product-families', 'layout');
    return { id };
  });
}

/** Saves the edit form of one family (name and code). */
export async function updateProductFamilyAction(id: number, values: unknown) {
  return runAction('productFamilies', 'write', async () => {
    const familyId = z.number().int().min(1).parse(id);
    await updateProductFamily(familyId, productFamilyCreateSchema.parse(values));
    revalidatePath('/catalogue/product-families', 'layout');
  });
}
