import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  categoryDetailSchema,
  categoryListItemSchema,
  type CategoryCreate,
  type CategoryUpdate,
} from '@/lib/api/schemas/category';
import { requestB, requestBare, requestMutation, segment } from './http';

/** The whole category tree (GET /api/v1/category), children nested in display order. */
export const listCategoryTree = cache(() =>
  requestB({ path: '/api/v1/category' }, z.array(categoryListItemSchema)),
);

/** One category's detail and its ETag (send it back to `updateCategory` to refuse lost updates). */
export const getCategory = cache(async (id: string) => {
  const { data, etag } = await requestBare({ path: `/api/v1/category/${segment(id)}` }, categoryDetailSchema);
  return { category: data, etag };
});

/** Creates a category; returns its id. */
export async function createCategory(body: CategoryCreate): Promise<string> {
  const result = await requestMutation({ method: 'POST', path: '/api/v1/category', body });
  return result.recordId;
}

/**
 * Updates the fields given (others keep their value). With `etag` the service refuses the change
 * with 409 CONFLICT when someone else changed the category since it was read.
 */
export async function updateCategory(
  id: string,
  body: CategoryUpdate,
  options: { etag?: string | null } = {},
) {
  await requestMutation({
    method: 'PUT',
    path: `/api/v1/category/${segment(id)}`,
    body,
    ifMatch: options.etag,
  });
}

/** Moves a category under `parentId` (null: top level) at 1-based `position` among its new siblings. */
export async function moveCategory(id: string, parentId: string | null, position: number) {
  await updateCategory(id, { parentId: parentId ?? '', displayOrder: position });
}
