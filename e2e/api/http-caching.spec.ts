import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect, fetchToken, test } from '../support/api';

/**
 * Compression (the server's gzip, server/send-response.ts) and conditional reads of the service
 * (ETag and 304). Node's http client
 * is used instead of Playwright's so the raw bytes and headers are seen exactly as sent (Playwright
 * asks for and unpacks compressed answers by itself).
 */
interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawRequest(baseURL: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, baseURL), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

const LIST = '/api/v1/search/all?pagesize=50';

test.describe('service responses: compression and ETag', () => {
  let auth: Record<string, string>;
  // the harness's port (playwright.config.ts); worker hooks cannot use the test-scoped baseURL option
  const baseURL = `http://127.0.0.1:${process.env.TEST_PORT}`;
  test.beforeAll(async ({ playwright }) => {
    const ctx = await playwright.request.newContext({ baseURL });
    auth = { Authorization: `Bearer ${(await fetchToken(ctx)).access_token}` };
    await ctx.dispose();
  });
  const get = (path: string, headers: Record<string, string> = {}) => rawRequest(baseURL, 'GET', path, { ...auth, ...headers });

  test('JSON over 1 KB is sent gzipped to callers that accept it, the same document either way', async () => {
    const plain = await get(LIST, { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const doc = JSON.parse(plain.body.toString());

    const gz = await get(LIST, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toMatch(/accept-encoding/i);
    expect(gz.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(doc);

    // a search answer by POST too
    const body = JSON.stringify({ pageSize: 24 });
    const post = await rawRequest(baseURL, 'POST', '/api/v2/catalog/search/advanced', { ...auth, 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' }, body);
    expect(post.status).toBe(200);
    expect(post.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(post.body).toString()).success).toBe(true);
    // the storefront's search is a read on POST (the contract's choice): it carries an ETag (revalidation.spec.ts);
    // another POST is no read: no ETag
    expect(post.headers['etag']).toMatch(/^W\//);
    const v1 = await rawRequest(baseURL, 'POST', '/api/v1/search/advanced', { ...auth, 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' }, JSON.stringify({ freeText: 'shirt' }));
    expect(v1.status).toBe(200);
    expect(v1.headers['etag']).toBeUndefined();

    // under 1 KB the gzip frame would cost more than it saves: sent as it is, still marked as varying
    const small = await get('/api/v1/search/all?pagesize=1', { 'Accept-Encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['vary']).toMatch(/accept-encoding/i);
  });

  test('reads carry a weak ETag of the body and answer 304 to If-None-Match', async () => {
    const first = await get(LIST, { 'Accept-Encoding': 'gzip' });
    const tag = first.headers['etag']!;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    // the tag names the document, not its encoding
    expect((await get(LIST, { 'Accept-Encoding': 'identity' })).headers['etag']).toBe(tag);

    const again = await get(LIST, { 'If-None-Match': tag, 'Accept-Encoding': 'gzip' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(tag);
    // the strong form and a list naming it match too; a stale tag gets the full answer
    expect((await get(LIST, { 'If-None-Match': `"x", ${tag.slice(2)}` })).status).toBe(304);
    const stale = await get(LIST, { 'If-None-Match': 'W/"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBeGreaterThan(0);

    // another document, another tag
    const other = await get('/api/v1/search/all?pagesize=49');
    expect(other.headers['etag']).not.toBe(tag);
    // failures carry no ETag
    const bad = await get('/api/v1/search/all?pagesize=0');
    expect(bad.status).toBe(400);
    expect(bad.headers['etag']).toBeUndefined();
  });

  test('a record version ETag stays as it was and is never answered with 304', async () => {
    const list = JSON.parse((await get('/api/v1/search/all?pagesize=1')).body.toString());
    const id = list.result[0].productId as string;
    const res = await get(`/api/v1/product/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['etag']).toMatch(/^"\d+"$/);
    // prices follow the Currency header without a new version: the version alone cannot prove freshness
    const again = await get(`/api/v1/product/${id}`, { 'If-None-Match': res.headers['etag']!, Currency: 'EUR' });
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body.toString()).result).toBeTruthy();
  });
});
