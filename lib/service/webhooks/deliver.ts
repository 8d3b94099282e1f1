import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveDestination } from './destination';

/**
 * One attempt to send one delivery (docs/webhooks.md, "Delivery"): a POST of the JSON body, signed
 * with the webhook's secret, with the idempotency key and the registered headers, to the address the
 * destination check resolved (pinned: no second DNS lookup). No redirect is followed, at most 64 KB
 * of the answer is read, and the whole attempt is cut off after 10 s. Never throws: a failure is an
 * outcome with its reason.
 */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const MAX_RESPONSE_BYTES = 64 * 1024;
const EXCERPT_CHARS = 500;
const USER_AGENT = 'Catalogue-Webhooks/1.0';

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

export interface Attempt {
  destination: string;
  secret: string;
  headers: { key: string; value: string }[];
  body: string;
  webhookId: string;
  eventId: string;
  event: string;
  attempt: number;
}

export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  excerpt: string;
  error: string | null;
  startedAt: Date;
  durationMs: number;
  /** Cut off by this process's shutdown, not by the receiver: retried at once, not held against it. */
  interrupted: boolean;
}

/** `sha256=<hex>`: HMAC-SHA256 with the webhook's secret over `<timestamp>.<body>`. */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export async function sendAttempt(a: Attempt, shutdown: AbortSignal): Promise<AttemptOutcome> {
  const startedAt = new Date();
  const started = performance.now();
  const done = (o: Partial<AttemptOutcome>): AttemptOutcome => ({
    ok: false,
    statusCode: null,
    excerpt: '',
    error: null,
    interrupted: false,
    ...o,
    startedAt,
    durationMs: Math.round(performance.now() - started),
  });
  const target = await resolveDestination(a.destination);
  if (!target.ok) return done({ error: target.reason });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {};
  for (const h of a.headers) headers[h.key] = h.value;
  Object.assign(headers, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(a.body)),
    'User-Agent': USER_AGENT,
    'Idempotency-Key': a.eventId,
    'X-Webhook-Id': a.webhookId,
    'X-Webhook-Event': a.event,
    'X-Webhook-Event-Id': a.eventId,
    'X-Webhook-Attempt': String(a.attempt),
    'X-Webhook-Timestamp': timestamp,
    'X-Webhook-Signature': signature(a.secret, timestamp, a.body),
  });
  const timeout = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  const signal = AbortSignal.any([timeout, shutdown]);
  // The connection goes to the address that was checked, whatever the resolver would say now.
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all)
      (callback as unknown as (e: null, all: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    else callback(null, target.address, target.family);
  };
  const why = (e: unknown) =>
    shutdown.aborted
      ? 'interrupted: the process shut down'
      : timeout.aborted
        ? `timed out after ${DELIVERY_TIMEOUT_MS / 1000} s`
        : (e as Error).message || String(e);

  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const settle = (o: Partial<AttemptOutcome>) => {
      if (settled) return;
      settled = true;
      resolve(done({ ...o, interrupted: shutdown.aborted }));
    };
    const request = (target.url.protocol === 'https:' ? https : http).request(
      target.url,
      { method: 'POST', headers, agent: agents[target.url.protocol as 'http:' | 'https:'], signal, lookup },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const excerpt = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/[\0-\x08\x0b\x0c\x0e-\x1f]/g, '')
            .slice(0, EXCERPT_CHARS);
          const ok = status >= 200 && status < 300;
          const error = ok
            ? null
            : status >= 300 && status < 400
              ? `HTTP ${status}: redirects are not followed${res.headers.location ? ` (to ${String(res.headers.location).slice(0, 200)})` : ''}`
              : `HTTP ${status}`;
          settle({ ok, statusCode: status, excerpt, error });
        };
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_RESPONSE_BYTES) chunks.push(chunk.subarray(0, MAX_RESPONSE_BYTES - size));
          size += chunk.length;
          // Enough of the answer: the rest is not read (the connection is dropped).
          if (size >= MAX_RESPONSE_BYTES) {
            finish();
            res.destroy();
          }
        });
        res.on('end', finish);
        res.on('error', (e) =>
          settle({ statusCode: status, error: `${why(e)} while reading the answer (HTTP ${status})` }),
        );
      },
    );
    request.on('error', (e) => settle({ error: why(e) }));
    request.end(a.body);
  });
}
