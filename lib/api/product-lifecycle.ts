import 'server-only';
import { z } from 'zod';
import {
  deletedProductSchema,
  productEditChoicesSchema,
  type ProductCreate,
  type ProductDuplicate,
  type ProductUpdate,
  type ProductVariantCreate,
} from '@/lib/api/schemas/product-lifecycle';
import { requestA, requestB, requestMutation, segment } from './http';

/**
 * The product lifecycle (extensions): create, edit any group with the ETag, duplicate, variants,
 * soft delete, restore and the deleted list. Each write answers the product's id.
 */

export async function createProduct(body: ProductCreate) {
  return (await requestMutation({ method: 'POST', path: '/api/v1/product/create', body })).recordId;
}

/** With `etag` a change made by someone else since is refused (409 CONFLICT) and nothing is written. */
export async function updateProduct(id: string, body: ProductUpdate, options: { etag?: string | null } = {}) {
  await requestMutation({ method: 'PUT', path: `/api/v1/product/${segment(id)}`, body, ifMatch: options.etag });
}

export async function duplicateProduct(id: string, body: ProductDuplicate) {
  return (await requestMutation({ method: 'POST', path: `/api/v1/product/${segment(id)}/duplicate`, body })).recordId;
}

export async function createVariant(id: string, body: ProductVariantCreate) {
  return (await requestMutation({ method: 'POST', path: `/api/v1/product/${segment(id)}/variants`, body })).recordId;
}

export async function deleteProduct(id: string) {
  await requestMutation({ method: 'DELETE', path: `/api/v1/product/${segment(id)}` });
}

export async function restoreProduct(id: string) {
  await requestMutation({ method: 'POST', path: `/api/v1/product/${segment(id)}/restore` });
}

export function listDeletedProducts(paging: { page: number; pageSize: number }) {
  return requestA({ path: '/api/v1/product/deleted', query: { page: paging.page, pagesize: paging.pageSize } }, z.array(deletedProductSchema));
}

/** The price lists and warehouses a product's price and stock rows can be added in. */
export function productEditChoices() {
  return requestB({ path: '/api/v1/product/edit-choices' }, productEditChoicesSchema);
}
