import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/** Real images for upload tests, made with sharp in the test (no fixtures on disk). */

/** A JPEG photo of `width`×`height` carrying EXIF (camera owner, copyright) that renditions must drop. */
export function jpegWithExif(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 190 } } })
    .composite([{ input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: '#f5c518' } }, left: 20, top: 20 }])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: 'Media Test Co', Artist: 'Secret Photographer' } })
    .toBuffer();
}

/** A 90-byte PNG whose header declares 20000×20000 pixels (400 megapixels): a decompression bomb. */
export async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer());
  png.writeUInt32BE(20000, 16);
  png.writeUInt32BE(20000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29); // IHDR stays valid: only the size lies
  return png;
}

export interface UploadPart {
  name: string;
  bytes: Buffer;
  type?: string;
}

/** POST /api/v1/product/{id}/media with `file` parts and the given text fields. */
export function uploadMedia(api: APIRequestContext, productId: string, files: UploadPart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/jpeg' }), f.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return api.post(`/api/v1/product/${productId}/media`, { multipart: form, timeout: 120_000 });
}

/** How many files the test server's filesystem media store holds (DATA_DIR/media). */
export function storedFileCount(): number {
  const root = path.join(process.env.TEST_DATA_DIR!, 'media');
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}
