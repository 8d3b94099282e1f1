import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { guidParamSchema } from '@/lib/api/schemas/category';
import { pagingQuerySchema } from '@/lib/api/schemas/paging';
import { supplierCreateSchema, supplierSchema, supplierUpdateSchema } from '@/lib/api/schemas/supplier';
import { addPath, jsonBody, responses } from './helpers';

export function registerSupplierPaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Supplier';
  addPath(registry, {
    tag,
    method: 'post',
    path: '/api/v1/supplier',
    operationId: 'createSupplier',
    summary: 'Create a supplier',
    description:
      'code and name are required; code is unique (409 DUPLICATE "code: …"). recordId may be sent to choose the Guid (409 when taken) and is generated otherwise. The update-only fields (fax, website, poCreateType, accountManager…) are accepted too. A countryCode without country gets the country name filled in.',
    request: { body: jsonBody(supplierCreateSchema) },
    responses: responses('BC', z.null(), [400, 401, 409, 413]),
  });
  addPath(registry, {
    tag,
    method: 'put',
    path: '/api/v1/supplier',
    operationId: 'updateSupplier',
    summary: 'Update the supplier named by recordId',
    description:
      'Fields left out keep their value. Optional If-Match (extension) with the ETag of GET /api/v1/supplier/{id}: 409 CONFLICT when the supplier changed since.',
    request: { headers: z.object({ 'If-Match': z.string().optional() }), body: jsonBody(supplierUpdateSchema) },
    responses: responses('BC', z.null(), [400, 401, 404, 409, 413]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/supplier',
    operationId: 'listSuppliers',
    summary: 'Page through suppliers',
    description:
      'Not in the spec, which has no way to read suppliers back; designed like the searches (Wrapper A with totalRecords), ordered by name. search: case-insensitive text in code, name or email.',
    request: {
      query: pagingQuerySchema.extend({ search: z.string().optional().meta({ description: 'Text found in code, name or email' }) }),
    },
    responses: responses('A', z.array(supplierSchema), [400, 401]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/supplier/{id}',
    operationId: 'getSupplierById',
    summary: 'One supplier',
    description: 'Not in the spec. Wrapper B; sends an ETag (the supplier version) for If-Match on PUT.',
    request: { params: guidParamSchema },
    responses: responses('B', supplierSchema, [400, 401, 404]),
  });
}
