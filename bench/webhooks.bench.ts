import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { statusSchema } from '@/lib/api/schemas/bulk-update';
import type { WebhookDeliveryBody } from '@/lib/api/schemas/webhooks';
import type { AuthenticatedClient } from '@/lib/service/api-clients';
import { syncCatalogFacts } from '@/lib/service/catalog-search/facts';
import { SYSTEM_ACTOR, type Actor } from '@/lib/service/history';
import { bulkUpdateStatus } from '@/lib/service/products/bulk';
import { maintenanceSettled } from '@/lib/service/products/bulk/maintenance';
import { updateProduct } from '@/lib/service/products/lifecycle';
import { startWebhookDispatcher, stopWebhookDispatcher } from '@/lib/service/webhooks/dispatcher';
import { createWebhook, deleteWebhook } from '@/lib/service/webhooks/manage';
import { recordEvents } from '@/lib/service/webhooks/outbox';
import { figures, type BenchSuite } from './harness';

/**
 * Webhook figures (issue 34, docs/webhooks.md): what the outbox adds to a single product save (its
 * event row and delivery, written with the save's transaction), what one subscribed webhook adds to a
 * bulk status change of every product (200 events of 500), how many deliveries a second the dispatcher
 * sends to a receiver on this machine, and the lag from a save's commit to its delivery at 50 saves a
 * second. In-process, as start-up runs them: the service's functions, the dispatcher, and a receiver
 * (node:http) that answers 200 at once.
 */
const admin: AuthenticatedClient = {
  id: 'bench',
  clientId: 'bench',
  name: 'Bench',
  isAdmin: true,
  rateLimitPerMinute: null,
};
const actor: Actor = {
  ...SYSTEM_ACTOR,
  kind: 'staff',
  id: 'bench@example.test',
  name: 'Bench',
  source: 'page',
};

