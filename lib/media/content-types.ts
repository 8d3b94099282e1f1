/** The image formats we accept, by the format name sharp and our sniffer give them. */
export const IMAGE_TYPES = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  avif: { contentType: 'image/avif', extension: 'avif' },
  tiff: { contentType: 'image/tiff', extension: 'tiff' },
} as const;
export type ImageFormat = keyof typeof IMAGE_TYPES;

/** Keys end in the extension we gave them when storing, so the type follows from the key. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const found = Object.values(IMAGE_TYPES).find((t) => t.extension === ext);
  return found?.contentType ?? 'application/octet-stream';
}
