import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nextStartArgs, SERVER_PROCESS_ENV } from '../lib/runtime/server-process.mjs';
import { applyWorkarounds, needsInstall, settingsOfEarlierRun, storefrontEnv, writeEnv } from './storefront-live/checkout';
import { startLoggingProxy, type Call } from './storefront-live/proxy';
import { walkAsShopper } from './storefront-live/walk';

/**
 * `npm run storefront:live -- --checkout /path/to/betterstorefront [--port 3400] [--reuse-build | --service-built] [--keep]`
 *
 * The vendor's storefront, run live against this service and clicked through as a shopper (see
 * docs/real-clients.md): builds and starts the service on a fresh database with 150 demo products,
 * puts a logging proxy in front of it, writes the storefront's `.env`, applies the documented
 * workarounds, installs, builds (`next build`) and starts (`next start`) the storefront, then walks it
 * in Chromium and prints PASS/FAIL per step with the service calls that failed. Ports: the service on
 * --port, the proxy on --port + 1, the storefront on --port + 2.
 *
 * --reuse-build: keep the service's and the storefront's builds of an earlier run (same ports).
 * --service-built: the service's build is current (npm run build has just run): build the storefront only.
 * --keep: leave everything running after the walk, until Ctrl-C.
 */
const { values } = parseArgs({
  options: {
    checkout: { type: 'string' },
    port: { type: 'string', default: '3400' },
    'reuse-build': { type: 'boolean', default: false },
    'service-built': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
if (!values.checkout) {
  console.error('usage: npm run storefront:live -- --checkout /path/to/betterstorefront [--port 3400] [--reuse-build | --service-built] [--keep]');
  process.exit(2);
}
const checkout = path.resolve(values.checkout);
if (!fs.existsSync(path.join(checkout, 'framework/bettercommerce'))) {
  console.error(`${checkout} is not a checkout of better-commerce/betterstorefront (no framework/bettercommerce)`);
  process.exit(2);
}
const port = Number(values.port);
const servicePort = port;
const proxyPort = port + 1;
const storefrontPort = port + 2;
const serviceUrl = `http://127.0.0.1:${proxyPort}`;
const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-live-'));
const children: ChildProcess[] = [];

const say = (line: string) => console.log(line);
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;

/** Runs a command to its end, its output into `log`; fails the run when it fails. */
function run(label: string, cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: string): Promise<void> {
  say(`${clock()}  ${label} (output: ${log})`);
  return new Promise((resolve, reject) => {
    const out = fs.openSync(log, 'a');
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', out, out] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${label} failed (exit ${code}); see ${log}`))));
  });
}

/** Starts a long-running server in its own process group (stopped by its id at the end). */
function startServer(label: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: string): ChildProcess {
  say(`${clock()}  ${label} (output: ${log})`);
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
  children.push(child);
  return child;
}

async function waitFor(url: string, ready: (status: number) => boolean, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const status = await fetch(url, { redirect: 'manual' }).then((r) => r.status, () => 0);
    if (ready(status)) return;
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${seconds} s (last status ${status || 'none'})`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function stopAll(): void {
  for (const child of children) {
    if (child.exitCode !== null || !child.pid) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

async function main(): Promise<number> {
  const repo = process.cwd();
  const earlier = settingsOfEarlierRun(checkout);
  const reuse =
    values['reuse-build'] &&
    earlier?.BETTERCOMMERCE_BASE_URL === serviceUrl &&
    fs.existsSync(path.join(checkout, '.next/BUILD_ID')) &&
    fs.existsSync(path.join(repo, '.next/BUILD_ID'));
  if (values['reuse-build'] && !reuse) say('--reuse-build: no earlier build for these ports; building');
  // The client is created at the service's first start from CATALOGUE_CLIENT_ID/SECRET; a reused
  // storefront build has the secret of its .env built in.
  const clientSecret = reuse ? earlier!.BETTERCOMMERCE_SHARED_SECRET : randomBytes(24).toString('base64url');

  if (!reuse && !values['service-built']) await run('Building the service (npm run build)', 'npm', ['run', 'build'], repo, process.env, path.join(runDir, 'service-build.log'));
  const dataDir = path.join(runDir, 'data');
  fs.mkdirSync(dataDir);
  startServer(
    `Starting the service on 127.0.0.1:${servicePort} (SEED_PRODUCTS=150, DATA_DIR=${dataDir})`,
    nextStartArgs(servicePort),
    repo,
    {
      ...process.env,
      ...SERVER_PROCESS_ENV,
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '150',
      CATALOGUE_CLIENT_ID: 'storefront',
      CATALOGUE_CLIENT_SECRET: clientSecret,
      // The storefront shows images from their absolute URLs.
      MEDIA_PUBLIC_URL: `http://127.0.0.1:${servicePort}`,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      AUTH_TRUST_HOST: 'true',
    },
    path.join(runDir, 'service.log'),
  );
  await waitFor(`http://127.0.0.1:${servicePort}/api/health`, (s) => s === 200, 600);

  const proxyLog = fs.openSync(path.join(runDir, 'proxy.log'), 'a');
  const proxy = await startLoggingProxy(proxyPort, servicePort, (line, call) => {
    fs.writeSync(proxyLog, `${new Date(call.at).toISOString()} ${line}\n`);
    if (call.status >= 400 && call.status !== 401) say(`          [proxy] ${line}`);
  });
  say(`${clock()}  Logging proxy on ${serviceUrl} → service (every call: ${path.join(runDir, 'proxy.log')})`);

  if (!reuse) {
    writeEnv(
      checkout,
      storefrontEnv({
        serviceUrl,
        storefrontUrl,
        clientId: 'storefront',
        clientSecret,
        domainId: randomUUID(),
        cipherKey: randomBytes(16).toString('hex'),
        authSecret: randomBytes(32).toString('base64url'),
      }),
    );
    say(`${clock()}  Wrote ${path.join(checkout, '.env')}`);
    for (const w of applyWorkarounds(checkout)) say(`          workaround: ${w}`);
    if (needsInstall(checkout))
      await run('npm install --legacy-peer-deps', 'npm', ['install', '--legacy-peer-deps', '--no-audit', '--no-fund'], checkout, process.env, path.join(runDir, 'storefront-install.log'));
    const buildLog = path.join(runDir, 'storefront-build.log');
    await run('Building the storefront (npm run build: generate-locales.js, next build)', 'npm', ['run', 'build'], checkout, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, buildLog);
    const invalidHrefs = (fs.readFileSync(buildLog, 'utf8').match(/Invalid href/g) ?? []).length;
    say(`          build log: ${invalidHrefs} "Invalid href" errors`);
  }
  startServer(
    `Starting the storefront on ${storefrontUrl} (next start)`,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(storefrontPort), '-H', '127.0.0.1'],
    checkout,
    { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    path.join(runDir, 'storefront.log'),
  );
  await waitFor(`${storefrontUrl}/`, (s) => s > 0 && s < 500, 180);

  say(`${clock()}  Walking the storefront as a shopper (screenshots: ${runDir})\n`);
  const steps = await walkAsShopper(storefrontUrl, proxy.calls, runDir);
  for (const s of steps) {
    say(`${s.ok ? 'PASS' : 'FAIL'}  ${s.name.padEnd(26)} ${s.detail}`);
    for (const c of distinct(s.failedCalls)) say(`        service: ${c}`);
    for (const e of counted(s.browserErrors.map((e) => (/Invalid href/i.test(e) ? '"Invalid href" error' : e)))) say(`        browser: ${e}`);
  }
  const byStatus = new Map<number, number>();
  for (const c of proxy.calls) byStatus.set(c.status, (byStatus.get(c.status) ?? 0) + 1);
  say(`\nService calls: ${proxy.calls.length} (${[...byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ')})`);
  const failed = proxy.calls.filter((c) => c.status >= 400 && c.status !== 401);
  for (const line of distinct(failed)) say(`  ${line}`);
  const passed = steps.filter((s) => s.ok).length;
  say(`${passed} of ${steps.length} steps passed (${clock().trim()})`);

  if (values.keep) {
    say(`\nRunning: storefront ${storefrontUrl}, service http://127.0.0.1:${servicePort}, proxy ${serviceUrl}. Ctrl-C stops them.`);
    await new Promise(() => undefined);
  }
  await proxy.close();
  return passed === steps.length ? 0 : 1;
}

/** Lines with how often each occurred. */
function counted(lines: string[]): string[] {
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].map(([k, n]) => (n > 1 ? `${k} (×${n})` : k));
}

/** Calls as `METHOD path status` with how often each occurred (ids left in: they name the records). */
const distinct = (calls: Call[]) => counted(calls.map((c) => `${c.method} ${c.path.split('?')[0]} ${c.status}`));

main()
  .then((code) => {
    stopAll();
    process.exit(code);
  })
  .catch((e) => {
    console.error(`\n${(e as Error).message}`);
    stopAll();
    process.exit(1);
  });
