import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster on loopback for `npm run bench -- --postgres` (as scripts/test.mjs
 * starts one for the API suite): the installed server's initdb/pg_ctl, run as user postgres when we
 * are root. Null when no server is installed.
 */
export async function startPostgres(): Promise<{ url: string; stop(): void } | null> {
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)).find((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : undefined;
  if (!version) return null;
  const bin = path.join(root, version, 'bin');
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-bench-pg-'));
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port: p } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(p));
    });
  });
  const exec = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  exec('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8']);
  exec('pg_ctl', ['-D', data, '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, '-l', path.join(dir, 'log'), '-w', 'start']);
  exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'catalogue_bench']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/catalogue_bench`,
    stop: () => {
      exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
