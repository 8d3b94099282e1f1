import { expect, test } from '@playwright/test';

test('demo media paths answer with a cacheable SVG picture; other files 404', async ({ request }) => {
  const res = await request.get('/media/products/wcltop-000001-1.svg');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/svg+xml');
  expect(res.headers()['cache-control']).toContain('immutable');
  const body = await res.text();
  expect(body).toContain('<svg');
  expect(body).toContain('WCLTOP 000001');
  expect(await (await request.get('/media/products/wcltop-000001-1.svg')).text()).toBe(body);
  expect((await request.get('/media/products/clip.mp4')).status()).toBe(404);
});
