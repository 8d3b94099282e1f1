import type { APIRequestContext } from '@playwright/test';
import { expect } from './api';

/**
 * Helpers of the v1 catalogue specs. Tests run two at a time against one server, so every test that
 * writes products takes its own "slot": a page of /search/all (newest first by productIId, an order
 * no write changes). Slots in use — bulk-update.spec 10–29, product-data.spec 30–34, search.spec
 * reads 40–49, product-detail.spec reads 50–59.
 */
export const SLOT_SIZE = 5;
export const NIL = '00000000-0000-0000-0000-000000000000';
export const UNKNOWN_ID = '6f1c2b9e-1111-4222-8333-444455556666';

export interface SearchItem {
  productId: string;
  productIId: number;
  stockCode: string;
  name: string;
  categoryName: string;
  brandName: string;
  image: string;
  currency: string;
  currencySymbol: string;
  sku: string;
  inventory: number;
  /** null: no price in the list (never 0). */
  sellPrice: number | null;
  costPrice: number | null;
  status: number;
  published: string | null;
  lastUpdated: string;
}

export interface KeyValue {
  key: string;
  value: string;
}

export interface AttributeMeta {
  fieldCode: string;
  fieldName: string;
  inputType: number;
  options: KeyValue[];
  isCustom: boolean;
  isBulkEditable: boolean;
  displayOrder: number;
  searchType: number;
  validations: number[];
}

export async function slot(api: APIRequestContext, n: number): Promise<SearchItem[]> {
  const res = await api.get(`/api/v1/search/all?page=${n}&pagesize=${SLOT_SIZE}`);
  expect(res.status()).toBe(200);
  const items = (await res.json()).result as SearchItem[];
  expect(items).toHaveLength(SLOT_SIZE);
  return items;
}

export async function search(
  api: APIRequestContext,
  body: Record<string, unknown>,
  query = '',
  headers: Record<string, string> = {},
): Promise<{ result: SearchItem[]; totalRecords: number }> {
  const res = await api.post(`/api/v1/search/advanced${query}`, { data: body, headers });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Every id matching an advanced search (the ids extension). */
export async function matchingIds(api: APIRequestContext, body: Record<string, unknown>): Promise<string[]> {
  const res = await api.post('/api/v1/search/advanced/ids', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Detail = any;

export async function detail(api: APIRequestContext, id: string, headers: Record<string, string> = {}): Promise<{ detail: Detail; etag: string }> {
  const res = await api.get(`/api/v1/product/${id}`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return { detail: (await res.json()).result, etag: res.headers()['etag'] };
}

let metaCache: AttributeMeta[] | undefined;
export async function metaInfo(api: APIRequestContext): Promise<AttributeMeta[]> {
  if (metaCache) return metaCache;
  const res = await api.get('/api/v1/meta-info');
  expect(res.status()).toBe(200);
  metaCache = (await res.json()).result as AttributeMeta[];
  return metaCache;
}

export async function optionsOf(api: APIRequestContext, fieldCode: string): Promise<KeyValue[]> {
  const field = (await metaInfo(api)).find((f) => f.fieldCode === fieldCode);
  expect(field, fieldCode).toBeTruthy();
  return field!.options;
}

/** Values of fields for products, through Product Data (fieldValue by code). */
export async function fieldValues(api: APIRequestContext, productIds: string[], fieldCodes: string[]) {
  const res = await api.post('/api/v1/product/data', { data: { productIds, fieldCodes, pagesize: 1000 } });
  expect(res.status(), await res.text()).toBe(200);
  const items = (await res.json()).result as { productId: string; values: { fieldCode: string; fieldValue: string }[] }[];
  return new Map(items.map((i) => [i.productId, Object.fromEntries(i.values.map((v) => [v.fieldCode, v.fieldValue]))]));
}

export interface TreeItem {
  id: string;
  name: string;
  categoryCode: string;
  prodCount: number;
  subCategories: TreeItem[];
}

export async function categoryTree(api: APIRequestContext): Promise<TreeItem[]> {
  const res = await api.get('/api/v1/category');
  expect(res.status()).toBe(200);
  return (await res.json()).result;
}

export const flattenTree = (items: TreeItem[]): TreeItem[] => items.flatMap((i) => [i, ...flattenTree(i.subCategories)]);
