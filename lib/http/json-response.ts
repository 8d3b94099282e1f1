import { createHash } from 'node:crypto';
import { withPublicMediaUrls } from '@/lib/media/keys';
import { acceptsGzip } from './encoding';
import { gzipOf, type CachedAnswer } from './read-cache';

/**
 * The response side of every service route (route() in ./route.ts): a JSON answer with a weak ETag on
 * reads, and 304 without a body when the caller already holds it. Compression is the server's
 * (server/send-response.ts): gzip from 1 KB on for callers that accept it; an answer of the read cache
 * (./read-cache.ts) brings its own gzip bytes.
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

/** An answer ready to send or to keep: its JSON text, headers and the tag a revalidation is compared with. */
export type PreparedAnswer = Pick<CachedAnswer, 'text' | 'headers' | 'etag' | 'gzip'>;

/**
 * A successful read's answer. Its ETag is the route's own when it gives one — a record's version for
 * If-Match, which does not cover all the answer holds (prices follow the Currency header and change
 * without a new version), so it never earns a 304 — else a weak hash of the body, which does.
 */
export function prepareAnswer(value: unknown, headers: Record<string, string> = {}): PreparedAnswer {
  const text = withPublicMediaUrls(JSON.stringify(value));
  const own = Object.keys(headers).find((h) => h.toLowerCase() === 'etag');
  const etag = own ? null : bodyEtag(text);
  return { text, etag, headers: { ...headers, 'Content-Type': 'application/json', ...(etag ? { ETag: etag } : {}) } };
}

/** 304 when If-None-Match names the answer's tag, else the answer (its gzip bytes for a caller that takes them). */
export function answerResponse(request: Request, answer: PreparedAnswer): Response {
  if (answer.etag && matches(request.headers.get('if-none-match'), answer.etag)) {
    const { 'Content-Type': _type, ...headers } = answer.headers;
    return new Response(null, { status: 304, headers });
  }
  const gzip = 'bytes' in answer && acceptsGzip(request.headers.get('accept-encoding')) ? gzipOf(answer as CachedAnswer) : null;
  if (gzip) return new Response(gzip as Uint8Array<ArrayBuffer>, { headers: { ...answer.headers, 'Content-Encoding': 'gzip' } });
  return new Response(answer.text, { headers: answer.headers });
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
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (isRead && status === 200) return answerResponse(request, prepareAnswer(value, init.headers));
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(withPublicMediaUrls(JSON.stringify(value)), { status, headers });
}

/** An answer that never changes while the process lives (the OpenAPI document): built, hashed and compressed once. */
export function fixedAnswer(build: () => unknown): (request: Request) => Response {
  let answer: CachedAnswer | undefined;
  return (request) => answerResponse(request, (answer ??= { ...prepareAnswer(build()), bytes: 0, until: Infinity }));
}
