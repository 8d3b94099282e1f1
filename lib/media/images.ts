import os from 'node:os';
import sharp from 'sharp';
import { ServiceError } from '@/lib/errors';
import { IMAGE_TYPES, type ImageFormat } from './content-types';

/**
 * Checks and processing of uploaded images, shared by every feature that takes pictures (product
 * media today, return attachments next): the type is sniffed from the bytes, never taken from the
 * file name or the declared type; size, pixel count and decodability are checked before anything is
 * stored; WebP renditions are made at fixed widths with all metadata (EXIF, GPS, XMP, ICC) dropped.
 */
export const MEDIA_MAX_BYTES = Number(process.env.MEDIA_MAX_BYTES) || 20 * 1024 * 1024;
/** A decompression bomb declares far more pixels than its bytes suggest; 50 megapixels is a large photo. */
export const MEDIA_MAX_PIXELS = Number(process.env.MEDIA_MAX_PIXELS) || 50_000_000;
export const RENDITION_WIDTHS = [160, 800, 1600] as const;

/*
 * libvips threads per image operation. sharp defaults to 1 on glibc Linux without jemalloc (to limit
 * memory fragmentation), which leaves the decode and resize of a large photo on one core: with one
 * thread per core they take about a third of the time. MEDIA_SHARP_CONCURRENCY overrides it.
 */
sharp.concurrency(Number(process.env.MEDIA_SHARP_CONCURRENCY) || os.availableParallelism());
export type RenditionName = `w${(typeof RENDITION_WIDTHS)[number]}`;

export interface Rendition {
  name: RenditionName;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  format: ImageFormat;
  contentType: string;
  extension: string;
  /** Displayed size (EXIF orientation applied). */
  width: number;
  height: number;
  /** The upload exactly as sent (kept byte for byte; its metadata is not touched). */
  original: Buffer;
  renditions: Rendition[];
}

const tooLarge = (name: string, max = MEDIA_MAX_BYTES) =>
  new ServiceError(413, 'PAYLOAD_TOO_LARGE', `${name} is larger than ${Math.round(max / 1024 / 1024)} MB`, [
    `file: ${name} is larger than ${max} bytes`,
  ]);
export const mediaTooLarge = tooLarge;

/** The image format the first bytes announce (magic numbers), or null when they announce none we take. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (ascii(4, 'ftyp') && (ascii(8, 'avif') || ascii(8, 'avis'))) return 'avif';
  if (at(0, 0x49, 0x49, 0x2a, 0x00) || at(0, 0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  return null;
}

const unprocessable = (name: string, why: string) =>
  new ServiceError(422, 'UNPROCESSABLE_IMAGE', `${name}: ${why}`, [`file: ${name}: ${why}`]);

/**
 * Validates one upload and makes its renditions, in memory: nothing is stored here, so a refused file
 * leaves no trace. 413 over MEDIA_MAX_BYTES, 415 when the bytes are not an image we accept, 422 when
 * it cannot be decoded or declares more than MEDIA_MAX_PIXELS pixels.
 */
export async function processImage(name: string, bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MEDIA_MAX_BYTES) throw tooLarge(name);
  const format = sniffImageFormat(bytes);
  if (!format)
    throw new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', `${name} is not a JPEG, PNG, WebP, GIF, AVIF or TIFF image`, [
      `file: ${name} is not a JPEG, PNG, WebP, GIF, AVIF or TIFF image (judged from its content, not its name)`,
    ]);
  // The header alone (sharp's own pixel limit off, ours below says why): a bomb is refused before a
  // single pixel is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta?.width || !meta.height) throw unprocessable(name, 'the image cannot be read');
  if (meta.width * meta.height > MEDIA_MAX_PIXELS)
    throw unprocessable(name, `the image declares ${meta.width}×${meta.height} pixels, more than ${MEDIA_MAX_PIXELS / 1e6} megapixels`);
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const renditions = await makeRenditions(bytes, width).catch((e: unknown) => {
    if (e instanceof ServiceError) throw e;
    throw unprocessable(name, 'the image is damaged or truncated');
  });
  const type = IMAGE_TYPES[format];
  return { format, contentType: type.contentType, extension: type.extension, width, height, original: bytes, renditions };
}

/**
 * Decodes once, at the largest rendition's size (JPEG shrink-on-load makes that cheap), and derives
 * the smaller ones from those pixels. Never wider than the original. Output carries no metadata:
 * sharp drops EXIF/XMP/ICC unless asked to keep them, after converting to sRGB.
 */
async function makeRenditions(bytes: Buffer, originalWidth: number): Promise<Rendition[]> {
  const widest = Math.min(Math.max(...RENDITION_WIDTHS), originalWidth);
  const { data, info } = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: widest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    RENDITION_WIDTHS.map(async (w) => {
      const out = await sharp(data, raw)
        .resize({ width: Math.min(w, info.width), withoutEnlargement: true })
        // WebP effort 0 encodes in a third to a half of the default's time for a few per cent more
        // bytes: the 1600 and 800 renditions are the critical path; the thumbnail is cheap at any effort.
        .webp({ quality: 80, effort: w >= 800 ? 0 : 4 })
        .toBuffer({ resolveWithObject: true });
      return { name: `w${w}` as RenditionName, width: out.info.width, height: out.info.height, bytes: out.data };
    }),
  );
}