interface Receiver {
  url: string;
  received: { body: WebhookDeliveryBody; at: number }[];
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')), at: performance.now() });
      res.writeHead(200).end('ok');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function until(done: () => boolean | Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('webhooks bench: deliveries did not arrive in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const suite: BenchSuite = {
  name: 'webhooks',
  async run(ctx) {
    const { db, handle } = ctx;
    if (!handle) throw new Error('webhooks bench: needs the database handle (bench/run.ts)');
    process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = '1';
    const receiver = await startReceiver();
    const pending = async () =>
      Number(
        (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from webhook_deliveries where status in ('pending', 'sending')`,
          )
        ).rows[0].n,
      );
    const products = (
      await db.execute<{ id: string }>(sql`select id from products order by iid limit 100000`)
    ).rows.map((r) => r.id);
    const run = Date.now().toString(36);
    let webhookId: string | null = null;
    try {
      // 1. A single product save: without any webhook, and with one subscribed to product.updated (no
      // dispatcher running, so the figure is the write alone; the deliveries go out in step 3).
      const save = (i: number) =>
        updateProduct(
          db,
          products[(i * 7919) % products.length],
          { seo: { metaTitle: `Bench ${run} ${i}` } },
          { actor, userId: null },
        );
      const without = await ctx.latency('product save, no webhook', save, { iterations: 300, warmup: 30 });
      webhookId = (
        await createWebhook(
          db,
          { event: 'product.updated', url: receiver.url, description: 'Bench' },
          admin,
          actor,
        )
      ).id;
      ctx.target('product save, one webhook (outbox)', 'outbox ≤ 2 ms p50');
      const withHook = await ctx.latency('product save, one webhook (outbox)', (i) => save(100_000 + i), {
        iterations: 300,
        warmup: 30,
      });
      figures.push({
        label: 'outbox cost on a product save (p50 difference)',
        value: `${(withHook.p50 - without.p50).toFixed(2)} ms`,
        target: '≤ 2 ms p50',
      });
      await startWebhookDispatcher(handle);
      await until(async () => (await pending()) === 0, 120_000);

      // 2. A bulk status change of every product, without and with the webhook, alternating (each run
      // rewrites every row; status 3 and 2 in turn), each on settled housekeeping and delivered events.
      const settle = async () => {
        await maintenanceSettled();
        await until(async () => (await pending()) === 0, 300_000);
        await syncCatalogFacts(db);
        await db.execute(sql`vacuum (analyze) products, product_search, change_history`);
      };
      const bulk = (status: number) =>
        bulkUpdateStatus(db, statusSchema.parse({ productIds: products, status }), { userId: null, actor });
      const times: Record<'without' | 'with', number[]> = { without: [], with: [] };
      for (const [round, subscribed] of [
        [1, false],
        [2, true],
        [3, false],
        [4, true],
      ] as const) {
        await settle();
        if (subscribed && !webhookId)
          webhookId = (
            await createWebhook(
              db,
              { event: 'product.updated', url: receiver.url, description: 'Bench' },
              admin,
              actor,
            )
          ).id;
        if (!subscribed && webhookId) {
          await deleteWebhook(db, webhookId, admin, actor);
          webhookId = null;
        }
        const label = `bulk status, ${products.length.toLocaleString('en')} products, ${subscribed ? 'one webhook' : 'no webhook'} (run ${round})`;
        times[subscribed ? 'with' : 'without'].push(await ctx.duration(label, () => bulk(round % 2 ? 3 : 2)));
      }
      const best = (xs: number[]) => Math.min(...xs);
      figures.push({
        label: 'bulk status with one webhook ÷ without (best of 2 each)',
        value: `×${(best(times.with) / best(times.without)).toFixed(3)}`,
        target: '≤ ×1.1',
      });
      await settle();
      const bulkEvents = (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from webhook_events where payload ->> 'bulk' = 'true'`,
        )
      ).rows[0].n;
      console.log(`  bulk events written for the two subscribed runs: ${bulkEvents}`);

      // 3. Throughput: 5,000 events of 5,000 products queued with the dispatcher stopped, then drained —
      // once the last bulk run's deliveries and housekeeping are done (its facts refresh and vacuum of
      // 100,000 products held the one PGlite connection for ~30 s of the first measurement).
      await maintenanceSettled();
      await until(async () => (await pending()) === 0, 300_000);
      await stopWebhookDispatcher();
      const EVENTS = 5000;
      const first = receiver.received.length;
      for (let b = 0; b < EVENTS / 100; b++)
        await db.transaction((tx) =>
          recordEvents(
            tx,
            products
              .slice(b * 100, b * 100 + 100)
              .map((id) => ({ event: 'product.updated' as const, entityId: id, data: { id } })),
            actor,
          ),
        );
      const started = performance.now();
      await startWebhookDispatcher(handle);
      await until(() => receiver.received.length - first >= EVENTS, 300_000);
      const drained = (performance.now() - started) / 1000;
      await until(async () => (await pending()) === 0, 60_000);
      const settledAll = (performance.now() - started) / 1000;
      figures.push({
        label: `delivery to a local receiver (${EVENTS.toLocaleString('en')} events queued)`,
        value: `${Math.round(EVENTS / drained)} events/s (all recorded after ${settledAll.toFixed(2)} s)`,
        target: '≥ 500 events/s',
      });
      console.log(`  delivered ${EVENTS} events in ${drained.toFixed(2)} s`);

      // 4. Lag: 1,000 saves at 50 a second, each of its own product; commit (the save returned) → received.
      const SAVES = 1000;
      const committed = new Map<string, number>();
      const t0 = performance.now();
      for (let i = 0; i < SAVES; i++) {
        // Behind schedule, the next save still waits one turn of the event loop, as the next request
        // of a server would: run back to back, the saves (PGlite's statements hold the thread) left no
        // turn for the deliveries' network I/O, which then waited seconds for the loop to catch up.
        const wait = t0 + i * 20 - performance.now();
        await new Promise((resolve) => (wait > 0 ? setTimeout(resolve, wait) : setImmediate(resolve)));
        const id = products[(50_000 + i * 31) % products.length];
        await updateProduct(db, id, { seo: { metaTitle: `Lag ${run} ${i}` } }, { actor, userId: null });
        committed.set(id, performance.now());
      }
      const rate = SAVES / ((performance.now() - t0) / 1000);
      await until(
        () =>
          [...committed.keys()].every((id) =>
            receiver.received.some((r) => r.body.entityId === id && r.at >= committed.get(id)!),
          ),
        60_000,
      );
      const lags = [...committed]
        .map(([id, at]) => receiver.received.find((r) => r.body.entityId === id && r.at >= at)!.at - at)
        .sort((a, b) => a - b);
      figures.push({
        label: `commit-to-delivery lag at ${rate.toFixed(0)} saves/s (${SAVES} saves)`,
        value: `p50 ${percentile(lags, 50).toFixed(1)} ms · p99 ${percentile(lags, 99).toFixed(1)} ms`,
        target: 'p99 ≤ 1 s at 50 events/s',
      });
    } finally {
      await stopWebhookDispatcher();
      if (webhookId) await deleteWebhook(db, webhookId, admin, actor);
      await receiver.close();
    }
  },
};
