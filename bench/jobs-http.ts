import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { uuidArray } from '@/lib/db/arrays';
import { openDatabase } from '@/lib/db/client';
import { figures } from './harness';
import { runProductRows } from '@/lib/service/products/bulk/run-rows';
import { freePort, memoryOf, serverSettled, startServer, type HttpTarget } from './http';

/**
 * Bulk jobs at scale through the real server (`npm start`) (needs `npm run build`), on the benchmark's database:
 *
 * 1. The wizard's "all N matching" archive over HTTP, as the wizard sends it: the count of matches,
 *    the review's sample of current values, ONE by-filter call (202 + job id), then polling
 *    GET /api/v1/jobs/{id} (the progress bar) until done. Target ≤ 10 s for 100,000 products.
 * 2. The restart check of issue 13: a status job over every product, the server SIGKILLed at about
 *    half way, started again: the job finishes, every product has the new status, and its bulk run
 *    holds exactly one history row per product it changed (checked in SQL once the server is gone).
 *    Between the two, the server's resident memory, now and at its peak (issue 36: ≤ 1 GB with
 *    1,000,000 products on PGlite, after warm-up and during a bulk run).
 *
 * The small-N versions of both are API tests (e2e/api/bulk-runs.spec.ts, jobs-restart.spec.ts).
 */
interface Api {
  base: string;
  auth: Record<string, string>;
}

