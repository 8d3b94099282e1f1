import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { attributeMetaSchema, type KeyValue } from '@/lib/api/schemas/attributes';
import { brandSchema } from '@/lib/api/schemas/catalog-search';
import { MAX_PAGE_SIZE } from '@/lib/api/schemas/paging';
import {
  catalogueCountsSchema,
  productSearchItemSchema,
  type CatalogueCounts,
  type AdvancedSearchBody,
  type ProductSearchItem,
  type SortField,
} from '@/lib/api/schemas/product-search';
import { requestA, requestB, requestD } from './http';

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

/**
 * How many products and variants match `filters` (POST /api/v1/search/advanced/counts; the whole
 * catalogue without filters): the one count the dashboard, the grid and the wizard show (docs/counts.md).
 */
export function countCatalogue(filters: Partial<AdvancedSearchBody> = {}): Promise<CatalogueCounts> {
  return requestB({ method: 'POST', path: '/api/v1/search/advanced/counts', body: filters }, catalogueCountsSchema);
}

/** The grid's sort: a v1 search `sortBy` field and its order (the service's defaults when absent). */
export interface ProductSort {
  sortBy?: SortField | null;
  sortOrder?: 'asc' | 'desc' | null;
}

/**
 * One page of products matching the advanced-search `body` (POST /api/v1/search/advanced), with the
 * full search item and `totalRecords` (every match, not only the page).
 */
export async function searchProducts(body: AdvancedSearchBody, paging: Page = {}, sort: ProductSort = {}) {
  return requestA(
    {
      method: 'POST',
      path: '/api/v1/search/advanced',
      query: {
        page: paging.page ?? 1,
        pagesize: paging.pagesize ?? 10,
        sortBy: sort.sortBy ?? undefined,
        sortOrder: sort.sortOrder ?? undefined,
      },
      body,
    },
    z.array(productSearchItemSchema),
  );
}

/**
 * Every product matching `body`, fetched `pageSize` at a time (for exports): yields each page's rows
 * until all `totalRecords` are read.
 */
export async function* searchAllProducts(
  body: AdvancedSearchBody,
  sort: ProductSort = {},
  pageSize: number = MAX_PAGE_SIZE,
): AsyncGenerator<{ rows: ProductSearchItem[]; totalRecords: number }> {
  for (let page = 1; ; page++) {
    const { result, totalRecords } = await searchProducts(body, { page, pagesize: pageSize }, sort);
    yield { rows: result, totalRecords };
    if (result.length < pageSize || page * pageSize >= totalRecords) return;
  }
}

/** Brands with their sub-brands (GET /api/v2/catalog/brand/all). */
export const listBrands = cache(() => requestD({ path: '/api/v2/catalog/brand/all' }, z.array(brandSchema)));

/** Attribute metadata with the options of lookup fields (GET /api/v1/meta-info). */
export const listAttributeMeta = cache(async () => {
  const { result } = await requestA({ path: '/api/v1/meta-info' }, z.array(attributeMetaSchema));
  return result;
});

/** The choices of a lookup field of meta-info (e.g. `Collections`, `Season`): `{key: id, value: name}`. */
export async function lookupOptions(fieldCode: string): Promise<KeyValue[]> {
  return (await listAttributeMeta()).find((a) => a.fieldCode === fieldCode)?.options ?? [];
}
