'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { deleteProductMedia, reorderProductMedia, updateProductMedia } from '@/lib/api/product-media';
import { productMediaOrderSchema, productMediaUpdateSchema } from '@/lib/api/schemas/product-media';

/** Image changes from the product page's media section (uploads go through ./media/route.ts). */
const ids = z.object({ productId: z.uuid(), mediaId: z.uuid() });

export async function updateMediaAction(productId: string, mediaId: string, patch: unknown) {
  return runAction('products', 'write', async () => {
    const p = ids.parse({ productId, mediaId });
    const item = await updateProductMedia(p.productId, p.mediaId, productMediaUpdateSchema.parse(patch));
    revalidatePath(`/catalogue/products/${p.productId}`);
    return item;
  });
}

export async function reorderMediaAction(productId: string, mediaIds: string[]) {
  return runAction('products', 'write', async () => {
    const id = z.uuid().parse(productId);
    await reorderProductMedia(id, productMediaOrderSchema.parse({ mediaIds }).mediaIds);
    revalidatePath(`/catalogue/products/${id}`);
  });
}

export async function deleteMediaAction(productId: string, mediaId: string) {
  return runAction('products', 'write', async () => {
    const p = ids.parse({ productId, mediaId });
    await deleteProductMedia(p.productId, p.mediaId);
    revalidatePath(`/catalogue/products/${p.productId}`);
  });
}
