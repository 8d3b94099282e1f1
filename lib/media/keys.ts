/** A key is made of safe path segments only (it becomes a file path or an object name). */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 300 &&
    key.split('/').every((s) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(s) && !s.includes('..'))
  );
}

/** Public URLs of stored media: served by app/media/[...path]/route.ts. */
export const MEDIA_URL_PREFIX = '/media/uploads/';
export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

/**
 * `MEDIA_PUBLIC_URL` (e.g. `https://shop-api.example.com`): the origin media are served from, for
 * clients on another origin. The service stores and answers media paths relative to itself
 * (`/media/…`), which the back-office resolves; a storefront on its own origin resolves them against
 * itself and finds nothing. With the setting, every JSON answer names them absolutely instead.
 * A value that is not an http(s) URL is reported once and ignored (answers keep relative paths)
 * rather than failing every answer.
 */
export function mediaPublicOrigin(): string | null {
  const raw = process.env.MEDIA_PUBLIC_URL?.trim() ?? '';
  if (parsedOrigin?.raw !== raw) parsedOrigin = { raw, origin: parseOrigin(raw) };
  return parsedOrigin.origin;
}

let parsedOrigin: { raw: string; origin: string | null } | undefined;

function parseOrigin(raw: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  console.error(
    '[catalogue] MEDIA_PUBLIC_URL is not an http(s) URL and is ignored (answers keep relative media paths)',
  );
  return null;
}

/**
 * A JSON text whose media paths are absolute on `MEDIA_PUBLIC_URL`. Every media path the service
 * writes starts a JSON string (`"/media/…"`) or an HTML attribute inside one (`src=\"/media/…`), so one
 * pass over the text finds them all without walking the value.
 */
export function withPublicMediaUrls(json: string, origin = mediaPublicOrigin()): string {
  return origin ? json.replaceAll('"/media/', `"${origin}/media/`) : json;
}

/** The stored key a public media URL names, or null when it names none (demo pictures, other hosts). */
export function keyOfMediaPath(segments: string[]): string | null {
  if (segments[0] !== 'uploads') return null;
  const key = segments.slice(1).join('/');
  return isSafeKey(key) ? key : null;
}
