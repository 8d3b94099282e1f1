import type { APIRequestContext } from '@playwright/test';
import { expect, test, uniqueSuffix } from '../support/api';

/**
 * Warm reads and revalidation (issue 37, lib/http/read-cache.ts): the storefront's product and
 * search answers carry an ETag that an If-None-Match revalidates with 304 (no body) while nothing they
 * show has changed, and a 200 with the new answer and a new tag as soon as it has, through the process
 * that made the change. A change elsewhere in the catalogue leaves the tag as it was. The catalogue
 * answers a CDN may keep say so (Cache-Control: public, no-cache; Vary on the localisation headers).
 * Two processes on one PostgreSQL: read-cache-processes.spec.ts.
 */
/**
 * Products no other test touches: the least recently updated (newest first, a page moved as tests
 * running beside this one created products, and named one of theirs, deleted meanwhile: a 404).
 */
async function productIds(api: APIRequestContext, page: number, size: number): Promise<string[]> {
  const res = await api.get(`/api/v1/search/all?sortBy=lastUpdated&sortOrder=asc&pagesize=${size}&page=${page}`);
  expect(res.status()).toBe(200);
  return ((await res.json()).result as { productId: string }[]).map((p) => p.productId);
}

async function rename(api: APIRequestContext, id: string, name: string) {
  const put = await api.put(`/api/v1/product/${id}`, { data: { basicInfo: { name } } });
  expect(put.status(), await put.text()).toBe(200);
}

test.describe('revalidation of the storefront catalogue', () => {
  test('a product answer is 304 while unchanged, 200 with a new tag once changed, and keeps its tag when another product changes', async ({ api }) => {
    const [id, other] = await productIds(api, 11, 2);
    const url = `/api/v2/catalog/product/${id}`;
    const first = await api.get(url);
    expect(first.status()).toBe(200);
    const tag = first.headers()['etag'];
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers()['cache-control']).toBe('public, no-cache');
    expect(first.headers()['vary']).toMatch(/Currency, Language, Country/);

    const same = await api.get(url, { headers: { 'If-None-Match': tag } });
    expect(same.status()).toBe(304);
    expect(same.headers()['etag']).toBe(tag);
    expect((await same.body()).length).toBe(0);
    // Prices follow the Currency header: another currency is another answer with its own tag.
    const euro = await api.get(url, { headers: { Currency: 'EUR', 'If-None-Match': tag } });
    expect(euro.status()).toBe(200);
    expect(euro.headers()['etag']).not.toBe(tag);

    await rename(api, other, `Elsewhere ${uniqueSuffix()}`);
    expect((await api.get(url, { headers: { 'If-None-Match': tag } })).status()).toBe(304);

    const name = `Revalidated ${uniqueSuffix()}`;
    await rename(api, id, name);
    const changed = await api.get(url, { headers: { 'If-None-Match': tag } });
    expect(changed.status()).toBe(200);
    expect((await changed.json()).result.name).toBe(name);
    const newTag = changed.headers()['etag'];
    expect(newTag).not.toBe(tag);
    expect((await api.get(url, { headers: { 'If-None-Match': newTag } })).status()).toBe(304);
  });

  test('a repeated search is 304 while its results are unchanged and 200 once a product it lists changes', async ({ api }) => {
    // Six products of this test's own, found by a word only their names carry: products other tests
    // create or change meanwhile (the suite runs in parallel) are not in this answer.
    const word = `Reval${uniqueSuffix().replace(/\W/g, '')}`;
    const shown = await api.post('/api/v2/catalog/search/advanced', { data: { pageSize: 6, currentPage: 5 } });
    const ids = ((await shown.json()).result.results as { id: string }[]).map((r) => r.id);
    expect(ids.length).toBe(6);
    for (const [i, id] of ids.entries()) await rename(api, id, `${word} product ${i}`);
    const body = { freeText: word, pageSize: 6, currentPage: 1 };
    const search = (tag?: string) => api.post('/api/v2/catalog/search/advanced', { data: body, headers: tag ? { 'If-None-Match': tag } : {} });
    const first = await search();
    expect(first.status()).toBe(200);
    const tag = first.headers()['etag'];
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    // A POST is not for shared caches: no public Cache-Control.
    expect(first.headers()['cache-control']).toBeUndefined();
    const listed = (await first.json()).result.results as { id: string; name: string }[];
    expect(listed.length).toBe(6);

    expect((await search(tag)).status()).toBe(304);
    // Another page is another answer.
    const other = await api.post('/api/v2/catalog/search/advanced', { data: { ...body, currentPage: 2 }, headers: { 'If-None-Match': tag } });
    expect(other.status()).toBe(200);

    const renamed = `${listed[2].name} ${uniqueSuffix()}`;
    await rename(api, listed[2].id, renamed);
    const changed = await search(tag);
    expect(changed.status()).toBe(200);
    expect(changed.headers()['etag']).not.toBe(tag);
    expect(((await changed.json()).result.results as { name: string }[]).map((r) => r.name)).toContain(renamed);
  });

  test('lookups by slug and the category tree revalidate too; a record version ETag never does', async ({ api }) => {
    const tree = await api.get('/api/v2/catalog/category');
    expect(tree.status()).toBe(200);
    expect(tree.headers()['cache-control']).toBe('public, no-cache');
    expect((await api.get('/api/v2/catalog/category', { headers: { 'If-None-Match': tree.headers()['etag'] } })).status()).toBe(304);

    const slug = ((await tree.json()).result as { slug: string }[])[0].slug;
    const bySlug = await api.post(`/api/v2/catalog/category/slug?slug=${encodeURIComponent(slug)}`);
    expect(bySlug.status()).toBe(200);
    const slugTag = bySlug.headers()['etag'];
    expect((await api.post(`/api/v2/catalog/category/slug?slug=${encodeURIComponent(slug)}`, { headers: { 'If-None-Match': slugTag } })).status()).toBe(304);

    // v1 product detail is answered from memory too, but its ETag is the record's version (for If-Match).
    const [id] = await productIds(api, 12, 1);
    const detail = await api.get(`/api/v1/product/${id}`);
    const version = detail.headers()['etag'];
    expect(version).toMatch(/^"\d+"$/);
    const again = await api.get(`/api/v1/product/${id}`, { headers: { 'If-None-Match': version } });
    expect(again.status()).toBe(200);
    const name = `Versioned ${uniqueSuffix()}`;
    await rename(api, id, name);
    const after = await api.get(`/api/v1/product/${id}`);
    expect((await after.json()).result.basicInfo.name).toBe(name);
    expect(after.headers()['etag']).not.toBe(version);
  });
});
