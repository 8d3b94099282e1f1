import { keyOfMediaPath } from '@/lib/media/keys';
import { placeholderSvg } from '@/lib/media/placeholder';
import { mediaStore } from '@/lib/media/store';

/** Stored keys never change content (lib/media/stored-image.ts), so a year's caching is safe. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * /media/uploads/<key>: uploaded originals and renditions from the media store, with an ETag and
 * 304 on If-None-Match. Any other /media/….svg: the demo catalogue's pictures, a deterministic SVG
 * per name so pages show images without network access.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (path[0] === 'uploads') return serveStored(request, keyOfMediaPath(path));
  const file = path.join('/');
  if (!/\.svg$/i.test(file)) return new Response('Not found', { status: 404 });
  return new Response(placeholderSvg(file), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': IMMUTABLE },
  });
}

async function serveStored(request: Request, key: string | null) {
  const found = key ? await mediaStore().get(key) : null;
  if (!found) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const headers = { ETag: found.etag, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === found.etag || t.trim() === '*')) {
    found.discard();
    return new Response(null, { status: 304, headers });
  }
  return new Response(found.stream(), {
    headers: { ...headers, 'Content-Type': found.contentType, 'Content-Length': String(found.size) },
  });
}
