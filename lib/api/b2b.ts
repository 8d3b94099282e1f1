import 'server-only';
import { z } from 'zod';
import { requestD } from './http';

/** Spec: B2B company list item {id, name}; ids are strings in this service (numbers tolerated). */
const companyListItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
});

/** Every B2B company (GET /api/v2/commerce/b2b/companies). */
export async function listCompanies() {
  return requestD({ path: '/api/v2/commerce/b2b/companies' }, z.array(companyListItemSchema));
}
