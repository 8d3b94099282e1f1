import 'server-only';
import { z } from 'zod';
import { requestA } from './http';

/**
 * The fields of the spec's product search item that the shell reads (command palette, dashboard).
 * TODO(merge): the v1 branch defines the full item in lib/api/schemas/product-search.ts
 * (`productSearchItemSchema`, `AdvancedSearchBody`); the product grid should use those.
 */
export const productMatchSchema = z.object({
  productId: z.string(),
  name: z.string(),
  stockCode: z.string(),
  sku: z.string().optional(),
  image: z.string().optional(),
});
export type ProductMatch = z.infer<typeof productMatchSchema>;

export interface Page {
  page?: number;
  pagesize?: number;
}

/** Products whose name, stock code, SKU, brand or category match `freeText` (POST /api/v1/search/advanced). */
export async function findProducts(freeText: string, paging: Page = {}) {
  return requestA(
    {
      method: 'POST',
      path: '/api/v1/search/advanced',
      query: { page: paging.page ?? 1, pagesize: paging.pagesize ?? 10 },
      body: { freeText },
    },
    z.array(productMatchSchema),
  );
}

/** How many products the catalogue holds (GET /api/v1/search/all, one row, `totalRecords`). */
export async function countProducts(): Promise<number> {
  const { totalRecords } = await requestA(
    { path: '/api/v1/search/all', query: { page: 1, pagesize: 1 } },
    z.array(productMatchSchema),
  );
  return totalRecords;
}
