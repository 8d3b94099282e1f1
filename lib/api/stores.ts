import 'server-only';
import { z } from 'zod';
import { requestD } from './http';

/** The store fields the back-office lists so far (spec: Store). */
const storeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable().optional(),
});

/** Every physical store (GET /api/v2/stores/all). */
export async function listStores() {
  return requestD({ path: '/api/v2/stores/all' }, z.array(storeSummarySchema));
}
