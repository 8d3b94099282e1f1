import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverArgs, SERVER_PROCESS_ENV } from '../lib/runtime/server-process.mjs';
import { httpReads, type Next, type Request, type Sample } from './http-reads';

/**
 * HTTP figures through the real server (the build must exist: `npm run build`) on the benchmark's
 * database, with autocannon: the service's no-op route, token issuance, product detail cold and warm,
 * its revalidation (304), v1 and v2 searches cold, the storefront's search mix (Zipf over 200 queries)
 * and its revalidation (./http-reads.ts). Each figure is also given as a share of a bare `node:http`
 * server answering `{"status":"ok"}`, measured first in the same run at the same connections: what
 * this machine can do at all, so figures of different runs and machines compare.
 *
 * BENCH_HTTP_SECONDS (10) is each measurement's length, BENCH_HTTP_CONNECTIONS (10) its connections
 * (comma-separated for several), BENCH_HTTP_READS=<text> keeps only the reads whose name contains it.
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
  /** Throughput as a share of the bare node:http server's at the same connections. */
  share: number;
  /** CPU time the server processes spent per answer (µs): what a request costs whatever else runs on the machine. */
  cpuUs: number;
}

/** What the server processes held at the end of the run (MB): resident now and at their peak. */
export interface HttpMemory {
  database: string;
  rssMb: number;
  peakRssMb: number;
}

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS || 10);
/** Connections of each run, comma-separated; the issue's figures are at 10. */
const CONNECTIONS = (process.env.BENCH_HTTP_CONNECTIONS || '10').split(',').map(Number);

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
    // BENCH_SERVER_LOG=<file> keeps the server's own log lines (an error's errorId leads there).
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore', 'inherit'],
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
  // The storefront's products (active masters): what its product pages ask for.
  const listed = await (
    await fetch(`${base}/api/v2/catalog/search/advanced`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pageSize: 100, currentPage: 2 }),
    })
  ).json();
  const more = await (
    await fetch(`${base}/api/v2/catalog/search/advanced`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pageSize: 100, currentPage: 3 }),
    })
  ).json();
  const words = ['shirt', 'dress', 'boots', 'jeans', 'linen', 'wool coat', 'serum', 'headphones', 'leather', 'trainers', 'tote', 'tee', 'running', 'denim'];
  return {
    productIds: items.map((i) => i.productId),
    storefrontIds: [...listed.result.results, ...more.result.results].map((r: { id: string }) => r.id),
    terms: [...words, ...items.slice(0, 40).map((i) => i.stockCode), ...items.slice(40, 80).map((i) => i.name.split(' ')[0])],
    brands: keys('brand'),
    categories: keys('category'),
  };
}

/** Requests made so far: every run continues the sequence, so no run repeats the warm-up's requests. */
let sent = 0;

/**
 * One load run over every process: the connections shared out between them (one autocannon each,
 * at the same time), req/s summed, p99 the worst process's, p50 the mean.
 */
async function load(bases: string[], connections: number, next: Next, headers: Record<string, string>, seconds = SECONDS, status?: number) {
  const used = bases.slice(0, Math.min(bases.length, connections));
  const parts = await Promise.all(
    used.map((base, k) => loadOne(base, Math.floor(connections / used.length) + (k < connections % used.length ? 1 : 0), next, headers, seconds, status)),
  );
  const rps = parts.reduce((n, p) => n + p.rps, 0);
  return {
    total: parts.reduce((n, p) => n + p.total, 0),
    p50: Math.round(parts.reduce((n, p) => n + p.p50, 0) / parts.length),
    p99: Math.max(...parts.map((p) => p.p99)),
    rps,
    kb: parts.reduce((n, p) => n + p.kb * p.rps, 0) / rps,
  };
}

