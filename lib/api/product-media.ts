import 'server-only';
import { z } from 'zod';
import {
  productMediaItemSchema,
  type ProductMediaItem,
  type ProductMediaUpdate,
} from '@/lib/api/schemas/product-media';
import { requestB, requestMutation, segment } from './http';

/** Uploaded product images (extension endpoints under /api/v1/product/{id}/media). */
const base = (productId: string) => `/api/v1/product/${segment(productId)}/media`;

/** Uploads the `file` parts of `form` (and its `altText`, `tag`); the new media records. */
export function uploadProductMedia(productId: string, form: FormData): Promise<ProductMediaItem[]> {
  // Processing a large photo takes a moment on a busy server: allow more than the default 30 s.
  return requestB({ method: 'POST', path: base(productId), body: form, timeoutMs: 120_000 }, z.array(productMediaItemSchema));
}

export function updateProductMedia(productId: string, mediaId: string, patch: ProductMediaUpdate): Promise<ProductMediaItem> {
  return requestB({ method: 'PUT', path: `${base(productId)}/${segment(mediaId)}`, body: patch }, productMediaItemSchema);
}

export function reorderProductMedia(productId: string, mediaIds: string[]): Promise<ProductMediaItem[]> {
  return requestB({ method: 'PUT', path: `${base(productId)}/order`, body: { mediaIds } }, z.array(productMediaItemSchema));
}

export async function deleteProductMedia(productId: string, mediaId: string): Promise<void> {
  await requestMutation({ method: 'DELETE', path: `${base(productId)}/${segment(mediaId)}` });
}
