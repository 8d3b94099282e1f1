import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  productFamilySchema,
  type ProductFamily,
  type ProductFamilyCreate,
  type ProductFamilyUpdate,
} from '@/lib/api/schemas/product-family';
import { requestB, requestMutationB, segment } from './http';

export type { ProductFamily };

/** Every product family (GET /api/v1/product-family), by name. The service has no paging for them. */
export const listProductFamilies = cache(async () => {
  const families = await requestB({ path: '/api/v1/product-family' }, z.array(productFamilySchema));
  return families.toSorted((a, b) => a.name.localeCompare(b.name));
});

/** One product family (GET /api/v1/product-family/{id}). */
export const getProductFamily = cache((id: number) =>
  requestB({ path: `/api/v1/product-family/${segment(id)}` }, productFamilySchema),
);

/** Creates a product family; returns its id. Name and code must both be unused. */
export async function createProductFamily(body: ProductFamilyCreate): Promise<number> {
  const result = await requestMutationB({ method: 'POST', path: '/api/v1/product-family', body });
  return Number(result.recordId);
}

/** Renames a product family or changes its code (a field left out keeps its value). */
export async function updateProductFamily(id: number, body: ProductFamilyUpdate) {
  await requestMutationB({ method: 'PUT', path: `/api/v1/product-family/${segment(id)}`, body });
}
