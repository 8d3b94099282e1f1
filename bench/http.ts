import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverArgs, SERVER_PROCESS_ENV } from '../lib/runtime/server-process.mjs';

/**
 * HTTP figures of the three hottest reads — product detail, v1 free-text search, v2 faceted search —
 * through a real `next start` (the production build must exist: `npm run build`) on the benchmark's
 * database, with autocannon at 1 and 10 connections. Every request differs (product, term, filters,
 * page), so the v2 facet counts are computed, not served from the facet cache. First, the same for a
 * route that reads no database (`/api/health`): what the server and this machine answer at best.
 */
export interface HttpTarget {
  /** Label of the database column: "PGlite", "PostgreSQL". */
  label: string;
  env: Record<string, string>;
  /** App processes on the database (PostgreSQL: 2, the scale-out case; PGlite allows one). */
  processes?: number;
}

export interface HttpFigure {
  read: string;
  connections: number;
  database: string;
  p50: number;
  p99: number;
  rps: number;
  kb: number;
}

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS || 10);

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Waits until the server's housekeeping after large writes (search facts refresh, vacuum) has ended,
 * as /api/health reports it, so the next measurement does not share the database with it.
 */
export async function serverSettled(base: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await fetch(`${base}/api/health`).then((r) => r.json() as Promise<{ maintenance?: boolean }>, () => null);
    if (health && health.maintenance === false) return;
    if (Date.now() > deadline) throw new Error(`${base}: housekeeping still running after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startServer(target: HttpTarget, port: number, credentials: { id: string; secret: string }): Promise<ChildProcess> {
  const child = spawn(process.execPath, serverArgs(port), {
    env: {
      ...process.env,
      ...SERVER_PROCESS_ENV,
      ...target.env,
      AUTO_SEED: '0',
      // The load is the point here: no per-client API budget (issue 14's 429s) in the way.
      API_RATE_LIMIT_PER_MINUTE: '100000000',
      CATALOGUE_CLIENT_ID: credentials.id,
      CATALOGUE_CLIENT_SECRET: credentials.secret,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      AUTH_TRUST_HOST: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health in 240 s');
    await new Promise((r) => setTimeout(r, 500));
  }
}

interface Sample {
  productIds: string[];
  terms: string[];
  brands: string[];
  categories: string[];
}

async function sampleOf(base: string, auth: Record<string, string>): Promise<Sample> {
  const page = await (await fetch(`${base}/api/v1/search/all?pagesize=1000&page=3`, { headers: auth })).json();
  const items = page.result as { productId: string; stockCode: string; name: string }[];
  const facets = await (
    await fetch(`${base}/api/v2/catalog/search/advanced`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ allowFacets: true, facetOnly: true }),
    })
  ).json();
  const keys = (key: string) => (facets.result.filters as { key: string; items: { key: string }[] }[]).find((f) => f.key === key)?.items.map((i) => i.key) ?? [];
  const words = ['shirt', 'dress', 'boots', 'jeans', 'linen', 'wool coat', 'serum', 'headphones', 'leather', 'trainers', 'tote', 'tee', 'running', 'denim'];
  return {
    productIds: items.map((i) => i.productId),
    terms: [...words, ...items.slice(0, 40).map((i) => i.stockCode), ...items.slice(40, 80).map((i) => i.name.split(' ')[0])],
    brands: keys('brand'),
    categories: keys('category'),
  };
}

type Next = (i: number) => { method: 'GET' | 'POST'; path: string; body?: string };

/** Requests made so far: every run continues the sequence, so no run repeats the warm-up's requests. */
let sent = 0;

/**
 * One load run over every process: the connections shared out between them (one autocannon each,
 * at the same time), req/s summed, p99 the worst process's, p50 the mean.
 */
async function load(bases: string[], connections: number, next: Next, headers: Record<string, string>, seconds = SECONDS) {
  const used = bases.slice(0, Math.min(bases.length, connections));
  const parts = await Promise.all(
    used.map((base, k) => loadOne(base, Math.floor(connections / used.length) + (k < connections % used.length ? 1 : 0), next, headers, seconds)),
  );
  const rps = parts.reduce((n, p) => n + p.rps, 0);
  return {
    p50: Math.round(parts.reduce((n, p) => n + p.p50, 0) / parts.length),
    p99: Math.max(...parts.map((p) => p.p99)),
    rps,
    kb: parts.reduce((n, p) => n + p.kb * p.rps, 0) / rps,
  };
}

async function loadOne(base: string, connections: number, next: Next, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { ...headers, 'Accept-Encoding': 'gzip' },
    requests: [
      {
        setupRequest: (req) => {
          const r = next(sent++);
          return { ...req, method: r.method, path: r.path, body: r.body, headers: { ...req.headers, ...(r.body ? { 'Content-Type': 'application/json' } : {}) } };
        },
      },
    ],
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx (${JSON.stringify(result.statusCodeStats)})`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, kb: result.throughput.average / result.requests.average / 1024 };
}

