import type { APIRequestContext } from '@playwright/test';
import { returnAttachmentSchema, returnDetailSchema } from '@/lib/api/schemas/returns';
import { z } from 'zod';
import { expect, expectV2Failure, test } from '../support/api';
import fs from 'node:fs';
import path from 'node:path';
import { jpegWithExif, type UploadPart } from '../support/media';
import { returnableOrder } from '../support/support-desk';
import { expectV2Success } from '../support/v2';

/** Photos attached to a return (POST /api/v2/commerce/returns/{id}/attachments, extension). */
function upload(api: APIRequestContext, returnId: number, files: UploadPart[]) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
  return api.post(`/api/v2/commerce/returns/${returnId}/attachments`, { multipart: form, timeout: 120_000 });
}

async function newReturn(api: APIRequestContext): Promise<number> {
  const { order, line } = await returnableOrder(api, 1);
  const created = await expectV2Success(
    await api.post('/api/v2/commerce/return/create', {
      data: {
        orderId: order.orderNumber,
        lineItems: [{ recordId: line.recordId, returnQtyRequested: 1, reasonForReturnId: order.reasonsForReturn[0].itemValue }],
      },
    }),
  );
  return (created as { id: number }).id;
}

const detail = async (api: APIRequestContext, id: number) =>
  expectV2Success(await api.get(`/api/v2/commerce/returns/detail/${id}`), returnDetailSchema);

test.describe('v2 return attachments (extension)', () => {
  test('a photo is stored with its thumbnail, listed on the return, in uploadFileUrls and in the history', async ({ api, request }) => {
    const id = await newReturn(api);
    const photo = await jpegWithExif(1200, 900);
    const attachments = await expectV2Success(
      await upload(api, id, [{ name: 'scratched-lid.jpg', bytes: photo }]),
      z.array(returnAttachmentSchema.strict()),
    );
    expect(attachments).toHaveLength(1);
    const [a] = attachments;
    expect(a).toMatchObject({ name: 'scratched-lid.jpg', contentType: 'image/jpeg', width: 1200, height: 900, bytes: photo.length, uploadedBy: { kind: 'client' } });

    const thumb = await request.get(a.thumbnailUrl);
    expect(thumb.status()).toBe(200);
    expect(thumb.headers()['content-type']).toBe('image/webp');
    const original = await request.get(a.url);
    expect(Buffer.from(await original.body()).equals(photo)).toBe(true);

    const ret = await detail(api, id);
    expect(ret.attachments).toEqual(attachments);
    expect(ret.uploadFileUrls).toContain(a.url);
    const history = await expectV2Success(await api.get(`/api/v2/commerce/returns/${id}/history`));
    expect((history as { results: { field: string }[] }).results.map((h) => h.field)).toContain('attachments');
  });

  test('a file that is not an image is refused 415, one over 20 MB 413; nothing is stored', async ({ api }) => {
    const id = await newReturn(api);
    const text = await expectV2Failure(
      await upload(api, id, [{ name: 'receipt.jpg', bytes: Buffer.from('Not a photo at all, just text.\n'.repeat(40)) }]),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(text.errors.join(' ')).toContain('receipt.jpg');

    const good = await jpegWithExif(300, 200);
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0);
    good.copy(big); // JPEG magic first: refused for its size alone
    await expectV2Failure(await upload(api, id, [{ name: 'huge.jpg', bytes: big }]), 413, 'PAYLOAD_TOO_LARGE');

    // A good photo beside a bad one: the whole request is refused.
    await expectV2Failure(
      await upload(api, id, [{ name: 'good.jpg', bytes: good }, { name: 'notes.txt', bytes: Buffer.from('hello world, not an image') }]),
      415,
    );
    const ret = await detail(api, id);
    expect([ret.attachments, ret.uploadFileUrls]).toEqual([[], []]);
    // Nothing under the return's own folder of the media store (other tests upload meanwhile elsewhere).
    expect(fs.existsSync(path.join(process.env.TEST_DATA_DIR!, 'media', 'returns', ret.recordId))).toBe(false);

    await expectV2Failure(await upload(api, 999999999, [{ name: 'good.jpg', bytes: good }]), 404);
  });
});
