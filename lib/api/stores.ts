import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { storeSchema } from '@/lib/api/schemas/stores';
import { requestD, segment } from './http';

/** Every physical store (GET /api/v2/stores/all), without distances. */
export const listStores = cache(() => requestD({ path: '/api/v2/stores/all' }, z.array(storeSchema)));

/**
 * The stores near a UK post code or its outward code (POST /api/v2/stores/:postCode), nearest first,
 * each with `distanceFromPostCode` in miles. `radius` and `limit` are the service's extensions
 * (defaults 50 miles, 20 stores). An unknown post code area is a 404, a malformed one a 400.
 */
export async function findStoresNear(postCode: string, options: { radius?: number; limit?: number } = {}) {
  return requestD(
    { method: 'POST', path: `/api/v2/stores/${segment(postCode)}`, query: options },
    z.array(storeSchema),
  );
}