/** Runs the no-op route and the three reads at 1 and 10 connections against one database. */
export async function httpFigures(target: HttpTarget): Promise<HttpFigure[]> {
  if (!fs.existsSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    console.log('HTTP figures skipped: no production build (run `npm run build` first)');
    return [];
  }
  const credentials = { id: 'bench-http', secret: randomBytes(24).toString('base64url') };
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  // One after the other: the first start migrates and creates the bench client.
  for (let k = 0; k < (target.processes ?? 1); k++) {
    const port = await freePort();
    servers.push(await startServer(target, port, credentials));
    bases.push(`http://127.0.0.1:${port}`);
  }
  const base = bases[0];
  try {
    const token = await (
      await fetch(`${base}/oAuth/Token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: credentials.id, client_secret: credentials.secret, grant_type: 'client_credentials' }),
      })
    ).json();
    const auth = { Authorization: `Bearer ${token.access_token}` };
    const s = await sampleOf(base, auth);
    const pick = <T>(list: T[], i: number) => list[i % list.length];
    const reads: [string, Next][] = [
      // The floor: a route with no database work and no credentials check. No read can answer faster
      // than this at the same connections; on a machine where even this misses a read's target, that
      // target is out of reach of any code.
      ['no-op route (/api/health)', () => ({ method: 'GET', path: '/api/health' })],
      ['product detail', (i) => ({ method: 'GET', path: `/api/v1/product/${pick(s.productIds, i * 7)}` })],
      ['v1 free-text search', (i) => ({ method: 'POST', path: '/api/v1/search/advanced', body: JSON.stringify({ freeText: pick(s.terms, i) }) })],
      [
        'v2 faceted search (cold facets)',
        (i) => ({
          method: 'POST',
          path: '/api/v2/catalog/search/advanced',
          // brand × category × page: thousands of distinct condition sets, each counted afresh
          body: JSON.stringify({
            allowFacets: true,
            pageSize: 24,
            currentPage: 1 + (i % 3),
            filters: [
              { key: 'brand', values: [pick(s.brands, i)] },
              { key: 'category', values: [pick(s.categories, Math.floor(i / s.brands.length) + i * 13)] },
            ],
          }),
        }),
      ],
    ];
    const out: HttpFigure[] = [];
    for (const [read, next] of reads) {
      // warm the process (compiled routes, catalog caches) before measuring
      await load(bases, 2 * bases.length, next, auth, 3);
      for (const connections of [1, 10]) {
        const f = await load(bases, connections, next, auth);
        out.push({ read, connections, database: `${target.label}${bases.length > 1 ? ` (${bases.length} processes)` : ''}`, ...f });
        console.log(`  ${target.label} · ${read} · ${connections} conn: p50 ${f.p50} ms · p99 ${f.p99} ms · ${f.rps.toFixed(0)} req/s · ${f.kb.toFixed(1)} KB/answer`);
      }
    }
    return out;
  } finally {
    for (const server of servers) {
      const gone = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await gone;
    }
  }
}
