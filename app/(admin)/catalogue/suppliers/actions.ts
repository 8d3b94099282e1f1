'use server';

import { revalidatePath } from 'next/cache';
import { runAction } from '@/lib/actions/run-action';
import { supplierCreateSchema, supplierUpdateSchema } from '@/lib/api/schemas/supplier';
import { createSupplier, updateSupplier } from '@/lib/api/suppliers';

/** "New supplier": returns the new supplier's Guid. */
export async function createSupplierAction(values: unknown) {
  return runAction('suppliers', 'write', async () => {
    const id = await createSupplier(supplierCreateSchema.parse(values));
    revalidatePath('/catalogue/suppliers', 'layout');
    return { id };
  });
}

/**
 * Saves the edit form. `etag` is the version the form was loaded at: when someone else saved in the
 * meantime the service answers 409 CONFLICT and nothing is written.
 */
export async function updateSupplierAction(id: string, etag: string | null, values: unknown) {
  return runAction('suppliers', 'write', async () => {
    const body = supplierUpdateSchema.parse({ ...(values as object), recordId: id });
    await updateSupplier(body, { etag });
    revalidatePath('/catalogue/suppliers', 'layout');
  });
}
