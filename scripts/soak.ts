import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { serverArgs, SERVER_PROCESS_ENV } from '../lib/runtime/server-process.mjs';

/**
 * `npm run soak [-- --short] [--clients N] [--seconds D]`: two app processes (`npm start`'s server, after
 * `npm run build`) on one throwaway PostgreSQL (or SOAK_DATABASE_URL, an empty database), N clients
 * on loopback for D seconds mixing product reads, v1 search, basket adds to a few shared baskets,
 * small bulk updates and imports of small CSV files (background jobs), while one process is killed (SIGKILL) and restarted twice. The clients reach
 * the processes through a load balancer of our own that, like a real one, only sends to processes
 * whose /api/health says ready. Asserts: no 5xx (connection errors while a process dies are
 * expected), every acknowledged basket add present exactly once, every acknowledged bulk change
 * applied, every acknowledged import's job finished (none lost to a killed process) with each of its
 * products created exactly once. Prints the figures. Full run: 100 clients, 300 s; `--short`: 20 clients, 30 s.
 */
const BASKET = '/api/v2/commerce/basket';
const { values } = parseArgs({
  options: { short: { type: 'boolean', default: false }, clients: { type: 'string' }, seconds: { type: 'string' } },
});
const CLIENTS = Number(values.clients ?? (values.short ? 20 : 100));
const SECONDS = Number(values.seconds ?? (values.short ? 30 : 300));
const clientId = 'soak-client';
const clientSecret = randomBytes(24).toString('base64url');

