import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from './api';
import { okD, type SearchItem } from './commerce';

/**
 * Replaying the vendor's real clients: better-commerce/betterstorefront ("the storefront", its
 * framework/bettercommerce/fetcher.ts) and better-commerce/n8n-nodes-bettercommerce ("the automation
 * node", Utils/Client.ts). Paths are written in the casing our routes use; where the real client uses
 * another casing, a comment says so (the routing tolerance is another change).
 */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** The headers the storefront's fetcher adds to every call (a fresh visitor: no cookies yet). */
export const FETCHER_HEADERS: Record<string, string> = {
  Currency: 'GBP',
  Language: 'en-GB',
  Country: 'GB',
  DeviceId: '',
  SessionId: '',
  CompanyId: EMPTY_GUID,
  MicrositeId: '',
  DomainId: 'storefront-replay',
};

/** A Wrapper D answer of a by-slug call that found nothing: HTTP 200, status NotFound, as the storefront reads it. */
export async function expectSlugNotFound(res: APIResponse) {
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ status: 'NotFound', success: false, result: null, snippets: [] });
}

/** Body of `qs.stringify(data)` (its default "indices" array format), as the storefront posts searches. */
export function qsStringify(data: Record<string, unknown>): string {
  const parts: string[] = [];
  const walk = (prefix: string, v: unknown) => {
    if (v === undefined) return;
    if (Array.isArray(v)) v.forEach((x, i) => walk(`${prefix}[${i}]`, x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(`${prefix}[${k}]`, x);
    else parts.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(v === null ? '' : String(v))}`);
  };
  for (const [k, v] of Object.entries(data)) walk(k, v);
  return parts.join('&');
}

/** The storefront's search body (get-all-products.ts) with defaults. */
export function storefrontSearchBody(over: Record<string, unknown> = {}) {
  return {
    freeText: '',
    pageSize: 20,
    allowFacet: true,
    facetOnly: false,
    sortBy: '',
    sortOrder: '',
    currentPage: 1,
    collectionId: '',
    categoryId: '',
    brandId: '',
    stockCodes: [],
    excludeOOSProduct: true,
    ...over,
  };
}

export interface StorefrontSearch {
  total: number;
  pages: number;
  currentPage: number;
  sortList: { key: string; value: string }[];
  filters: { key: string; name: string; items: { key: string; name: string; count: number }[] }[];
  results: (SearchItem & {
    productId: string;
    rating: number;
    reviewCount: number;
    variantGroupCode: string;
    slug: string;
    image: string;
  })[];
}

export async function minimalSearch(
  api: APIRequestContext,
  body: string,
  contentType = 'application/x-www-form-urlencoded',
) {
  return okD<StorefrontSearch>(
    await api.post('/api/v2/catalog/search/advanced/minimal', {
      data: body,
      headers: { ...FETCHER_HEADERS, 'Content-Type': contentType },
    }),
  );
}

/** What the storefront maps from every product card. */
export function expectStorefrontCard(p: StorefrontSearch['results'][number]) {
  expect(p.productId).toBe(p.id);
  expect(typeof p.rating).toBe('number');
  expect(typeof p.reviewCount).toBe('number');
  expect(typeof p.variantGroupCode).toBe('string');
  expect(typeof p.name).toBe('string');
  // every card links to `/${slug}` (components/Product/ProductCard)
  expect(p.slug).toMatch(/^products\/[a-z0-9-]+$/);
  expect(typeof p.price.raw.withTax).toBe('number');
}
