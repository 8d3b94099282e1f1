/** A key is made of safe path segments only (it becomes a file path or an object name). */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 300 && key.split('/').every((s) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s) && !s.includes('..'));
}

/** Public URLs of stored media: served by app/media/[...path]/route.ts. */
export const MEDIA_URL_PREFIX = '/media/uploads/';
export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/** The stored key a public media URL names, or null when it names none (demo pictures, other hosts). */
export function keyOfMediaPath(segments: string[]): string | null {
  if (segments[0] !== 'uploads') return null;
  const key = segments.slice(1).join('/');
  return isSafeKey(key) ? key : null;
}