async function call(api: Api, method: string, p: string, body?: unknown) {
  const res = await fetch(`${api.base}${p}`, {
    method,
    headers: { ...api.auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { status: res.status, json };
}

async function connect(target: HttpTarget): Promise<{ server: ChildProcess; api: Api }> {
  const port = await freePort();
  const credentials = { id: 'bench-jobs', secret: randomBytes(24).toString('base64url') };
  const server = await startServer(target, port, credentials);
  const base = `http://127.0.0.1:${port}`;
  const token = await (
    await fetch(`${base}/oAuth/Token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: credentials.id, client_secret: credentials.secret, grant_type: 'client_credentials' }),
    })
  ).json();
  return { server, api: { base, auth: { Authorization: `Bearer ${token.access_token}` } } };
}

async function stop(server: ChildProcess, signal: NodeJS.Signals) {
  if (server.exitCode !== null) return;
  const gone = new Promise((r) => server.once('exit', r));
  server.kill(signal);
  await gone;
}

interface JobState {
  status: string;
  processed: number;
  total: number;
  subjectId: string | null;
}

/** Polls the job as the wizard's progress bar does (every 250 ms) until `until` holds. */
async function follow(api: Api, jobId: string, until: (j: JobState) => boolean, timeoutMs = 600_000): Promise<JobState> {
  const deadline = Date.now() + timeoutMs;
  let resets = 0;
  for (;;) {
    // A poll whose kept-alive connection the server dropped while a long statement held its event loop
    // (PGlite runs in the server's thread) is simply asked again, as the wizard's progress bar does.
    const polled = await call(api, 'GET', `/api/v1/jobs/${jobId}`).catch((e: unknown) => {
      if (!(e instanceof TypeError) || ++resets > 20) throw e;
      return null;
    });
    if (!polled) {
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    const j = polled.json.result as JobState;
    if (until(j)) return j;
    if (j.status === 'failed' || j.status === 'cancelled') throw new Error(`job ${jobId} ${j.status}`);
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${j.status} at ${j.processed}/${j.total}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function jobFigures(target: HttpTarget, openOptions: { pgliteDir?: string; databaseUrl?: string }): Promise<void> {
  if (!fs.existsSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    console.log('Job figures skipped: no production build (run `npm run build` first)');
    return;
  }
  let { server, api } = await connect(target);
  try {
    const archived = await wizardArchive(target, api).then(
      () => true,
      (e) => console.log(`  ${target.label} · wizard figure failed: ${(e as Error).message}`),
    );
    await serverSettled(api.base);
    // The server's resident memory now and at its peak: warmed up, through a job over every product.
    const memory = memoryOf(server.pid!);
    const memoryLabel = `server memory after ${archived ? "the wizard's job over every product" : 'start-up and a count (the wizard\'s job did not run)'} (resident now · peak)`;
    const memoryValue = `${Math.round(memory.rss)} MB · ${Math.round(memory.peak)} MB`;
    console.log(`  ${target.label} · ${memoryLabel}: ${memoryValue}`);
    figures.push({ label: memoryLabel, value: memoryValue, target: '≤ 1 GB' });

    // 2. Restart: a status job over every product, SIGKILL at ~50 %, start again.
    const ids = (await call(api, 'POST', '/api/v1/search/advanced/ids', {})).json.result as string[];
    const job = await call(api, 'PUT', '/api/v1/bulk-update/status', { productIds: ids, status: 4 });
    const jobId = job.json.recordId as string;
    const atKill = await follow(api, jobId, (j) => j.processed >= j.total / 2 || j.status === 'done');
    await stop(server, 'SIGKILL');
    const restarted = performance.now();
    ({ server, api } = await connect(target));
    const finished = await follow(api, jobId, (j) => j.status === 'done');
    const resumeMs = performance.now() - restarted;
    await stop(server, 'SIGTERM');
    const check = await verify(openOptions, finished.subjectId!, ids);
    const ok = check.status4 === ids.length && check.rows === check.products && check.products === check.changed;
    const restartLabel = `restart: ${ids.length.toLocaleString('en')}-product status job killed at ${Math.round((atKill.processed / atKill.total) * 100)} %`;
    const value = `${ok ? 'finished' : 'WRONG'} ${seconds(resumeMs)} after restart; ${check.status4} with the new status, ${check.rows} history rows for ${check.products} products (${check.changed} changed)`;
    console.log(`  ${target.label} · ${restartLabel}: ${value}`);
    figures.push({ label: restartLabel, value, target: 'finishes, each product once' });
  } finally {
    await stop(server, 'SIGTERM');
  }
}

/** 1. The wizard: every product matching no filter, archived (status 3), as the wizard sends it. */
async function wizardArchive(target: HttpTarget, api: Api) {
  const started = performance.now();
  const count = (await call(api, 'POST', '/api/v1/search/advanced?pagesize=5', {})).json;
  const sample = (count.result as { productId: string }[]).map((r) => r.productId);
  await call(api, 'POST', '/api/v1/product/data', { page: 1, pagesize: sample.length, productIds: sample, fieldCodes: ['Status'], searchFor: 3 });
  const reviewed = performance.now();
  const queued = await call(api, 'PUT', '/api/v1/bulk-update/by-filter/status', { filter: {}, status: 3 });
  if (queued.status !== 202) throw new Error(`by-filter answered ${queued.status}, not a job`);
  const done = await follow(api, queued.json.recordId, (j) => j.status === 'done');
  const total = performance.now() - started;
  const label = `wizard "all ${Number(count.totalRecords).toLocaleString('en')} matching" archive over HTTP (count, review, one by-filter call, job)`;
  console.log(`  ${target.label} · ${label}: ${seconds(total)} (review ${seconds(reviewed - started)}, job ${done.processed} products)`);
  figures.push({ label, value: seconds(total), target: '≤ 10 s' });
}

/** After the restart check, in SQL: products with the new status, and the run's history rows. */
async function verify(openOptions: { pgliteDir?: string; databaseUrl?: string }, runId: string, ids: string[]) {
  const handle = await openDatabase(openOptions);
  try {
    // One product row per product, from either history store (a bulk run writes one row per field and
    // value pair since migration 0036, with its products as an array: run-rows.ts).
    const r = await handle.db.execute<{ status4: number; rows: number; products: number; changed: number }>(sql`
      select (select count(*)::int from products where status = 4 and id = any(${uuidArray(ids)})) as status4,
        count(*)::int as rows, count(distinct entity_id)::int as products,
        count(*) filter (where before is distinct from after)::int as changed
      from (${runProductRows(runId, 'status')}) c`);
    return r.rows[0];
  } finally {
    await handle.close();
  }
}
