import { createHash } from 'node:crypto';
import type { ProcessedImage, RenditionName } from './images';
import type { MediaStore } from './store';

export interface StoredRendition {
  key: string;
  width: number;
  height: number;
  bytes: number;
}

/** What a record keeps about an image it stored: enough to serve, list and delete every file. */
export interface StoredImage {
  storageKey: string;
  renditions: Record<RenditionName, StoredRendition>;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
  /** Strong ETag of the original: its SHA-256. */
  etag: string;
}

/**
 * Writes an image and its renditions under `<prefix>/<sha256 of the original>/`: a new upload always
 * gets new keys (the prefix names the record, the hash the content), so every key is immutable and
 * can be cached for a year. When a write fails, what was already written is removed again.
 */
export async function storeImage(store: MediaStore, prefix: string, image: ProcessedImage): Promise<StoredImage> {
  const hash = createHash('sha256').update(image.original).digest('hex');
  const folder = `${prefix}/${hash.slice(0, 32)}`;
  const files = [
    { key: `${folder}/original.${image.extension}`, bytes: image.original, type: image.contentType },
    ...image.renditions.map((r) => ({ key: `${folder}/${r.name}.webp`, bytes: r.bytes, type: 'image/webp' })),
  ];
  // The four files are written at once; if any fails, the ones that were written are removed.
  const puts = await Promise.allSettled(files.map((f) => store.put(f.key, f.bytes, f.type)));
  const failed = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
  if (failed) {
    await Promise.allSettled(files.filter((_, i) => puts[i].status === 'fulfilled').map((f) => store.delete(f.key)));
    throw failed.reason;
  }
  const renditions = Object.fromEntries(
    image.renditions.map((r) => [r.name, { key: `${folder}/${r.name}.webp`, width: r.width, height: r.height, bytes: r.bytes.length }]),
  ) as Record<RenditionName, StoredRendition>;
  return {
    storageKey: files[0].key,
    renditions,
    width: image.width,
    height: image.height,
    bytes: image.original.length,
    contentType: image.contentType,
    etag: `"${hash}"`,
  };
}

/** Every key of a stored image (the original first). */
export function keysOf(image: { storageKey: string | null; renditions: Record<string, StoredRendition> | null }): string[] {
  return [image.storageKey, ...Object.values(image.renditions ?? {}).map((r) => r.key)].filter((k): k is string => Boolean(k));
}

/** Removes stored files; a failure is logged, not thrown (the record is already gone, the files orphaned). */
export async function removeStoredFiles(store: MediaStore, keys: string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((k) => store.delete(k)));
  for (const r of results) if (r.status === 'rejected') console.error('[media] could not delete a stored file', r.reason);
}
