import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { productDataItemSchema } from '@/lib/api/schemas/product-data';
import { productDetailSchema } from '@/lib/api/schemas/product-detail';
import { wrapperBSchema } from '@/lib/api/schemas/wrappers';
import { ApiError } from './errors';
import { requestA, requestBare, requestMutation, segment } from './http';

/**
 * One product's detail (GET /api/v1/product/{id}, Wrapper B) and its ETag: send the ETag back with
 * `updateProductFields` so a change made by someone else since is refused instead of overwritten.
 */
export const getProductDetail = cache(async (id: string) => {
  const path = `/api/v1/product/${segment(id)}`;
  const { data, etag } = await requestBare({ path }, wrapperBSchema(productDetailSchema));
  if (!data.result) throw new ApiError(404, 'NOT_FOUND', `No product has id ${id}`);
  return { product: data.result, etag };
});

/**
 * The product's values of the given meta-info fields (POST /api/v1/product/data), in the text form
 * bulk update takes: the starting values of a form generated from meta-info.
 */
export const getProductFieldValues = cache(async (id: string, fieldCodes: readonly string[]) => {
  const { result } = await requestA(
    {
      method: 'POST',
      path: '/api/v1/product/data',
      body: { productIds: [id], fieldCodes, page: 1, pagesize: 1, searchFor: 3 },
    },
    z.array(productDataItemSchema),
  );
  const item = result[0];
  if (!item) throw new ApiError(404, 'NOT_FOUND', `No product has id ${id}`);
  return item.values;
});

/**
 * Sets fields of one product (PUT /api/v1/bulk-update/multiple-fields). With `etag` the service
 * answers 409 CONFLICT, and writes nothing, when the product changed since that version was read.
 * Field errors come back as `data.{i}.fieldValue`, `i` the position in `changes`.
 */
export async function updateProductFields(
  id: string,
  changes: { fieldCode: string; fieldValue: string }[],
  options: { etag?: string | null } = {},
) {
  await requestMutation({
    method: 'PUT',
    path: '/api/v1/bulk-update/multiple-fields',
    body: { productIds: [id], data: changes },
    ifMatch: options.etag,
  });
}
