import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test, uniqueSuffix } from '../support/api';
import { exited, startService } from '../support/processes';
import { Receiver } from '../support/webhooks';

/**
 * Webhooks on a server of their own (a fresh embedded database of a few products): without
 * WEBHOOK_ALLOW_PRIVATE_NETWORKS a receiver on a private or loopback address is refused; with it, a
 * delivery whose process is killed (SIGKILL) while the receiver has the request is sent again after
 * the restart with the same idempotency key — at least once, a duplicate at most. PGlite only: on
 * PostgreSQL the shared test server's dispatcher would take the delivery over (which is the point
 * there, after its 30 s lease, but not of this test).
 */
test.skip(!!process.env.TEST_DATABASE_URL, 'restart test runs on its own PGlite server only');
test.setTimeout(300_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-webhooks-'));
const secret = randomBytes(24).toString('base64url');
const env = (allowPrivate: boolean) => ({
  DATA_DIR: dataDir,
  SEED_PRODUCTS: '40',
  CATALOGUE_CLIENT_ID: 'webhook-restart',
  CATALOGUE_CLIENT_SECRET: secret,
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  AUTH_TRUST_HOST: 'true',
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: allowPrivate ? '1' : '0',
});

let server: { child: ChildProcess; origin: string; output: string[] } | undefined;
let receiver: Receiver | undefined;

test.afterAll(async () => {
  await receiver?.close();
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await exited(server.child);
  }
});

async function token(origin: string): Promise<string> {
  const res = await fetch(`${origin}/oAuth/Token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'webhook-restart',
      client_secret: secret,
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function call(
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${server!.origin}${url}`, {
    method,
    headers: { Authorization: `Bearer ${await token(server!.origin)}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function stop(signal: 'SIGKILL' | 'SIGTERM') {
  const child = server!.child;
  server = undefined;
  child.kill(signal);
  await exited(child);
}

test('without WEBHOOK_ALLOW_PRIVATE_NETWORKS, receivers on loopback and private addresses are refused', async () => {
  server = await startService(env(false));
  receiver = await Receiver.start();
  for (const url of [
    receiver.url(),
    'http://localhost:9/hook',
    'http://10.1.2.3/hook',
    'http://192.168.0.10/hook',
    'http://[::1]:9/hook',
    'http://[::ffff:127.0.0.1]:9/hook',
  ]) {
    const { status, json } = await call('POST', '/api/v2/webhook/webhooks', {
      event: 'product.updated',
      url,
    });
    expect(status, url).toBe(400);
    expect((json.errors as string[]).join(' '), url).toMatch(
      /^url: refused: .*loopback, private or link-local address/,
    );
  }
  await stop('SIGTERM');
});

test('a process killed mid-delivery delivers after its restart, with the same idempotency key', async () => {
  server = await startService(env(true));
  receiver ??= await Receiver.start();
  // The receiver takes the first request and holds it: the sender is killed before any answer.
  let held = true;
  receiver.answer = () => (held ? { status: 200, delayMs: 120_000 } : { status: 200, body: 'ok' });
  const created = await call('POST', '/api/v2/webhook/webhooks', {
    event: 'product.created',
    url: receiver.url('/kill'),
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const webhookId = String(created.json.id);
  const stockCode = `KILL-${uniqueSuffix()}`;
  const product = await call('POST', '/api/v1/product/create', {
    name: `Kill lamp ${stockCode}`,
    productCode: stockCode,
    stockCode,
    itemTypes: 1,
    sellPrice: 9.99,
  });
  expect(product.status, JSON.stringify(product.json)).toBe(200);
  const productId = String(product.json.recordId);
  await expect.poll(() => receiver!.of(productId).length, { timeout: 30_000 }).toBe(1);

  await stop('SIGKILL');
  held = false;
  server = await startService(env(true));
  const [first, second] = await (async () => {
    await expect.poll(() => receiver!.of(productId).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    return receiver!.of(productId);
  })();
  expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  expect(second.raw).toBe(first.raw);
  await expect
    .poll(async () =>
      (
        (await call('GET', `/api/v2/webhook/webhooks/${webhookId}/deliveries`)).json.result as {
          results: { outcome: string }[];
        }
      ).results.map((a) => a.outcome),
    )
    .toEqual(['delivered', 'failed']);
  const log = (await call('GET', `/api/v2/webhook/webhooks/${webhookId}/deliveries`)).json.result as {
    results: { attempt: number; error: string | null }[];
  };
  expect(log.results[1]).toMatchObject({
    attempt: 1,
    error: 'interrupted: the process sending it stopped before it was answered',
  });
  expect(log.results[0].attempt).toBe(2);
  // At least once, a duplicate at most: the event reached the receiver exactly twice.
  expect(receiver.of(productId)).toHaveLength(2);
  await stop('SIGTERM');
});
