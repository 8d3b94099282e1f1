#!/usr/bin/env node
/**
 * `npm test`: every check CI runs, in order — lint, typecheck and Redocly's lint of the OpenAPI
 * document (side by side), build, the API suite on the embedded database (PGlite), the API suite again
 * on a throwaway PostgreSQL server, and the browser suite in Debian's Chromium. Missing system packages (chromium, postgresql, poppler-utils) are installed with apt-get when
 * running as root on Debian; otherwise the step says what to install.
 *
 *   npm test                       everything
 *   npm test -- --only api,ui      some steps: lint, typecheck, openapi, build, api, api-pg, soak, ui
 *   npm test -- --grep "category"  passed on to Playwright
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set(args[onlyIndex + 1].split(',')) : null;
const passThrough = onlyIndex >= 0 ? args.filter((_, i) => i !== onlyIndex && i !== onlyIndex + 1) : args;
const wants = (step) => !only || only.has(step);
const isRoot = process.getuid?.() === 0;
const results = [];

function run(label, cmd, cmdArgs, env = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${cmdArgs.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ label, ok, seconds: ((Date.now() - started) / 1000).toFixed(0) });
  return ok;
}

/**
 * Several single-threaded checks at once (lint and typecheck each keep one core busy): their output is
 * buffered and printed whole, one step after the other, so the log reads as if they ran in turn.
 */
async function runTogether(steps) {
  const outcomes = await Promise.all(
    steps.map(
      ({ label, cmd, cmdArgs }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (d) => output.push(d));
          child.stderr.on('data', (d) => output.push(d));
          child.on('close', (code) => resolve({ label, cmd, cmdArgs, ok: code === 0, output, seconds: ((Date.now() - started) / 1000).toFixed(0) }));
        }),
    ),
  );
  for (const { label, cmd, cmdArgs, ok, output, seconds } of outcomes) {
    console.log(`\n▶ ${label}: ${cmd} ${cmdArgs.join(' ')} (run alongside the others)`);
    process.stdout.write(Buffer.concat(output));
    results.push({ label, ok, seconds });
  }
}

function aptInstall(pkgs) {
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing ${pkgs.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'inherit', env }).status === 0;
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (fs.existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  return null;
}

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL cluster on loopback, owned by user postgres when we are root. */
async function startPostgres() {
  let bin = postgresBin();
  if (!bin && aptInstall(['postgresql'])) bin = postgresBin();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-pg-'));
  const port = await freePort();
  const asPostgres = (cmd, cmdArgs) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...cmdArgs]] : [path.join(bin, cmd), cmdArgs];
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const exec = (cmd, cmdArgs) => {
    const [c, a] = asPostgres(cmd, cmdArgs);
    execFileSync(c, a, { stdio: 'pipe' });
  };
  exec('initdb', ['-D', path.join(dir, 'data'), '--auth=trust', '-U', 'postgres', '-E', 'UTF8']);
  exec('pg_ctl', ['-D', path.join(dir, 'data'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, '-l', path.join(dir, 'log'), '-w', 'start']);
  const [c, a] = asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'catalogue_test']);
  execFileSync(c, a, { stdio: 'pipe' });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/catalogue_test`,
    stop: () => exec('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']),
    replica: () => startReplica(port, exec),
  };
}

/**
 * A streaming replica of that cluster (pg_basebackup -R: it follows the primary's WAL and answers
 * reads only), for the DATABASE_READ_URL test (e2e/api/read-replica.spec.ts). Null if it cannot start.
 */
async function startReplica(primaryPort, exec) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-pg-replica-'));
  const port = await freePort();
  try {
    if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
    exec('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', path.join(dir, 'data'), '-R', '-X', 'stream']);
    exec('pg_ctl', ['-D', path.join(dir, 'data'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, '-l', path.join(dir, 'log'), '-w', 'start']);
  } catch (e) {
    console.error(`The read replica did not start: ${e.message}`);
    return null;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/catalogue_test`,
    stop: () => exec('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']),
  };
}

function playwright(label, project, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-test-'));
  const report = path.join(dataDir, 'report.json');
  // One retry, as the config gives CI: a test that passes only on its retry is reported as flaky, by
  // name in the summary below, never silently; one that fails twice fails the step.
  const ok = run(label, 'npx', ['playwright', 'test', `--project=${project}`, '--retries=1', ...passThrough], {
    TEST_DATA_DIR: dataDir,
    TEST_CLIENT_SECRET: randomBytes(24).toString('base64url'),
    TEST_REPORT_JSON: report,
    ...env,
  });
  results.at(-1).problems = problemsIn(report);
  return ok;
}

/** The failed and flaky tests of a Playwright JSON report, each with its first error line. */
function problemsIn(file) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.error)?.error;
        const firstLine = (error?.message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
        found.push(`${test.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${firstLine ? `\n        ${firstLine.trim().slice(0, 300)}` : ''}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, ...(child.title && child.title !== child.file ? [child.title] : [])]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

async function main() {
  await runTogether([
    ...(wants('lint') ? [{ label: 'lint', cmd: 'npm', cmdArgs: ['run', 'lint'] }] : []),
    ...(wants('typecheck') ? [{ label: 'typecheck', cmd: 'npm', cmdArgs: ['run', 'typecheck'] }] : []),
    // Redocly's recommended rules over the OpenAPI document, written without a server.
    ...(wants('openapi') ? [{ label: 'openapi (Redocly lint)', cmd: 'npm', cmdArgs: ['run', 'lint:openapi'] }] : []),
  ]);
  if (wants('build') && !run('build', 'npm', ['run', 'build'])) return;
  // The quotation PDF specs read PDFs back with poppler's pdftotext and pdfimages (API and UI suites).
  if ((wants('api') || wants('api-pg') || wants('ui')) && !fs.existsSync('/usr/bin/pdftotext')) aptInstall(['poppler-utils']);
  if (wants('api')) playwright('api (PGlite)', 'api', { TEST_PORT: String(await freePort()) });
  if (wants('api-pg')) {
    const pg = await startPostgres();
    if (!pg) {
      console.error('PostgreSQL is not installed (Debian: apt-get install postgresql); the PostgreSQL run failed.');
      results.push({ label: 'api (PostgreSQL)', ok: false, seconds: '0' });
    } else {
      const replica = await pg.replica();
      try {
        playwright('api (PostgreSQL)', 'api', {
          TEST_PORT: String(await freePort()),
          TEST_DATABASE_URL: pg.url,
          ...(replica ? { TEST_REPLICA_URL: replica.url } : {}),
        });
      } finally {
        replica?.stop();
        pg.stop();
      }
    }
  }
  // Issue 14's load-with-faults check in its short form (the full one: npm run soak): two processes on
  // one PostgreSQL of its own, one killed and restarted twice, every acknowledged write checked.
  if (wants('soak')) {
    if (!postgresBin()) aptInstall(['postgresql']);
    run('soak (short, PostgreSQL)', 'npm', ['run', 'soak', '--', '--short']);
  }
  if (wants('ui')) {
    const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
    if (!fs.existsSync(chromium)) aptInstall(['chromium']);
    playwright('ui (Chromium)', 'ui', { TEST_PORT: String(await freePort()) });
  }
}

await main();
console.log('\nSummary:');
for (const r of results) {
  console.log(`  ${r.ok ? '✔' : '✘'} ${r.label} (${r.seconds} s)`);
  for (const problem of r.problems ?? []) console.log(`      ${problem}`);
}
process.exit(results.every((r) => r.ok) && results.length > 0 ? 0 : 1);
