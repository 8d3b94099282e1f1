import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  supplierSchema,
  type Supplier,
  type SupplierCreate,
  type SupplierUpdate,
} from '@/lib/api/schemas/supplier';
import { requestA, requestBare, requestMutationB, segment } from './http';

export type { Supplier };

/** A page of suppliers by name (GET /api/v1/supplier, an extension), optionally filtered by `search`. */
export const listSuppliers = cache(async (query: { page: number; pageSize: number; search?: string }) => {
  const { result, totalRecords } = await requestA(
    {
      path: '/api/v1/supplier',
      query: { page: query.page, pagesize: query.pageSize, search: query.search },
    },
    z.array(supplierSchema),
  );
  return { suppliers: result, totalRecords };
});

/** One supplier and its ETag (send it back to `updateSupplier` to refuse lost updates). */
export const getSupplier = cache(async (id: string) => {
  const { data, etag } = await requestBare(
    { path: `/api/v1/supplier/${segment(id)}` },
    z.object({ result: supplierSchema }),
  );
  return { supplier: data.result, etag };
});

/** Creates a supplier; returns its Guid. */
export async function createSupplier(body: SupplierCreate): Promise<string> {
  const result = await requestMutationB({ method: 'POST', path: '/api/v1/supplier', body });
  return result.recordId;
}

/**
 * Updates the supplier named by `body.recordId`. With `etag` the service refuses the change with
 * 409 CONFLICT when someone else changed the supplier since it was read.
 */
export async function updateSupplier(body: SupplierUpdate, options: { etag?: string | null } = {}) {
  await requestMutationB({ method: 'PUT', path: '/api/v1/supplier', body, ifMatch: options.etag });
}
