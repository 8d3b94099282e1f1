import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  categoryCreateSchema,
  categoryDetailSchema,
  categoryListItemSchema,
  categoryUpdateSchema,
  guidParamSchema,
} from '@/lib/api/schemas/category';
import { addPath, jsonBody, responses } from './helpers';

export function registerCategoryPaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Category';
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v1/category',
    operationId: 'listCategories',
    summary: 'The category tree',
    responses: responses('B', z.array(categoryListItemSchema), [401]),
  });
  addPath(registry, {
    tag,
    method: 'post',
    path: '/api/v1/category',
    operationId: 'createCategory',
    summary: 'Create a category',
    description:
      'Failures: 400 VALIDATION_ERROR / MALFORMED_BODY, 404 NOT_FOUND (parent code or product family), 409 DUPLICATE (categoryCode), 413.',
    request: { body: jsonBody(categoryCreateSchema) },
    responses: responses('C', z.null(), [400, 401, 404, 409, 413]),
  });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v1/category/{id}',
    operationId: 'getCategoryById',
    summary: 'Category detail (top-level object, not wrapped)',
    description: 'Sends an ETag header (the category version); send it back in If-Match on PUT to refuse lost updates (extension).',
    request: { params: guidParamSchema },
    responses: responses('bare', categoryDetailSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    method: 'put',
    path: '/api/v1/category/{id}',
    operationId: 'updateCategory',
    summary: 'Update, move or reorder a category',
    description:
      'Fields left out keep their value. parentId moves (never under itself); displayOrder is the 1-based position among siblings. files replaces the list; subcategories creates or re-parents the listed children. Optional If-Match (extension): 409 CONFLICT when the category changed since it was read.',
    request: {
      params: guidParamSchema,
      headers: z.object({ 'If-Match': z.string().optional() }),
      body: jsonBody(categoryUpdateSchema),
    },
    responses: responses('C', z.null(), [400, 401, 404, 409, 413]),
  });
}
