import pg from 'pg';
import type { Db } from '@/lib/db';
import type { DbHandle } from '@/lib/db/client';
import { log } from '@/lib/log';
import { scheduleVacuum } from '@/lib/service/products/bulk/maintenance';
import { deliveryBody } from './body';
import { sendAttempt } from './deliver';
import { subscriptionsChanged, WEBHOOK_CHANNEL } from './outbox';
import {
  claimDue,
  purgeDeliveryLog,
  reclaimAbandoned,
  recordOutcomes,
  type Claimed,
  type Outcome,
} from './queue';

/**
 * The dispatcher (docs/webhooks.md, "Delivery"): one loop per process that claims due deliveries
 * (./queue.ts), sends them concurrently (./deliver.ts) and records what each attempt found, in batches.
 * It wakes when an outbox write commits (NOTIFY: PostgreSQL delivers it at commit to every process,
 * PGlite to its own), when an attempt finishes, and at least every second for retries whose time has
 * come. A process that dies leaves its claims to lapse (PostgreSQL) or to be taken back at its next
 * start (PGlite); the delivery is then sent again with the same idempotency key.
 *
 * Why not a pg-boss job per delivery: the order per record, the 24-hour retry window and the log of
 * each attempt all live in our tables anyway, and a claim of many deliveries in one statement keeps
 * hundreds of deliveries a second within reach of one PGlite connection.
 */
const CONCURRENCY = Math.max(1, Number(process.env.WEBHOOK_CONCURRENCY) || 64);
const PER_WEBHOOK = Math.max(
  1,
  Math.min(CONCURRENCY, Number(process.env.WEBHOOK_CONCURRENCY_PER_WEBHOOK) || 32),
);
const POLL_MS = 1000;
/**
 * Claims and records are gathered over this long at most: woken by every commit at 50 saves a second,
 * the dispatcher otherwise ran a claim and a record for each delivery alone, and on PGlite (one
 * connection, one thread beside the saves) that per-delivery cost is what fell behind. A delivery waits
 * at most this much longer; under load each claim and each record takes several.
 */
const GATHER_MS = 20;
const RECLAIM_EVERY_MS = 10_000;
const PURGE_EVERY_MS = 3600_000;
const RELISTEN_MS = 1000;
/**
 * PGlite has no autovacuum: every claim and every outcome leaves a dead row version of the delivery,
 * and the queue's indexes fill with entries each claim must step over (6,167 dead ones behind an empty
 * `sending` index after 5,000 deliveries). A VACUUM (ANALYZE) of the queue after this many outcomes
 * keeps the claim's cost at the size of the queue, and its statistics near what the queue holds.
 */
const VACUUM_AFTER_OUTCOMES = 1000;

interface Dispatcher {
  db: Db;
  stopped: boolean;
  shutdown: AbortController;
  inflight: Set<Promise<void>>;
  results: Outcome[];
  flushing: Promise<void> | null;
  flushScheduled: boolean;
  lastFlush: number;
  woken: boolean;
  wake: (() => void) | null;
  loop: Promise<void> | null;
  /** PGlite: this process vacuums the queue itself (VACUUM_AFTER_OUTCOMES). */
  vacuums: boolean;
  outcomesSinceVacuum: number;
  unlisten: () => Promise<void>;
}

const g = globalThis as unknown as { __catalogueWebhooks?: Dispatcher };

/** Starts this process's dispatcher on a ready database (start-up, after the job engine). */
export async function startWebhookDispatcher(handle: DbHandle): Promise<void> {
  if (g.__catalogueWebhooks) return;
  const d: Dispatcher = {
    db: handle.db,
    stopped: false,
    shutdown: new AbortController(),
    inflight: new Set(),
    results: [],
    flushing: null,
    flushScheduled: false,
    lastFlush: 0,
    woken: false,
    wake: null,
    loop: null,
    vacuums: handle.kind === 'pglite',
    outcomesSinceVacuum: 0,
    unlisten: async () => undefined,
  };
  d.unlisten = handle.pglite
    ? await handle.pglite.listen(WEBHOOK_CHANNEL, () => wake(d))
    : listenOnPostgres(handle.connectionString!, d);
  g.__catalogueWebhooks = d;
  d.loop = run(d, handle.kind === 'pglite');
}

/**
 * At shutdown, before the database closes: no new claims; attempts in flight get `graceMs` to finish,
 * then are cut off and recorded as interrupted (pending again at once, for this process's next start
 * or another process).
 */
export async function stopWebhookDispatcher(graceMs = 2000): Promise<void> {
  const d = g.__catalogueWebhooks;
  if (!d) return;
  g.__catalogueWebhooks = undefined;
  d.stopped = true;
  wake(d);
  await d.loop;
  const timer = setTimeout(() => d.shutdown.abort(), graceMs);
  await Promise.allSettled([...d.inflight]);
  clearTimeout(timer);
  await flush(d);
  await d.unlisten().catch(() => undefined);
}

/** After a ping, a replay or a resume in this process: look for work now rather than at the next poll. */
export function wakeWebhookDispatcher(): void {
  const d = g.__catalogueWebhooks;
  if (d) wake(d);
}

function wake(d: Dispatcher): void {
  d.woken = true;
  d.wake?.();
}

