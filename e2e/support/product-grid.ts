import type { APIRequestContext } from '@playwright/test';
import { expect, test as backOffice } from './back-office';
import { ProductGridPage } from './pages/product-grid';

export { demoUser, expect, signIn, uniqueSuffix } from './back-office';

export interface SearchItem {
  productId: string;
  name: string;
  stockCode: string;
  sku: string;
  brandName: string;
  categoryName: string;
  status: number;
}

/** One page of POST /api/v1/search/advanced, as the grid asks for it. */
export async function searchApi(
  api: APIRequestContext,
  body: Record<string, unknown>,
  query: { page?: number; pagesize?: number; sortBy?: string; sortOrder?: string } = {},
): Promise<{ result: SearchItem[]; totalRecords: number }> {
  const res = await api.post('/api/v1/search/advanced', {
    params: { page: 1, pagesize: 25, ...query },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** The back-office fixtures plus `grid`, the product grid's page object. */
export const test = backOffice.extend<{ grid: ProductGridPage }>({
  grid: async ({ page }, use) => use(new ProductGridPage(page)),
});
