import sharp from 'sharp';
import { expect, expectMutationFailure, expectV1Failure, test } from '../support/api';
import { B, create, shopper, type Basket } from '../support/baskets';
import { detail, search, slot, UNKNOWN_ID } from '../support/catalogue';
import { okD, purchasable } from '../support/commerce';
import { jpegWithExif, pngBomb, storedFileCount, uploadMedia } from '../support/media';

/**
 * Product images (extension): upload with real processing, serving with cache headers, the 4xx
 * refusals that store nothing, alt text, order, delete. Slot 90 (e2e/support/catalogue.ts).
 * The server under test uses the filesystem store; the S3 store is tested against s3rver in
 * product-media-store.spec.ts.
 */
test.describe('product media', () => {
  test('a JPEG upload keeps the original, makes three WebP renditions without EXIF, served immutable with ETags', async ({ api, anonymous }) => {
    const [item] = await slot(api, 90);
    const original = await jpegWithExif(2000, 1500);
    expect((await sharp(original).metadata()).exif, 'the test photo carries EXIF').toBeTruthy();
    // The declared type and the name lie: the content decides.
    const res = await uploadMedia(api, item.productId, [{ name: 'photo.png', bytes: original, type: 'text/plain' }], { altText: 'Front view', tag: 'front' });
    expect(res.status(), await res.text()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ statusCode: 200, status: 'OK', messageCode: 'OK' });
    const [media] = body.result;
    expect(media).toMatchObject({ productId: item.productId, name: 'photo.png', altText: 'Front view', tag: 'front', isDefault: true, displayOrder: 0 });
    expect(media.upload).toMatchObject({ contentType: 'image/jpeg', width: 2000, height: 1500, bytes: original.length });
    const { w160, w800, w1600 } = media.upload.renditions;
    expect([w160.width, w800.width, w1600.width]).toEqual([160, 800, 1600]);
    expect([w160.height, w800.height, w1600.height]).toEqual([120, 600, 1200]);
    expect(media.url).toBe(w800.url);
    expect(media.previewUrl).toBe(w160.url);

    for (const r of [w160, w800, w1600]) {
      const file = await anonymous.get(r.url);
      expect(file.status()).toBe(200);
      const h = file.headers();
      expect(h['content-type']).toBe('image/webp');
      expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['etag']).toMatch(/^"[^"]+"$/);
      const meta = await sharp(await file.body()).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(r.width);
      expect(meta.exif, 'renditions carry no EXIF').toBeUndefined();
      const again = await anonymous.get(r.url, { headers: { 'If-None-Match': h['etag'] } });
      expect(again.status()).toBe(304);
      expect(again.headers()['etag']).toBe(h['etag']);
    }
    const kept = await anonymous.get(media.upload.originalUrl);
    expect(kept.headers()['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(await kept.body(), original), 'the original is kept byte for byte').toBe(0);
    expect((await anonymous.get(media.upload.originalUrl.replace('original', 'missing'))).status()).toBe(404);

    // The product's images now show the upload: detail, and the search result's default image.
    const { detail: d } = await detail(api, item.productId);
    const first = [...d.media.files].sort((a: { displayOrder: number }, b: { displayOrder: number }) => a.displayOrder - b.displayOrder)[0];
    expect(first).toMatchObject({ recordId: media.recordId, url: w800.url, isDefault: true, tag: 'front' });
    expect(first.upload.renditions.w1600.url).toBe(w1600.url);
    expect(d.media.files.filter((f: { isDefault: boolean }) => f.isDefault)).toHaveLength(1);
    const found = await search(api, { stockCode: item.stockCode });
    expect(found.result[0].image).toBe(w800.url);
  });

  test('small images are never upscaled; several files in one request', async ({ api }) => {
    const [, item] = await slot(api, 90);
    const small = await sharp({ create: { width: 600, height: 400, channels: 4, background: '#0a0' } }).png().toBuffer();
    const res = await uploadMedia(api, item.productId, [
      { name: 'a.png', bytes: small, type: 'image/png' },
      { name: 'b.jpg', bytes: await jpegWithExif(900, 900) },
    ]);
    expect(res.status(), await res.text()).toBe(200);
    const [a, b] = (await res.json()).result;
    expect(a.upload.contentType).toBe('image/png');
    expect([a.upload.renditions.w160.width, a.upload.renditions.w800.width, a.upload.renditions.w1600.width]).toEqual([160, 600, 600]);
    expect(b.upload.renditions.w1600.width).toBe(900);
    expect(b.displayOrder).toBe(a.displayOrder + 1);
  });

  test('refusals: not an image 415, over 20 MB 413, a decompression bomb 422, damaged 422, malformed 400 — nothing stored', async ({ api }) => {
    const [, , item] = await slot(api, 90);
    const before = (await detail(api, item.productId)).detail.media.files.length;
    const files = storedFileCount();
    const good = await jpegWithExif(400, 300);

    const text = await uploadMedia(api, item.productId, [{ name: 'holiday.jpg', bytes: Buffer.from('This is a text file, not a photo.\n'.repeat(50)) }]);
    const notImage = await expectV1Failure(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(notImage.error).toContain('holiday.jpg');

    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0);
    good.copy(big); // JPEG magic first: refused for its size alone
    await expectV1Failure(await uploadMedia(api, item.productId, [{ name: 'huge.jpg', bytes: big }]), 413, 'PAYLOAD_TOO_LARGE');

    const bomb = await expectV1Failure(await uploadMedia(api, item.productId, [{ name: 'bomb.png', bytes: await pngBomb() }]), 422, 'UNPROCESSABLE_IMAGE');
    expect(bomb.message).toContain('20000×20000');

    // One bad file refuses the whole request: the good one before it is not stored either.
    const damaged = good.subarray(0, 300);
    await expectV1Failure(
      await uploadMedia(api, item.productId, [{ name: 'good.jpg', bytes: good }, { name: 'cut.jpg', bytes: damaged }]),
      422,
      'UNPROCESSABLE_IMAGE',
    );

    const malformed = await api.post(`/api/v1/product/${item.productId}/media`, {
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      data: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nno end',
    });
    await expectV1Failure(malformed, 400, 'MALFORMED_BODY');
    await expectV1Failure(await api.post(`/api/v1/product/${item.productId}/media`, { data: { file: 'x' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectV1Failure(await uploadMedia(api, item.productId, [], { altText: 'no file' }), 400, 'VALIDATION_ERROR');
    await expectV1Failure(await uploadMedia(api, UNKNOWN_ID, [{ name: 'a.jpg', bytes: good }]), 404, 'NOT_FOUND');

    expect((await detail(api, item.productId)).detail.media.files.length).toBe(before);
    expect(storedFileCount(), 'no file left in the media store').toBe(files);
  });

  test('alt text, default, position, reorder of several and delete; 4xx on bad input', async ({ api, anonymous }) => {
    const [, , , item] = await slot(api, 90);
    const up = await uploadMedia(api, item.productId, [
      { name: 'one.jpg', bytes: await jpegWithExif(320, 240) },
      { name: 'two.jpg', bytes: await jpegWithExif(330, 240) },
      { name: 'three.jpg', bytes: await jpegWithExif(340, 240) },
    ]);
    expect(up.status(), await up.text()).toBe(200);
    const [one, two, three] = (await up.json()).result;
    const base = `/api/v1/product/${item.productId}/media`;

    const alt = await api.put(`${base}/${two.recordId}`, { data: { altText: '  Side view  ', isDefault: true } });
    expect(alt.status(), await alt.text()).toBe(200);
    expect((await alt.json()).result).toMatchObject({ recordId: two.recordId, altText: 'Side view', isDefault: true });
    const defaults = (await detail(api, item.productId)).detail.media.files.filter((f: { isDefault: boolean }) => f.isDefault);
    expect(defaults.map((f: { recordId: string }) => f.recordId)).toEqual([two.recordId]);

    const moved = await api.put(`${base}/${three.recordId}`, { data: { displayOrder: 0 } });
    expect((await moved.json()).result.displayOrder).toBe(0);

    const order = await api.put(`${base}/order`, { data: { mediaIds: [two.recordId, one.recordId, three.recordId] } });
    expect(order.status(), await order.text()).toBe(200);
    const listed = (await order.json()).result as { recordId: string }[];
    const ours = listed.map((m) => m.recordId).filter((id) => [one.recordId, two.recordId, three.recordId].includes(id));
    expect(ours).toEqual([two.recordId, one.recordId, three.recordId]);

    await expectV1Failure(await api.put(`${base}/${one.recordId}`, { data: {} }), 400, 'VALIDATION_ERROR');
    await expectV1Failure(await api.put(`${base}/${one.recordId}`, { data: { altText: 'x'.repeat(501) } }), 400, 'VALIDATION_ERROR');
    await expectV1Failure(await api.put(`${base}/${UNKNOWN_ID}`, { data: { altText: 'x' } }), 404, 'NOT_FOUND');
    await expectV1Failure(await api.put(`${base}/order`, { data: { mediaIds: [one.recordId, UNKNOWN_ID] } }), 404, 'NOT_FOUND');
    const unchanged = (await detail(api, item.productId)).detail.media.files as { recordId: string; displayOrder: number }[];
    const position = (id: string) => unchanged.find((f) => f.recordId === id)!.displayOrder;
    expect(position(two.recordId)).toBeLessThan(position(one.recordId));

    const del = await api.delete(`${base}/${two.recordId}`);
    expect(del.status(), await del.text()).toBe(200);
    expect(await del.json()).toMatchObject({ isValid: true, recordId: two.recordId });
    expect((await anonymous.get(two.upload.renditions.w800.url)).status(), 'stored files go with the record').toBe(404);
    const after = (await detail(api, item.productId)).detail.media.files as { recordId: string; isDefault: boolean }[];
    expect(after.some((f) => f.recordId === two.recordId)).toBe(false);
    expect(after.filter((f) => f.isDefault), 'the default passes to another image').toHaveLength(1);
    await expectMutationFailure(await api.delete(`${base}/${two.recordId}`), 404, 'NOT_FOUND');
  });

  test('a basket line shows the uploaded image of its product', async ({ api }) => {
    const [p] = (await purchasable(api, 4, { minStock: 5 })).slice(-1);
    const res = await uploadMedia(api, p.productId, [{ name: 'basket.jpg', bytes: await jpegWithExif(500, 500) }]);
    expect(res.status(), await res.text()).toBe(200);
    const [media] = (await res.json()).result;
    const s = shopper();
    let b = await create(api, s.headers);
    b = await okD<Basket>(await api.post(`${B}/${b.id}/items`, { data: { productId: p.productId, qty: 1 }, headers: s.headers }));
    expect((b.lineItems[0] as unknown as { image: string }).image).toBe(media.upload.renditions.w800.url);
  });

  test('every media endpoint requires a token', async ({ anonymous }) => {
    const res = await anonymous.put(`/api/v1/product/${UNKNOWN_ID}/media/order`, { data: { mediaIds: [UNKNOWN_ID] } });
    expect(res.status()).toBe(401);
  });
});
