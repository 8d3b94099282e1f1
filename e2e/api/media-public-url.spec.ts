import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { exited, startService } from '../support/processes';
import { FETCHER_HEADERS } from '../support/real-clients';

/**
 * MEDIA_PUBLIC_URL (issue 9): the vendor's storefront runs on its own origin and resolves the
 * service's `/media/…` paths against itself, finding nothing. A process of its own (a small PGlite
 * catalogue) started with the setting names every image absolutely, in the storefront's answers and
 * the v1 ones alike, and the named URL serves the image. The back-office page CSP allows that origin.
 * Once, on the PGlite run (the setting does not depend on the database).
 */
test.skip(!!process.env.TEST_DATABASE_URL, 'database-independent: runs in the PGlite step');
test.setTimeout(240_000);

test('with MEDIA_PUBLIC_URL every image URL in an answer is absolute on that origin and serves the image', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-media-url-'));
  const secret = randomBytes(24).toString('base64url');
  const { child, origin, output } = await startService((origin) => ({
    DATA_DIR: dataDir,
    SEED_PRODUCTS: '60',
    JOB_WORKERS: '0',
    MEDIA_PUBLIC_URL: `${origin}/`,
    CATALOGUE_CLIENT_ID: 'media-url-test',
    CATALOGUE_CLIENT_SECRET: secret,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    AUTH_TRUST_HOST: 'true',
  }));
  try {
    // The storefront's own token call and headers.
    const token = await fetch(`${origin}/oAuth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'media-url-test', client_secret: secret }),
    });
    expect(token.status).toBe(200);
    const headers = { ...FETCHER_HEADERS, Authorization: `Bearer ${(await token.json()).access_token}` };
    const text = async (p: string, init: RequestInit = {}) => {
      const res = await fetch(`${origin}${p}`, { ...init, headers: { ...headers, ...init.headers } });
      expect(res.status, p).toBe(200);
      return res.text();
    };
    const imageUrls = (body: string) => [...body.matchAll(/"(?:image|url|imageUrl|thumbnailUrl|previewUrl)":"([^"]+)"/g)].map((m) => m[1]);

    // get-product.ts: a product page by slug, images included.
    const paths = JSON.parse(await text('/api/v2/catalog/search/r', { method: 'POST' })) as { result: { products: { slug: string }[] } };
    const slug = paths.result.products[0].slug;
    const product = await text(`/api/v2/catalog/product/slug?slug=${slug}`, { method: 'POST' });
    const storefrontImages = imageUrls(product).filter((u) => u.includes('/media/'));
    expect(storefrontImages.length, product.slice(0, 500)).toBeGreaterThan(0);
    for (const u of storefrontImages) expect(u.startsWith(`${origin}/media/`), u).toBe(true);
    expect(product).not.toContain('"/media/');

    // A v1 answer too: the product detail's images, and the category tree's.
    const id = (JSON.parse(product) as { result: { recordId?: string; id: string } }).result.id;
    const detail = await text(`/api/v1/product/${id}`);
    expect(detail).toContain(`"${origin}/media/`);
    expect(detail).not.toContain('"/media/');

    // The absolute URL serves the picture.
    const picture = await fetch(storefrontImages[0]);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    // Back-office pages may show images from that origin (it is http here, which `https:` does not cover).
    const login = await fetch(`${origin}/login`);
    expect(login.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
  } catch (e) {
    throw new Error(`${(e as Error).message}\nserver output:\n${output.join('').slice(-3000)}`);
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