function nextWake(d: Dispatcher, ms: number): Promise<void> {
  if (d.woken || d.stopped) {
    d.woken = false;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      d.wake = null;
      d.woken = false;
      resolve();
    }
    d.wake = done;
  });
}

/**
 * `ownsDatabase` (PGlite, one process): whatever was claimed when the last process stopped was never
 * answered, and is taken back at once rather than when its claim lapses.
 */
async function run(d: Dispatcher, ownsDatabase: boolean): Promise<void> {
  let lastReclaim = 0;
  let lastPurge = Date.now();
  let first = true;
  let lastClaim = 0;
  while (!d.stopped) {
    try {
      const now = Date.now();
      if (now - lastReclaim >= RECLAIM_EVERY_MS) {
        const taken = await reclaimAbandoned(d.db, first && ownsDatabase);
        if (taken) log.info({ deliveries: taken }, 'webhook deliveries whose sender stopped are sent again');
        lastReclaim = now;
        first = false;
      }
      if (now - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = now;
        await purgeDeliveryLog(d.db);
      }
      const free = CONCURRENCY - d.inflight.size;
      if (free > 0) {
        lastClaim = Date.now();
        for (const c of await claimDue(d.db, free, PER_WEBHOOK)) start(d, c);
      }
    } catch (e) {
      log.error({ err: e }, 'webhook dispatcher: a round of claims failed; retrying');
    }
    await nextWake(d, POLL_MS);
    const since = Date.now() - lastClaim;
    if (since < GATHER_MS && !d.stopped)
      await new Promise((resolve) => setTimeout(resolve, GATHER_MS - since));
  }
}

function start(d: Dispatcher, c: Claimed): void {
  const body = deliveryBody(
    c,
    c.include_metadata ? { webhookId: c.webhook_id, deliveryId: c.id, attempt: c.attempts } : null,
  );
  const attempt = sendAttempt(
    {
      destination: c.destination,
      secret: c.secret,
      headers: c.custom_headers ?? [],
      body,
      webhookId: c.webhook_id,
      eventId: c.event_id,
      event: c.event,
      attempt: c.attempts,
    },
    d.shutdown.signal,
  ).then((outcome) => {
    d.inflight.delete(attempt);
    d.results.push({
      ...outcome,
      deliveryId: c.id,
      webhookId: c.webhook_id,
      attempt: c.attempts,
      firstAttemptAt: new Date(c.first_attempt_at),
    });
    scheduleFlush(d);
  });
  d.inflight.add(attempt);
}

/**
 * A flush a moment later (GATHER_MS after the last one began), not at once: answers that arrive close
 * together are recorded in one transaction. Started at once, each answer's flush recorded that answer
 * alone, then claimed one more delivery — on PGlite, whose statements hold the event loop, one at a
 * time (99 deliveries a second where batches give several hundred).
 */
function scheduleFlush(d: Dispatcher): void {
  if (d.flushScheduled) return;
  d.flushScheduled = true;
  const delay = Math.max(0, d.lastFlush + GATHER_MS - Date.now());
  const go = () => {
    d.flushScheduled = false;
    d.lastFlush = Date.now();
    void flush(d);
  };
  if (delay > 0) setTimeout(go, delay);
  else setImmediate(go);
}

/** Records the finished attempts, batched: one flush at a time, each taking all that finished meanwhile. */
function flush(d: Dispatcher): Promise<void> {
  if (d.flushing) return d.flushing;
  d.flushing = (async () => {
    while (d.results.length) {
      const batch = d.results.splice(0, 500);
      try {
        if (await recordOutcomes(d.db, batch)) subscriptionsChanged();
        d.outcomesSinceVacuum += batch.length;
        if (d.vacuums && d.outcomesSinceVacuum >= VACUUM_AFTER_OUTCOMES) {
          d.outcomesSinceVacuum = 0;
          scheduleVacuum(d.db, ['webhook_deliveries', 'webhook_attempts']);
        }
      } catch (e) {
        // Unrecorded, the claims lapse and the deliveries are sent again (the receiver may see a duplicate).
        log.error({ err: e, attempts: batch.length }, 'webhook dispatcher: recording attempts failed');
        if (d.stopped) break;
        d.results.unshift(...batch);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      // Recorded: the next deliveries of those records may go, and the slots are free.
      wake(d);
    }
  })().finally(() => {
    d.flushing = null;
  });
  return d.flushing;
}

/** LISTEN on a connection of its own; a lost connection is reopened (the poll covers the gap). */
function listenOnPostgres(connectionString: string, d: Dispatcher): () => Promise<void> {
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  const connect = () => {
    if (d.stopped) return;
    const c = new pg.Client({ connectionString, application_name: 'catalogue-webhooks' });
    client = c;
    const retry = () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      timer = setTimeout(connect, RELISTEN_MS);
      timer.unref();
    };
    c.on('error', retry);
    c.on('end', retry);
    c.on('notification', (msg) => msg.channel === WEBHOOK_CHANNEL && wake(d));
    c.connect()
      .then(() => c.query(`listen ${WEBHOOK_CHANNEL}`))
      .then(() => wake(d))
      .catch(retry);
  };
  connect();
  return async () => {
    clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
