import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import net from 'node:net';
import pg from 'pg';
import { serverArgs, SERVER_PROCESS_ENV } from '../../lib/runtime/server-process.mjs';

/**
 * Child processes and throwaway databases for the operational specs (backup, start-up race): the
 * project's own npm scripts and the built server, run as an operator would.
 */

/** Runs a command to completion; rejects with its output when it fails. */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** The worker's environment without a database of the running server (the child names its own). */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  return { ...env, ...extra };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The URL of database `name` on the cluster of TEST_DATABASE_URL (which need not exist yet). */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new empty database on the cluster of TEST_DATABASE_URL; returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  await admin((c) => c.query(`create database "${name}"`));
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
}

async function admin(work: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** One query against a database URL. */
export async function query<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Resolves with the exit code (or the signal's name) once the process has ended. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}

/**
 * The built server (`npm run build`) on a free port with `env` (on top of the worker's, without its
 * database; a function of the server's origin when a setting names it), waiting until /api/health answers 200. `output` collects what it prints, for a failure's message.
 */
export async function startService(
  env: Record<string, string> | ((origin: string) => Record<string, string>),
): Promise<{ child: ChildProcess; origin: string; output: string[] }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn('node', serverArgs(port), {
    env: childEnv({ ...SERVER_PROCESS_ENV, ...(typeof env === 'function' ? env(origin) : env) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  try {
    await expect
      .poll(async () => fetch(`${origin}/api/health`).then((r) => r.status, () => 0), { timeout: 240_000, intervals: [500, 1000] })
      .toBe(200);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${(e as Error).message}\nserver output:\n${output.join('').slice(-3000)}`);
  }
  return { child, origin, output };
}
