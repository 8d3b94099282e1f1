import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/runtime/data-dir';

/**
 * `npm run db:backup -- <file>` / `npm run db:restore -- <file>`: the database named by DATABASE_URL
 * with pg_dump's custom format and pg_restore (cleaning what exists, in one transaction), or the
 * embedded one in DATA_DIR as PGlite's data-directory tarball. A PGlite restore builds a fresh data
 * directory next to the current one and swaps it in only once it opened, keeping the old one aside
 * (`pglite.before-restore-<time>`). PGlite admits one process per data directory: stop the app first.
 */
async function main() {
  const [mode, file] = process.argv.slice(2);
  if ((mode !== 'backup' && mode !== 'restore') || !file) {
    throw new Error('usage: npm run db:backup -- <file>   |   npm run db:restore -- <file>');
  }
  const target = path.resolve(file);
  const databaseUrl = process.env.DATABASE_URL;
  const started = Date.now();
  if (mode === 'backup') {
    if (databaseUrl) postgresTool('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, `--dbname=${databaseUrl}`]);
    else await backupPglite(target);
    console.log(`Backed up ${databaseUrl ? 'PostgreSQL' : 'PGlite'} to ${target} (${size(target)}) in ${seconds(started)} s.`);
  } else {
    if (!fs.existsSync(target)) throw new Error(`${target} does not exist`);
    if (databaseUrl) {
      postgresTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${databaseUrl}`, target]);
    } else await restorePglite(target);
    console.log(`Restored ${databaseUrl ? 'PostgreSQL' : 'PGlite'} from ${target} in ${seconds(started)} s.`);
  }
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const size = (file: string) => `${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MiB`;

/** The newest client tools installed (Debian keeps them under /usr/lib/postgresql/<major>/bin), else PATH. */
function postgresTool(tool: string, args: string[]) {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin', tool)).find((p) => fs.existsSync(p));
  // The URL goes in an argument, never in our output: the tools print errors without the password.
  execFileSync(found ?? tool, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

async function openPglite(dir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

async function backupPglite(target: string) {
  const dir = path.join(dataDir(), 'pglite');
  if (!fs.existsSync(dir)) throw new Error(`no PGlite database in ${dir} (set DATA_DIR)`);
  const db = await openPglite(dir);
  try {
    const dump = await db.dumpDataDir('gzip');
    fs.writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

async function restorePglite(source: string) {
  const dir = path.join(dataDir(), 'pglite');
  const fresh = `${dir}.restoring`;
  fs.rmSync(fresh, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const db = await openPglite(fresh, new Blob([fs.readFileSync(source)]));
  // Open and query once before swapping, so a bad archive never replaces a good database.
  await db.query('select 1');
  await db.close();
  if (fs.existsSync(dir)) {
    const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dir, aside);
    console.log(`The previous database was kept in ${aside}.`);
  }
  fs.renameSync(fresh, dir);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
