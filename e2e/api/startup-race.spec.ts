import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { childEnv, createDatabase, databaseUrl, dropDatabase, exited, freePort, query } from '../support/processes';
import { serverArgs, SERVER_PROCESS_ENV } from '../../lib/runtime/server-process.mjs';

/**
 * Scale-out on one PostgreSQL (issue 14): four processes started at once against an empty database
 * all come up (migrations and the first seed run once, under an advisory lock); a write through one
 * is visible through another within a second (LISTEN/NOTIFY), as is infra/cache/clear; SIGTERM ends
 * each gracefully (exit 0). Prints the figures.
 */
const PROCESSES = 4;
const VISIBLE_WITHIN_MS = 1_000;

interface App {
  port: number;
  child: ChildProcess;
  output: string[];
  url: (p: string) => string;
}

function startApp(port: number, databaseUrl: string, dataDir: string): App {
  const child = spawn('node', serverArgs(port), {
    env: childEnv({
      ...SERVER_PROCESS_ENV,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '200',
      DATABASE_POOL_SIZE: '4',
      CATALOGUE_CLIENT_ID: process.env.TEST_CLIENT_ID!,
      CATALOGUE_CLIENT_SECRET: process.env.TEST_CLIENT_SECRET!,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      AUTH_TRUST_HOST: 'true',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  return { port, child, output, url: (p) => `http://127.0.0.1:${port}${p}` };
}

/** Polls /api/health until it answers `status`. */
async function waitForHealth(app: App, status: string, deadline: number) {
  for (;;) {
    if (app.child.exitCode !== null) throw new Error(`process on ${app.port} exited:\n${app.output.join('')}`);
    const res = await fetch(app.url('/api/health')).catch(() => null);
    const body = res ? await res.json() : null;
    if (body?.status === status) return body as { status: string; reason: string | null };
    if (Date.now() > deadline) throw new Error(`process on ${app.port} never ${status}:\n${app.output.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(app: App): Promise<number | string> {
  app.child.kill('SIGTERM');
  return Promise.race([exited(app.child), new Promise<string>((r) => setTimeout(() => r('still running after 15 s'), 15_000))]);
}

/** Resolves once nothing accepts connections on the port any more (the listener was closed). */
async function listenerClosed(port: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (!open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A POST whose body is sent in two halves: the call is in flight (counted by route()) between them.
 * Returns `finish`, which sends the rest and resolves with the status and body of the answer.
 */
function halfSentPost(app: App, urlPath: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  let pending: () => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: app.port, path: urlPath, method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': bytes.length } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(bytes.subarray(0, 10));
    pending = () => req.end(bytes.subarray(10));
  });
  return { finish: () => (pending(), answer) };
}

/** Polls /api/health until `ready`; every answer on the way must be 503 `starting`, never a 500. */
async function waitUntilReady(app: App, deadline: number): Promise<void> {
  for (;;) {
    if (app.child.exitCode !== null) throw new Error(`process on ${app.port} exited:\n${app.output.join('')}`);
    const res = await fetch(app.url('/api/health')).catch(() => null);
    if (res) {
      const body = await res.json();
      if (res.status === 200) {
        expect(body.status).toBe('ready');
        return;
      }
      expect(res.status, JSON.stringify(body)).toBe(503);
      expect(['starting', 'failing']).toContain(body.status);
    }
    if (Date.now() > deadline) throw new Error(`process on ${app.port} not ready:\n${app.output.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function token(app: App): Promise<string> {
  const res = await fetch(app.url('/oAuth/Token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: process.env.TEST_CLIENT_ID!,
      client_secret: process.env.TEST_CLIENT_SECRET!,
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()).access_token;
}

interface TreeItem {
  id: string;
  name: string;
  categoryCode: string;
  subCategories: TreeItem[];
}
const flatten = (items: TreeItem[]): TreeItem[] => items.flatMap((i) => [i, ...flatten(i.subCategories)]);

/** Reads through `app` until `seen` holds or VISIBLE_WITHIN_MS have passed; returns how long it took. */
async function visibleWithin(read: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await read()) return Date.now() - started;
    if (Date.now() - started > VISIBLE_WITHIN_MS) throw new Error(`not visible within ${VISIBLE_WITHIN_MS} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

test.describe('several processes on one PostgreSQL', () => {
  test.describe.configure({ timeout: 420_000 });

  test('four processes started together all come up, seed once, share cache invalidations and stop gracefully', async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'needs a PostgreSQL server: npm test -- --only api-pg');
    const name = `race_${Date.now().toString(36)}_${process.pid}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-race-'));
    const apps: App[] = [];
    try {
      const databaseUrl = await createDatabase(name);
      const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
      const started = Date.now();
      for (const port of ports) apps.push(startApp(port, databaseUrl, dataDir));
      await Promise.all(apps.map((app) => waitUntilReady(app, started + 360_000)));
      const readyMs = Date.now() - started;

      // Seeded once, not four times; one demo client; migrations recorded once each.
      const [counts] = await query<{ products: number; demo: number; migrations: number; distinct: number }>(
        databaseUrl,
        `select (select count(*)::int from products) as products,
                (select count(*)::int from api_clients where is_demo) as demo,
                (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                (select count(distinct hash)::int from drizzle.__drizzle_migrations) as distinct`,
      );
      expect(counts).toMatchObject({ products: 200, demo: 1 });
      expect(counts.migrations).toBe(counts.distinct);

      const [a, b] = apps;
      const auth = { Authorization: `Bearer ${await token(a)}` };
      const tree = async (app: App) => {
        const res = await fetch(app.url('/api/v1/category'), { headers: auth });
        expect(res.status).toBe(200);
        return flatten((await res.json()).result as TreeItem[]);
      };

      // A write through A reaches B's cached category list.
      const before = await tree(b);
      const code = `RACE-${Date.now().toString(36).toUpperCase()}`;
      const created = await fetch(a.url('/api/v1/category'), {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ categoryCode: code, categoryName: 'Cross-process check', parentCategoryCode: before[0].categoryCode, productFamilyId: 1 }),
      });
      expect(created.status, await created.clone().text()).toBe(200);
      const writeVisibleMs = await visibleWithin(async () => (await tree(b)).some((c) => c.categoryCode === code));

      // A change behind the service's back stays cached in B until infra/cache/clear on A clears every process.
      const renamed = `Renamed in SQL ${Date.now()}`;
      await query(databaseUrl, `update categories set name = $1 where code = $2`, [renamed, code]);
      expect((await tree(b)).find((c) => c.categoryCode === code)?.name).toBe('Cross-process check');
      const cleared = await fetch(a.url('/api/v2/infra/cache/clear'), { headers: auth });
      expect(cleared.status).toBe(200);
      const clearVisibleMs = await visibleWithin(async () => (await tree(b)).find((c) => c.categoryCode === code)?.name === renamed);

      // SIGTERM while a call is in flight: the listener closes, the call still completes, then exit 0.
      const c = apps[2];
      const inFlightCode = `${code}-F`;
      const call = halfSentPost(c, '/api/v1/category', auth, JSON.stringify({ categoryCode: inFlightCode, categoryName: 'Created during shutdown', parentCategoryCode: before[0].categoryCode, productFamilyId: 1 }));
      await expect.poll(async () => (await (await fetch(c.url('/api/health'))).json()).inFlight, { timeout: 30_000 }).toBe(1);
      c.child.kill('SIGTERM');
      await listenerClosed(c.port);
      const answer = await call.finish();
      expect(answer.status, answer.body).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ isValid: true });
      expect(await exited(c.child)).toBe(0);
      expect(await query(databaseUrl, 'select 1 from categories where code = $1', [inFlightCode])).toHaveLength(1);

      // The others: each finishes, closes its pool and exits 0.
      const codes = await Promise.all(apps.filter((app) => app !== c).map(stop));
      expect(codes).toEqual([0, 0, 0]);

      console.log(
        `startup race: ${PROCESSES} processes ready in ${(readyMs / 1000).toFixed(1)} s on an empty PostgreSQL; ` +
          `cross-process visibility: write ${writeVisibleMs} ms, cache clear ${clearVisibleMs} ms`,
      );
    } finally {
      for (const app of apps) if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
      await Promise.all(apps.map((app) => exited(app.child)));
      await dropDatabase(name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a process started before its database exists reports failing, answers 503, and comes up once it does', async () => {
    test.skip(!process.env.TEST_DATABASE_URL, 'needs a PostgreSQL server: npm test -- --only api-pg');
    const name = `late_${Date.now().toString(36)}_${process.pid}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-late-'));
    const app = startApp(await freePort(), databaseUrl(name), dataDir);
    try {
      const failing = await waitForHealth(app, 'failing', Date.now() + 120_000);
      expect(failing.reason).toContain('3D000');
      const health = await fetch(app.url('/api/health'));
      expect(health.status).toBe(503);

      // Requests meanwhile: 503 in the endpoint's wrapper (and the token endpoint's OAuth shape), never a 500.
      const v1 = await fetch(app.url('/api/v1/category'));
      expect(v1.status).toBe(503);
      expect(v1.headers.get('retry-after')).toBeTruthy();
      expect(await v1.json()).toMatchObject({ statusCode: 503, messageCode: 'SERVICE_UNAVAILABLE', result: null });
      const v2 = await fetch(app.url('/api/v2/infra/cache/clear'));
      expect(v2.status).toBe(503);
      expect(await v2.json()).toMatchObject({ statusCode: 503, success: false, messageCode: 'SERVICE_UNAVAILABLE' });
      const tokenRes = await fetch(app.url('/oAuth/Token'), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=x&client_secret=y',
      });
      expect(tokenRes.status).toBe(503);
      expect((await tokenRes.json()).error).toBe('temporarily_unavailable');

      // The retries find the database once it exists: same process, no restart.
      await createDatabase(name);
      await waitUntilReady(app, Date.now() + 240_000);
      const tree = await fetch(app.url('/api/v1/category'), { headers: { Authorization: `Bearer ${await token(app)}` } });
      expect(tree.status).toBe(200);
      expect(await stop(app)).toBe(0);
    } finally {
      if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
      await exited(app.child);
      await dropDatabase(name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
