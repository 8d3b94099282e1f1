import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { requestB } from './http';

/**
 * Spec: product family {id, name, code}. TODO(merge): the v1 branch defines
 * lib/api/schemas/product-family.ts (`productFamilySchema`); import it from there once merged.
 */
export const productFamilySchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type ProductFamily = z.infer<typeof productFamilySchema>;

/** Every product family (GET /api/v1/product-family), by name. */
export const listProductFamilies = cache(async () => {
  const families = await requestB({ path: '/api/v1/product-family' }, z.array(productFamilySchema));
  return families.toSorted((a, b) => a.name.localeCompare(b.name));
});