async function loadOne(base: string, connections: number, next: Next, headers: Record<string, string>, seconds: number, status?: number) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { ...headers, 'Accept-Encoding': 'gzip' },
    requests: [
      {
        setupRequest: (req) => {
          const r = next(sent++);
          const type = r.body ? { 'Content-Type': r.form ? 'application/x-www-form-urlencoded' : 'application/json' } : {};
          return { ...req, method: r.method, path: r.path, body: r.body, headers: { ...req.headers, ...type, ...r.headers } };
        },
      },
    ],
  });
  const codes = result.statusCodeStats as Record<string, { count: number }>;
  const wrong = status ? result.requests.total - (codes[String(status)]?.count ?? 0) : result.non2xx;
  if (wrong > 0 || result.errors > 0) throw new Error(`answers not ${status ?? '2xx'}: ${JSON.stringify(codes)}, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, total: result.requests.total, kb: result.throughput.average / result.requests.average / 1024 };
}

/** A bare node:http server in a process of its own, as the app's server is: the machine's ceiling. */
async function bareServer(): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const source = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"status":"ok"}'); }).listen(${port}, '127.0.0.1', () => process.send('up'))`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

/** CPU time (user + system, all threads) a process has used so far, in µs, from /proc (Linux). */
function cpuOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of the line (11 and 12 after the command), in clock ticks of 10 ms
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** A load run with the CPU its processes used per answer. */
async function measured(pids: number[], run: () => ReturnType<typeof load>) {
  const before = pids.reduce((n, pid) => n + cpuOf(pid), 0);
  const f = await run();
  const used = pids.reduce((n, pid) => n + cpuOf(pid), 0) - before;
  const { total, ...rest } = f;
  return { ...rest, cpuUs: Math.round(used / Math.max(total, 1)) };
}

/** Resident memory of a process now and at its peak, from /proc (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Runs the bare server, then every read of ./http-reads.ts, against one database. */
export async function httpFigures(target: HttpTarget): Promise<{ figures: HttpFigure[]; memory: HttpMemory[] }> {
  if (!fs.existsSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    console.log('HTTP figures skipped: no production build (run `npm run build` first)');
    return { figures: [], memory: [] };
  }
  const database = `${target.label}${(target.processes ?? 1) > 1 ? ` (${target.processes} processes)` : ''}`;
  const out: HttpFigure[] = [];
  const bare = await bareServer();
  const bareRps = new Map<number, number>();
  try {
    const next: Next = () => ({ method: 'GET', path: '/' });
    await load([bare.base], 2, next, {}, 3);
    for (const connections of CONNECTIONS) {
      const f = await measured([bare.pid], () => load([bare.base], connections, next, {}));
      bareRps.set(connections, f.rps);
      out.push({ read: 'bare node:http', connections, database, ...f, share: 1 });
      console.log(`  ${target.label} · bare node:http · ${connections} conn: p50 ${f.p50} ms · p99 ${f.p99} ms · ${f.rps.toFixed(0)} req/s · ${f.cpuUs} µs CPU/answer`);
    }
  } finally {
    await bare.stop();
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
    const fetchTag = async (r: Request) => {
      const res = await fetch(`${base}${r.path}`, { method: r.method, body: r.body, headers: { ...auth, ...(r.body ? { 'Content-Type': 'application/json' } : {}) } });
      await res.arrayBuffer();
      return res.headers.get('etag') ?? '';
    };
    const only = process.env.BENCH_HTTP_READS?.toLowerCase();
    for (const read of httpReads(await sampleOf(base, auth), fetchTag, credentials).filter((r) => !only || r.name.toLowerCase().includes(only))) {
      await read.prepare?.();
      // warm the process (compiled code, catalogue caches) before measuring
      await load(bases, 2 * bases.length, read.next, auth, 3, read.status);
      for (const connections of CONNECTIONS) {
        const f = await measured(servers.map((server) => server.pid!), () => load(bases, connections, read.next, auth, SECONDS, read.status));
        const share = f.rps / (bareRps.get(connections) ?? f.rps);
        out.push({ read: read.name, connections, database, ...f, share });
        console.log(
          `  ${target.label} · ${read.name} · ${connections} conn: p50 ${f.p50} ms · p99 ${f.p99} ms · ${f.rps.toFixed(0)} req/s · ${(100 * share).toFixed(2)} % of bare · ${f.cpuUs} µs CPU/answer · ${f.kb.toFixed(1)} KB/answer`,
        );
      }
    }
    const memory = servers.map((server) => memoryOf(server.pid!));
    return {
      figures: out,
      memory: memory.map((m) => ({ database, rssMb: Math.round(m.rss), peakRssMb: Math.round(m.peak) })),
    };
  } finally {
    for (const server of servers) {
      const gone = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await gone;
    }
  }
}