interface App {
  name: string;
  port: number;
  child: ChildProcess;
  up: boolean;
  restarts: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A throwaway cluster on loopback (as scripts/test.mjs starts one), owned by postgres when we are root. */
async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql), or set SOAK_DATABASE_URL');
  const bin = path.join(root, version, 'bin');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-soak-pg-'));
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const exec = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  exec('initdb', ['-D', path.join(dir, 'data'), '--auth=trust', '-U', 'postgres', '-E', 'UTF8']);
  exec('pg_ctl', ['-D', path.join(dir, 'data'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`, '-l', path.join(dir, 'log'), '-w', 'start']);
  exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'catalogue_soak']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/catalogue_soak`,
    stop: () => {
      exec('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function launch(app: App, databaseUrl: string, dataDir: string) {
  app.child = spawn('node', serverArgs(app.port), {
    env: {
      ...process.env,
      ...SERVER_PROCESS_ENV,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '500',
      DATABASE_POOL_SIZE: '10',
      CATALOGUE_CLIENT_ID: clientId,
      CATALOGUE_CLIENT_SECRET: clientSecret,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      AUTH_TRUST_HOST: 'true',
      LOG_LEVEL: 'warn',
      // Every soak client shares one API client: its per-client budget must not be what is measured.
      API_RATE_LIMIT_PER_MINUTE: '10000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitReady(app: App): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${app.port}/api/health`).catch(() => null);
    if (res?.status === 200) {
      app.up = true;
      return Date.now() - started;
    }
    if (Date.now() - started > 600_000) throw new Error(`${app.name} not ready after 10 minutes`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const figures = {
  requests: 0,
  byOp: {} as Record<string, { n: number; ms: number[] }>,
  connectionErrors: 0,
  serverErrors: [] as string[],
  refusals: {} as Record<string, number>,
  restartReadyMs: [] as number[],
};

let rr = 0;
/** The load balancer: round robin over the processes that are up. */
async function send(apps: App[], op: string, method: string, url: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const up = apps.filter((a) => a.up);
  const app = up[rr++ % up.length];
  const started = Date.now();
  figures.requests++;
  try {
    const res = await fetch(`http://127.0.0.1:${app.port}${url}`, {
      method,
      // A FormData body (an import's file) sets its own multipart Content-Type.
      headers: { Authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const stat = (figures.byOp[op] ??= { n: 0, ms: [] });
    stat.n++;
    stat.ms.push(Date.now() - started);
    if (res.status >= 500) figures.serverErrors.push(`${op} ${method} ${url} → ${res.status} on ${app.name}: ${text.slice(0, 200)}`);
    else if (res.status >= 400) figures.refusals[`${op} ${res.status}`] = (figures.refusals[`${op} ${res.status}`] ?? 0) + 1;
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch {
    // The process died under this request: the outcome is unknown.
    figures.connectionErrors++;
    return null;
  }
}

async function main() {
  const external = process.env.SOAK_DATABASE_URL;
  const pgServer = external ? null : await startPostgres();
  const databaseUrl = external ?? pgServer!.url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-soak-'));
  const apps: App[] = [];
  try {
    for (const name of ['A', 'B']) apps.push({ name, port: await freePort(), child: null as never, up: false, restarts: 0 });
    const bootStarted = Date.now();
    for (const app of apps) launch(app, databaseUrl, dataDir);
    await Promise.all(apps.map(waitReady));
    console.log(`2 processes ready in ${((Date.now() - bootStarted) / 1000).toFixed(1)} s`);

    const tokenRes = await fetch(`http://127.0.0.1:${apps[0].port}/oAuth/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    });
    const token = (await tokenRes.json()).access_token as string;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const productIds = (await db.query<{ id: string }>('select id from products order by id')).rows.map((r) => r.id);

    // A few shared baskets; each client adds products from its own slice, each product once per basket.
    const shoppers = Array.from({ length: 4 }, () => {
      const userId = randomUUID();
      return { userId, headers: { UserId: userId, Email: `soak-${userId.slice(0, 8)}@example.test` } };
    });
    const baskets: { id: string; headers: Record<string, string> }[] = [];
    for (const s of shoppers) {
      const r = await send(apps, 'basket-create', 'POST', `${BASKET}/create`, token, {}, s.headers);
      if (r?.status !== 200) throw new Error(`basket create failed: ${JSON.stringify(r?.body)}`);
      baskets.push({ id: r.body.result.id, headers: s.headers });
    }
    const acknowledgedAdds = new Map<string, Set<string>>(baskets.map((b) => [b.id, new Set()]));
    const attemptedAdds = new Map<string, Set<string>>(baskets.map((b) => [b.id, new Set()]));
    // Bulk updates: each product's weights as attempted, in order, and the index of the last acknowledged one.
    const bulkHistory = new Map<string, { values: string[]; lastAck: number }>();

    // Imports: a CSV of 3 new products every 2 s; each acknowledged one (202) must finish and create its products once.
    const acknowledgedImports: { id: string; codes: string[] }[] = [];
    const runTag = randomBytes(3).toString('hex').toUpperCase();

    const deadline = Date.now() + SECONDS * 1000;
    const importer = async () => {
      for (let n = 0; Date.now() < deadline; n++) {
        const codes = [0, 1, 2].map((i) => `SOAK-${runTag}-${n}-${i}`);
        const form = new FormData();
        form.append('file', new Blob([`StockCode,Name\n${codes.map((c) => `${c},Soak import ${c}`).join('\n')}\n`]), 'soak.csv');
        form.append('mapping', JSON.stringify({ StockCode: 'StockCode', Name: 'Name' }));
        form.append('mode', 'create');
        form.append('dryRun', 'false');
        const r = await send(apps, 'import', 'POST', '/api/v1/import', token, form);
        if (r?.status === 202) acknowledgedImports.push({ id: r.body.result.recordId, codes });
        await new Promise((done) => setTimeout(done, 2000));
      }
    };
    const client = async (index: number) => {
      const slice = productIds.filter((_, i) => i % CLIENTS === index);
      let seq = 0;
      while (Date.now() < deadline) {
        const dice = Math.random();
        const product = productIds[Math.floor(Math.random() * productIds.length)];
        if (dice < 0.45) await send(apps, 'product-read', 'GET', `/api/v1/product/${product}`, token);
        else if (dice < 0.7) await send(apps, 'search', 'GET', `/api/v1/search/all?page=${1 + Math.floor(Math.random() * 20)}`, token);
        else if (dice < 0.9) {
          const basket = baskets[Math.floor(Math.random() * baskets.length)];
          const fresh = slice.find((p) => !attemptedAdds.get(basket.id)!.has(p));
          if (!fresh) continue;
          attemptedAdds.get(basket.id)!.add(fresh);
          const r = await send(apps, 'basket-add', 'POST', `${BASKET}/${basket.id}/items`, token, { productId: fresh, qty: 1 }, basket.headers);
          if (r?.status === 200) acknowledgedAdds.get(basket.id)!.add(fresh);
        } else {
          const ids = slice.slice((seq * 3) % Math.max(1, slice.length - 3), ((seq * 3) % Math.max(1, slice.length - 3)) + 3);
          const value = `${index + 1}.${String(++seq).padStart(3, '0')}`;
          for (const id of ids) {
            const h = bulkHistory.get(id) ?? { values: [], lastAck: -1 };
            h.values.push(value);
            bulkHistory.set(id, h);
          }
          const r = await send(apps, 'bulk-update', 'PUT', '/api/v1/bulk-update/any-field', token, { productIds: ids, fieldCode: 'weight', fieldValue: value });
          if (r?.status === 200) for (const id of ids) bulkHistory.get(id)!.lastAck = bulkHistory.get(id)!.values.length - 1;
        }
      }
    };

    // Kill and restart process B twice, at a third and two thirds of the run.
    const chaos = (async () => {
      for (const at of [1 / 3, 2 / 3]) {
        await new Promise((r) => setTimeout(r, Math.max(0, deadline - SECONDS * 1000 * (1 - at) - Date.now())));
        const b = apps[1];
        b.up = false;
        b.child.kill('SIGKILL');
        await new Promise((r) => b.child.once('exit', r));
        launch(b, databaseUrl, dataDir);
        b.restarts++;
        figures.restartReadyMs.push(await waitReady(b));
      }
    })();
    const started = Date.now();
    await Promise.all([...Array.from({ length: CLIENTS }, (_, i) => client(i)), chaos, importer()]);
    const elapsed = (Date.now() - started) / 1000;

    // Every acknowledged import's job settles (a job whose process was killed is taken over by the
    // other), within 3 minutes.
    const settled = new Map<string, string>();
    const settleBy = Date.now() + 180_000;
    while (settled.size < acknowledgedImports.length && Date.now() < settleBy) {
      for (const imp of acknowledgedImports.filter((i) => !settled.has(i.id))) {
        const r = await send(apps, 'import-poll', 'GET', `/api/v1/jobs/${imp.id}`, token);
        const status = r?.body?.result?.status as string | undefined;
        if (status && ['done', 'failed', 'cancelled'].includes(status)) settled.set(imp.id, status);
      }
      if (settled.size < acknowledgedImports.length) await new Promise((done) => setTimeout(done, 1000));
    }

    // Checks: every acknowledged add once (qty 1), no line for a product never sent, every acknowledged bulk change applied.
    const problems: string[] = [...figures.serverErrors];
    let linesSeen = 0;
    for (const basket of baskets) {
      const r = await send(apps, 'basket-read', 'GET', `${BASKET}/${basket.id}`, token, undefined, basket.headers);
      const lines = (r?.body?.result?.lineItems ?? []) as { productId: string; qty: number }[];
      linesSeen += lines.length;
      const byProduct = new Map(lines.map((l) => [l.productId, l.qty]));
      for (const p of acknowledgedAdds.get(basket.id)!) {
        if (byProduct.get(p) !== 1) problems.push(`basket ${basket.id}: acknowledged add of ${p} has qty ${byProduct.get(p) ?? 'missing'}`);
      }
      for (const [p, qty] of byProduct) {
        if (!attemptedAdds.get(basket.id)!.has(p)) problems.push(`basket ${basket.id}: line for ${p} that nobody added`);
        if (qty !== 1) problems.push(`basket ${basket.id}: ${p} has qty ${qty}`);
      }
    }
    const bulkIds = [...bulkHistory.keys()];
    const weights = new Map(
      (await db.query<{ id: string; weight: string }>('select id, weight::text from products where id = any($1)', [bulkIds])).rows.map((r) => [r.id, r.weight]),
    );
    let bulkChecked = 0;
    for (const [id, h] of bulkHistory) {
      if (h.lastAck < 0) continue;
      bulkChecked++;
      // The last acknowledged value, or a later one whose answer was lost when a process died.
      const allowed = h.values.slice(h.lastAck).map((v) => Number(v).toFixed(3));
      if (!allowed.includes(Number(weights.get(id)).toFixed(3))) problems.push(`product ${id}: weight ${weights.get(id)}, expected one of ${allowed.join(', ')}`);
    }
    const importedCodes = acknowledgedImports.flatMap((i) => i.codes);
    const imported = new Map(
      (await db.query<{ stock_code: string; n: string }>('select stock_code, count(*)::text as n from products where stock_code = any($1) group by stock_code', [importedCodes])).rows.map((r) => [r.stock_code, Number(r.n)]),
    );
    for (const imp of acknowledgedImports) {
      const status = settled.get(imp.id);
      if (status !== 'done') problems.push(`import ${imp.id}: job ${status ?? 'not finished after 3 minutes (lost?)'}`);
      else for (const code of imp.codes) if (imported.get(code) !== 1) problems.push(`import ${imp.id}: product ${code} created ${imported.get(code) ?? 0} times`);
    }
    await db.end();

    const acknowledged = [...acknowledgedAdds.values()].reduce((s, a) => s + a.size, 0);
    const pct = (ms: number[], p: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(ms.length * p))] ?? 0;
    console.log(`\nSoak: ${CLIENTS} clients, ${elapsed.toFixed(0)} s, 2 processes, process B killed and restarted ${apps[1].restarts}×`);
    console.log(`  requests ${figures.requests} (${(figures.requests / elapsed).toFixed(0)}/s), connection errors ${figures.connectionErrors}, 5xx ${figures.serverErrors.length}`);
    for (const [op, s] of Object.entries(figures.byOp)) console.log(`  ${op.padEnd(14)} n=${String(s.n).padStart(6)}  p50 ${pct(s.ms, 0.5)} ms  p95 ${pct(s.ms, 0.95)} ms  p99 ${pct(s.ms, 0.99)} ms`);
    console.log(`  refusals (4xx): ${JSON.stringify(figures.refusals)}`);
    console.log(`  basket adds acknowledged ${acknowledged}, lines in the baskets ${linesSeen}; bulk-updated products checked ${bulkChecked}`);
    console.log(`  imports acknowledged ${acknowledgedImports.length} (${importedCodes.length} products), finished ${[...settled.values()].filter((v) => v === 'done').length}`);
    console.log(`  restarted process ready again in ${figures.restartReadyMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`);
    if (acknowledged === 0 || bulkChecked === 0 || acknowledgedImports.length === 0) problems.push('no basket add, bulk change or import was acknowledged: the mix did not exercise writes');
    if (problems.length) {
      console.error(`\n✘ ${problems.length} problem(s):\n  ${problems.slice(0, 30).join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('\n✔ no 5xx, every acknowledged basket add present once, every acknowledged bulk change applied, every acknowledged import finished once');
  } finally {
    for (const app of apps) if (app.child && app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGTERM');
    await Promise.all(apps.map((a) => (a.child && a.child.exitCode === null && a.child.signalCode === null ? new Promise((r) => a.child.once('exit', r)) : null)));
    pgServer?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
