import { createHash } from 'node:crypto';
import { withPublicMediaUrls } from '@/lib/media/keys';

/**
 * The response side of every service route (route() in ./route.ts): a JSON answer with a weak ETag on
 * reads, and 304 without a body when the caller already holds it. Compression is the server's
 * (server/send-response.ts): gzip from 1 KB on for callers that accept it.
 */

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
  request: Request,
  value: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const status = init.status ?? 200;
  const text = withPublicMediaUrls(JSON.stringify(value));
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
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(text, { status, headers });
}
