import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  productFamilyCreateSchema,
  productFamilySchema,
  productFamilyUpdateSchema,
} from '@/lib/api/schemas/product-family';
import { addPath, jsonBody, responses } from './helpers';

export function registerProductFamilyPaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Product family';
  const idParam = z.object({ id: z.string().meta({ description: 'Integer id of the product family (1 to 2147483647)', example: '1' }) });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v1/product-family',
    operationId: 'listProductFamilies',
    summary: 'Every product family',
    responses: responses('B', z.array(productFamilySchema), [401]),
  });
  addPath(registry, {
    tag,
    method: 'post',
    path: '/api/v1/product-family',
    operationId: 'createProductFamily',
    summary: 'Create a product family',
    description:
      'name and code are unique, compared case-insensitively (409 DUPLICATE with "name: …" or "code: …"). recordId is the new integer id written as a string, since the mutation result types recordId as a string.',
    request: { body: jsonBody(productFamilyCreateSchema) },
    responses: responses('BC', z.null(), [400, 401, 409, 413]),
  });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v1/product-family/{id}',
    operationId: 'getProductFamilyById',
    summary: 'One product family',
    request: { params: idParam },
    responses: responses('B', productFamilySchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    method: 'put',
    path: '/api/v1/product-family/{id}',
    operationId: 'updateProductFamily',
    summary: 'Rename or re-code a product family',
    description: 'A field left out keeps its value; at least one is required. recordId is the id as a string.',
    request: { params: idParam, body: jsonBody(productFamilyUpdateSchema) },
    responses: responses('BC', z.null(), [400, 401, 404, 409, 413]),
  });
}
