import { createHmac } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './api';
import { expectV2Success } from './v2';
import {
  webhookAttemptListSchema,
  webhookCreatedSchema,
  webhookSchema,
  type WebhookDeliveryBody,
} from '@/lib/api/schemas/webhooks';

/**
 * A webhook receiver on 127.0.0.1 for the webhook specs (the test server runs with
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS=1): it records every request it gets and answers as the test says —
 * a status, after a delay, or not at all until it is started.
 */
export interface Received {
  headers: http.IncomingHttpHeaders;
  raw: string;
  body: WebhookDeliveryBody;
  at: number;
}

type Answer = { status: number; delayMs?: number; body?: string };

export class Receiver {
  readonly received: Received[] = [];
  answer: (r: Received) => Answer = () => ({ status: 200, body: 'ok' });
  private server: http.Server | null = null;
  private readonly pending = new Set<NodeJS.Timeout>();

  private constructor(readonly port: number) {}

  /** A receiver listening now, or (`listening: false`) one whose port refuses connections until `listen()`. */
  static async start(options: { listening?: boolean } = {}): Promise<Receiver> {
    const receiver = new Receiver(await freePort());
    if (options.listening !== false) await receiver.listen();
    return receiver;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  listen(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const r: Received = { headers: req.headers, raw, body: JSON.parse(raw), at: Date.now() };
        this.received.push(r);
        const a = this.answer(r);
        const reply = () => {
          if (!res.destroyed) res.writeHead(a.status, { 'Content-Type': 'text/plain' }).end(a.body ?? '');
        };
        if (!a.delayMs) return reply();
        const timer = setTimeout(() => {
          this.pending.delete(timer);
          reply();
        }, a.delayMs);
        this.pending.add(timer);
      });
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
  }

  /** The requests carrying events of this record (other tests write products on the same server). */
  of(entityId: string, event?: string): Received[] {
    return this.received.filter((r) => r.body.entityId === entityId && (!event || r.body.event === event));
  }

  async waitFor(entityId: string, event: string, count = 1): Promise<Received[]> {
    await expect
      .poll(() => this.of(entityId, event).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(count);
    return this.of(entityId, event);
  }

  async close(): Promise<void> {
    for (const t of this.pending) clearTimeout(t);
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** What a receiver checks: HMAC-SHA256 over `<X-Webhook-Timestamp>.<raw body>` with the webhook's secret. */
export function validSignature(r: Received, secret: string): boolean {
  const timestamp = String(r.headers['x-webhook-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${r.raw}`).digest('hex')}`;
  return r.headers['x-webhook-signature'] === expected;
}

export const WEBHOOKS = '/api/v2/webhook/webhooks';

/** Registers a webhook in the issue's spelling and returns it with its secret (shown this once). */
export async function registerWebhook(api: APIRequestContext, body: Record<string, unknown>) {
  const res = await api.post(WEBHOOKS, { data: body });
  return expectWebhookAnswer(res, webhookCreatedSchema);
}

/** A single-webhook answer: Wrapper D, and beside it the fields the automation node reads. */
export async function expectWebhookAnswer<S extends typeof webhookSchema | typeof webhookCreatedSchema>(
  res: import('@playwright/test').APIResponse,
  schema: S = webhookSchema as S,
) {
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ statusCode: 200, status: 'OK', success: true, errors: [], messageCode: 'OK' });
  const parsed = schema.parse(body.result);
  for (const field of [
    'id',
    'recordId',
    'name',
    'entityType',
    'eventType',
    'destination',
    'isActive',
    'createdAt',
    'updatedAt',
  ] as const)
    expect(body[field], field).toEqual(parsed[field]);
  return parsed as ReturnType<S['parse']>;
}

export async function deliveryLog(api: APIRequestContext, webhookId: string) {
  return expectV2Success(
    await api.get(`${WEBHOOKS}/${webhookId}/deliveries?pageSize=100`),
    webhookAttemptListSchema,
  );
}

export async function removeWebhook(api: APIRequestContext, id: string) {
  await expectV2Success(await api.delete(`${WEBHOOKS}/${id}`));
}

/** A product of the vendor's Product/Create body; its id. */
export async function createProduct(
  api: APIRequestContext,
  stockCode: string,
  extra: Record<string, unknown> = {},
) {
  return api.post('/api/v1/product/create', {
    data: {
      name: `Webhook lamp ${stockCode}`,
      productCode: stockCode,
      stockCode,
      itemTypes: 1,
      sellPrice: 24.99,
      ...extra,
    },
  });
}
