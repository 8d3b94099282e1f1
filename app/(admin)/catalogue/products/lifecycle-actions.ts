'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { deleteProduct, duplicateProduct, restoreProduct, updateProduct } from '@/lib/api/product-lifecycle';
import { productDuplicateSchema } from '@/lib/api/schemas/product-lifecycle';

/**
 * Archive, restore, delete and duplicate, from the product page and the grid's selection. Each
 * answers what its Undo needs (the previous status, the copy's id).
 */

const ids = z.array(z.uuid()).min(1, 'Select at least one product').max(200, 'At most 200 products at a time');
const status = z.number().int().min(0).max(4);

function refresh(productIds: string[]) {
  revalidatePath('/catalogue/products');
  revalidatePath('/catalogue/products/deleted');
  for (const id of productIds) revalidatePath(`/catalogue/products/${id}`);
}

/** Sets the status of products (archive = 3); each product's own previous status comes back for Undo. */
export async function setProductStatusAction(productIds: unknown, next: unknown, previous?: unknown) {
  return runAction('products', 'write', async () => {
    const list = ids.parse(productIds);
    const to = status.parse(next);
    const before = previous === undefined ? undefined : z.record(z.uuid(), status).parse(previous);
    for (const id of list) await updateProduct(id, { basicInfo: { status: before?.[id] ?? to } });
    refresh(list);
  });
}

export async function deleteProductsAction(productIds: unknown) {
  return runAction('products', 'write', async () => {
    const list = ids.parse(productIds);
    const done: string[] = [];
    try {
      for (const id of list) {
        await deleteProduct(id);
        done.push(id);
      }
    } finally {
      refresh(done);
    }
    return done;
  });
}

export async function restoreProductsAction(productIds: unknown) {
  return runAction('products', 'write', async () => {
    const list = ids.parse(productIds);
    for (const id of list) await restoreProduct(id);
    refresh(list);
  });
}

export async function duplicateProductAction(id: unknown, values: unknown) {
  return runAction('products', 'write', async () => {
    const copyId = await duplicateProduct(z.uuid().parse(id), productDuplicateSchema.parse(values));
    refresh([]);
    return copyId;
  });
}
