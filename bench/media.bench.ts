import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { products } from '@/lib/db/schema';
import { FileMediaStore } from '@/lib/media/fs-store';
import { processImage } from '@/lib/media/images';
import { SYSTEM_ACTOR } from '@/lib/service/history';
import { addProductMedia, deleteProductMedia } from '@/lib/service/products/media';
import type { BenchSuite } from './harness';

/**
 * Image upload: a 5 MB JPEG of random noise (noise does not compress, so the file stays large and
 * the decoder does the full work), through the same service call as POST /api/v1/product/{id}/media
 * — sniff, header check, decode, three WebP renditions, four files written, rows and history in one
 * transaction — into a filesystem store in a temp folder. Also the processing alone.
 */
async function noiseJpeg(targetBytes: number): Promise<Buffer> {
  const [width, height] = [2900, 2175];
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 70 };
  for (let quality = 92; quality >= 50; quality -= 6) {
    const jpeg = await sharp({ create: { width, height, channels: 3, background: '#808080', noise } }).jpeg({ quality }).toBuffer();
    if (jpeg.length <= targetBytes * 1.1) return jpeg;
  }
  throw new Error('could not make a JPEG near the target size');
}

export const suite: BenchSuite = {
  name: 'media',
  async run(ctx) {
    const jpeg = await noiseJpeg(5 * 1024 * 1024);
    const meta = await sharp(jpeg).metadata();
    console.log(`  test image: ${(jpeg.length / 1024 / 1024).toFixed(1)} MB JPEG, ${meta.width}×${meta.height}`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-bench-media-'));
    const store = new FileMediaStore(dir);
    const [product] = await ctx.db.select({ id: products.id }).from(products).orderBy(asc(products.iid)).limit(1);
    const created: string[] = [];
    const upload = 'media: upload + processing of a 5 MB JPEG';
    ctx.target(upload, 'p99 ≤ 1 s');
    try {
      await ctx.latency('media: processing alone (3 WebP renditions)', () => processImage('noise.jpg', jpeg), { iterations: 10, warmup: 1 });
      await ctx.latency(
        upload,
        async () => {
          const [m] = await addProductMedia(ctx.db, product.id, [{ name: 'noise.jpg', bytes: jpeg }], { altText: '', tag: '' }, SYSTEM_ACTOR, store);
          created.push(m.recordId);
        },
        { iterations: 10, warmup: 1 },
      );
    } finally {
      for (const id of created) await deleteProductMedia(ctx.db, product.id, id, SYSTEM_ACTOR, store);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
