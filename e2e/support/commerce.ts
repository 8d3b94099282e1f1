import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from './api';

/** Helpers of the v2 commerce specs (returns, catalogue search, baskets). */

export interface Price {
  currencySymbol: string;
  formatted: { withTax: string; withoutTax: string; tax: string };
  raw: { withTax: number; withoutTax: number; tax: number };
}

/** A raw amount as whole minor units (the service's raw values are exact decimals of them). */
export const minor = (amount: number) => Math.round(amount * 100);

/** A price object's raw amounts as minor units; asserts withTax = withoutTax + tax exactly. */
export function priceMinor(p: Price) {
  expect(typeof p.currencySymbol).toBe('string');
  for (const k of ['withTax', 'withoutTax', 'tax'] as const) {
    expect(typeof p.formatted[k]).toBe('string');
    expect(Number.isFinite(p.raw[k])).toBe(true);
    // at most two decimals: no float drift in raw
    expect(Math.abs(p.raw[k] * 100 - minor(p.raw[k]))).toBeLessThan(1e-6);
  }
  const m = { gross: minor(p.raw.withTax), net: minor(p.raw.withoutTax), tax: minor(p.raw.tax) };
  expect(m.net + m.tax).toBe(m.gross);
  return m;
}

/** Reads a successful Wrapper D response and returns its result. */
export async function okD<T = unknown>(res: APIResponse): Promise<T> {
  const text = await res.text();
  expect(res.status(), text).toBe(200);
  const body = JSON.parse(text);
  expect(body).toMatchObject({ statusCode: 200, status: 'OK', errors: [], success: true, messageCode: 'OK' });
  expect(typeof body.message).toBe('string');
  return body.result as T;
}

export async function search(api: APIRequestContext, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return okD<SearchResult>(await api.post('/api/v2/catalog/search/advanced', { data: body, headers }));
}

export interface FacetItem {
  key: string;
  name: string;
  count: number;
  isSelected: boolean;
  displayOrder: number;
  parentKey: string;
  level: number;
}
export interface Facet {
  name: string;
  key: string;
  displayOrder: number;
  type: string;
  isSelected: boolean;
  items: FacetItem[];
}
export interface SearchItem {
  id: string;
  recordId: string;
  name: string;
  stockCode: string;
  hasVariant: boolean;
  currentStock: number;
  isActive: boolean;
  isVisible: boolean;
  isMasterStock: boolean;
  price: Price;
  listPrice: Price;
  priceFrom: Price & { minPrice: number; maxPrice: number };
  brand: string;
  maxPurchaseQty: number;
  flags: { isFreeDelivery: boolean; sellWithoutInventory: boolean };
  variantProducts: { productId: string; stockCode: string; currentStock: number; price: Price; sellWithoutInventory: boolean; maxPurchaseQty: number }[];
  [key: string]: unknown;
}
export interface SearchResult {
  total: number;
  pages: number;
  currentPage: number;
  prevPageUrl: string;
  nextPageUrl: string;
  sortList: { key: string; value: string }[];
  sortBy: string;
  images: unknown[];
  results: SearchItem[];
  filters: Facet[];
}

export const facet = (r: SearchResult, key: string) => {
  const f = r.filters.find((x) => x.key === key);
  expect(f, `facet ${key} in ${r.filters.map((x) => x.key).join(', ')}`).toBeTruthy();
  return f!;
};

/**
 * Purchasable products (a variant, or a product without variants) with at least `minStock` in stock,
 * no purchase limit and not sold without inventory (so stock limits apply), from the catalogue search,
 * most expensive first unless `cheap`.
 */
export async function purchasable(api: APIRequestContext, count: number, options: { minStock?: number; cheap?: boolean; exclude?: string[] } = {}) {
  const minStock = options.minStock ?? 5;
  const out: { productId: string; stockCode: string; stock: number; brand: string }[] = [];
  for (let page = 1; out.length < count && page <= 20; page++) {
    const r = await search(api, { pageSize: 50, currentPage: page, sortBy: options.cheap ? 'price-asc' : 'price-desc' });
    for (const item of r.results) {
      const candidates = item.hasVariant
        ? item.variantProducts.map((v) => ({ productId: v.productId, stockCode: v.stockCode, stock: v.currentStock, brand: item.brand, unlimited: v.maxPurchaseQty === 0, counted: !v.sellWithoutInventory }))
        : [{ productId: item.id, stockCode: item.stockCode, stock: item.currentStock, brand: item.brand, unlimited: item.maxPurchaseQty === 0, counted: !item.flags.sellWithoutInventory }];
      for (const { unlimited, counted, ...c } of candidates)
        if (unlimited && counted && c.stock >= minStock && !options.exclude?.includes(c.productId) && !out.some((o) => o.productId === c.productId)) out.push(c);
    }
  }
  expect(out.length, 'enough purchasable products').toBeGreaterThanOrEqual(count);
  return out.slice(0, count);
}
