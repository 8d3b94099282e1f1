import type http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { acceptsGzip, COMPRESSIBLE_TYPE, MIN_GZIP_BYTES } from '@/lib/http/encoding';

/**
 * Writes a handler's Web Response to Node's response: the service's security headers, gzip for
 * callers that accept it (lib/http/encoding.ts), HEAD without a body. A body that is already complete
 * (every JSON answer) is sent in one write with its length; a stream (a media file, a CSV) is piped as
 * it comes. An answer the read cache already holds compressed (lib/http/read-cache.ts) comes with its
 * Content-Encoding and is sent as it is.
 */
/** Larger bodies are compressed on libuv's thread pool instead of the event loop. */
const SYNC_GZIP_BYTES = 64 * 1024;

type NodeHeaders = Record<string, string | string[] | number>;

function nodeHeaders(response: Response, extra: Record<string, string>): NodeHeaders {
  const out: NodeHeaders = {};
  for (const [name, value] of Object.entries(extra)) out[name.toLowerCase()] = value;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  return out;
}

function addVary(headers: NodeHeaders, value: string): void {
  const current = headers.vary ? String(headers.vary) : '';
  if (current === '*' || current.toLowerCase().split(/\s*,\s*/).includes(value.toLowerCase())) return;
  headers.vary = current ? `${current}, ${value}` : value;
}

const gzipAsync = (body: Buffer) =>
  new Promise<Buffer>((resolve, reject) => zlib.gzip(body, (err, out) => (err ? reject(err) : resolve(out))));

export async function sendResponse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers = nodeHeaders(response, extraHeaders);
  const status = response.status;
  const body = response.body;
  const compressible = COMPRESSIBLE_TYPE.test(String(headers['content-type'] ?? ''));
  if (compressible) addVary(headers, 'Accept-Encoding');
  if (!body || req.method === 'HEAD' || status === 204 || status === 304) {
    if (body) await body.cancel().catch(() => undefined);
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const gzip = compressible && !headers['content-encoding'] && acceptsGzip(req.headers['accept-encoding']);
  const reader = body.getReader();
  // An answer built from a string or bytes is one chunk followed by the end: read both, send at once.
  const chunks: Uint8Array[] = [];
  let done = false;
  for (let i = 0; i < 2 && !done; i++) {
    const next = await reader.read();
    if (next.done) done = true;
    else chunks.push(next.value);
  }
  if (done) {
    let bytes = chunks.length === 1 ? Buffer.from(chunks[0].buffer, chunks[0].byteOffset, chunks[0].byteLength) : Buffer.concat(chunks);
    if (gzip && bytes.length >= MIN_GZIP_BYTES) {
      bytes = bytes.length <= SYNC_GZIP_BYTES ? zlib.gzipSync(bytes) : await gzipAsync(bytes);
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = bytes.length;
    res.writeHead(status, headers);
    res.end(bytes);
    return;
  }
  // A stream of unknown length: compressed as it comes, cancelled if the caller goes away.
  if (gzip) {
    headers['content-encoding'] = 'gzip';
    delete headers['content-length'];
  }
  res.writeHead(status, headers);
  const rest = Readable.from(
    (async function* () {
      yield* chunks;
      for (;;) {
        const next = await reader.read();
        if (next.done) return;
        yield next.value;
      }
    })(),
  );
  res.once('close', () => {
    if (!res.writableFinished) reader.cancel().catch(() => undefined);
  });
  try {
    if (gzip) await pipeline(rest, zlib.createGzip(), res);
    else await pipeline(rest, res);
  } catch {
    // The caller went away, or the source failed mid-answer: nothing more can be sent.
    res.destroy();
  }
}
