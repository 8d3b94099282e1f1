import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { NextResponse, type NextRequest } from 'next/server';

/**
 * The response side of every service route (route() in ./http.ts): a JSON answer with a weak ETag on
 * reads (304 when the caller already holds it) and compressed when the caller accepts it.
 * Next.js itself only gzips, and only in `next start`; doing it here gives br to those who ask and
 * the same bytes in every deployment.
 */

/** Below this many bytes compression saves less than its headers and CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * br quality 4: within a few percent of gzip -9's size at a fraction of its time (a 200 KB search
 * answer compresses in ~2 ms); the default 11 takes hundreds of ms per answer under load.
 */
const BROTLI_QUALITY = 4;

/** The encoding to use for this caller: br before gzip, neither when refused (q=0) or not listed. */
export function chooseEncoding(acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Weak ETag of a body: the same JSON always gets the same tag, whatever encoding it travels in. */
export function bodyEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match compares weakly: W/"x" and "x" name the same representation. */
function matches(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || opaque(t) === wanted);
}

/**
 * The JSON answer of `value`. A successful GET carries an ETag (the route's own, e.g. a record's
 * version, else a weak hash of the body, which answers 304 without a body when If-None-Match names it).
 */
export function jsonResponse(
  request: NextRequest,
  value: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): NextResponse {
  const status = init.status ?? 200;
  const text = JSON.stringify(value);
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  // A route's own ETag is a record version for If-Match; it does not cover all the answer holds
  // (prices follow the Currency header and change without a new version), so only a body hash earns a 304.
  if (isRead && status === 200 && !headers.has('ETag')) {
    const tag = bodyEtag(text);
    headers.set('ETag', tag);
    if (matches(request.headers.get('if-none-match'), tag)) {
      headers.delete('Content-Type');
      return new NextResponse(null, { status: 304, headers });
    }
  }
  const bytes = Buffer.from(text);
  headers.append('Vary', 'Accept-Encoding');
  const encoding = bytes.length > COMPRESS_MIN_BYTES ? chooseEncoding(request.headers.get('accept-encoding')) : null;
  if (!encoding) return new NextResponse(bytes, { status, headers });
  const packed =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipSync(bytes, { level: 6 });
  headers.set('Content-Encoding', encoding);
  return new NextResponse(new Uint8Array(packed), { status, headers });
}
