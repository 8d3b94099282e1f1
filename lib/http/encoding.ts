/**
 * Content coding of the service's answers: gzip for callers that accept it, from 1 KB on (below that
 * the frame costs more than it saves), for text-like types. The server compresses what a handler
 * answers (server/send-response.ts); the read cache keeps an answer's compressed bytes (./read-cache.ts).
 */
export const MIN_GZIP_BYTES = 1024;

export const COMPRESSIBLE_TYPE = /^(?:application\/(?:json|problem\+json|xml|javascript)|text\/|image\/svg\+xml)/i;

/** Whether Accept-Encoding allows gzip (a `q=0` refuses it; `*` allows it). */
export function acceptsGzip(acceptEncoding: string | string[] | null | undefined): boolean {
  if (!acceptEncoding) return false;
  let gzip: boolean | undefined;
  let any = false;
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') gzip = allowed;
    else if (name === '*') any = allowed;
  }
  return gzip ?? any;
}
