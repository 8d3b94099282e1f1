import sharp from 'sharp';
import type { Db } from '@/lib/db';
import { log } from '@/lib/log';
import { keyOfMediaPath } from '@/lib/media/keys';
import { placeholderSvg } from '@/lib/media/placeholder';
import { mediaStore } from '@/lib/media/store';
import { cached } from '../../cache';
import { settingValue } from '../../settings';

/**
 * The seller's logo for quotation PDFs (SellerSettings.LogoUrl) as a PNG pdfkit can embed: an
 * uploaded image read from the media store (/media/uploads/…), a demo picture (/media/….svg), or an
 * http(s) URL fetched with a time and size limit. Any image sharp reads (PNG, JPEG, WebP, SVG) is
 * rasterised to 120 px high. Kept per URL for ten minutes; a new URL takes effect at once. A logo
 * that cannot be had is left out of the PDF and logged, never a failed PDF.
 */
const MAX_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;
const TTL_MS = 10 * 60_000;

async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new Error(`larger than ${MAX_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function sourceBytes(url: string): Promise<Buffer> {
  if (url.startsWith('/media/')) {
    const segments = url.slice('/media/'.length).split('/');
    if (segments[0] === 'uploads') {
      const key = keyOfMediaPath(segments);
      const found = key ? await mediaStore().get(key) : null;
      if (!found) throw new Error('no such uploaded image');
      return streamBytes(found.stream());
    }
    if (/\.svg$/i.test(url)) return Buffer.from(placeholderSvg(segments.join('/')));
    throw new Error('not an uploaded image');
  }
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  return streamBytes(res.body);
}

async function loadLogo(url: string): Promise<Buffer | null> {
  try {
    return await sharp(await sourceBytes(url), { limitInputPixels: 50_000_000 }).resize({ height: 120, withoutEnlargement: false }).png().toBuffer();
  } catch (e) {
    // The query is left out: a signed URL carries its credentials there.
    log.warn({ event: 'quotation-logo-unavailable', url: url.split('?')[0], reason: (e as Error).message }, 'the seller logo could not be read; quotation PDFs are made without it');
    return null;
  }
}

export async function sellerLogo(db: Db): Promise<Buffer | null> {
  const url = (await settingValue(db, 'SellerSettings.LogoUrl')).trim();
  if (!url) return null;
  return cached(`quotes:logo:${url}`, TTL_MS, () => loadLogo(url));
}
