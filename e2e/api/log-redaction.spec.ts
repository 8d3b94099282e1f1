import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { createLogger, safeError } from '@/lib/log';

/**
 * What the server log keeps of a failed query: the SQL, the SQLSTATE and the constraint, never the
 * parameters (a new API client's secret hash was written to the log, issue 14) nor a value the
 * driver's message quotes. Real drizzle errors from a real (embedded) database, through the logger's
 * own configuration.
 */
const SECRET_HASH = 'scrypt$N=16384$c2VjcmV0LWhhc2gtdGhhdC1tdXN0LW5vdC1sZWFr';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger(stream), text: () => lines.join('') };
}

async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (e) {
    return e;
  }
  throw new Error('the query was expected to fail');
}

test.describe('server log redaction', () => {
  let dir: string;
  let handle: DbHandle;

  test.beforeAll(async () => {
    // A new embedded database takes a while to initialise on a busy machine.
    test.setTimeout(180_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-log-'));
    handle = await openDatabase({ pgliteDir: path.join(dir, 'pglite'), databaseUrl: '' });
    await handle.db.execute(sql`create table clients (client_id text primary key, secret_hash text not null)`);
  });

  test.afterAll(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a failed insert is logged with its SQL and SQLSTATE but without its parameters', async () => {
    const insert = () => handle.db.execute(sql`insert into clients values (${'client-a'}, ${SECRET_HASH})`);
    await insert();
    const error = await failure(insert);
    // The driver's own error still carries the hash: this is what used to reach the log.
    expect(String((error as Error).message)).toContain(SECRET_HASH);

    const { logger, text } = capture();
    logger.error({ err: error }, 'unexpected error in a service call');
    const line = text();
    expect(line).not.toContain(SECRET_HASH);
    expect(line).not.toContain('client-a');
    const entry = JSON.parse(line);
    expect(entry.err.message).toContain('insert into clients values');
    expect(entry.err.cause.code).toBe('23505');
    expect(entry.err.stack).not.toContain(SECRET_HASH);
  });

  test('a value quoted by a data exception is not logged', async () => {
    const error = await failure(() => handle.db.execute(sql`select ${SECRET_HASH}::int`));
    const safe = safeError(error);
    expect(safe.cause?.code).toBe('22P02');
    expect(JSON.stringify(safe)).not.toContain(SECRET_HASH);
    expect(safe.cause?.message).toContain('invalid input syntax for type integer');
  });

  test('secret-bearing fields and connection strings are redacted wherever they sit', async () => {
    const { logger, text } = capture();
    logger.warn(
      {
        headers: { authorization: 'Bearer tok-123456' },
        body: { client_secret: 'cs-123456', password: 'pw-123456' },
        client: { secretHash: SECRET_HASH, refreshToken: 'rt-123456' },
      },
      'request refused',
    );
    logger.error({ err: new Error('connect to postgres://catalogue:pg-pass-123@db.internal/catalogue failed') }, 'x');
    const written = text();
    for (const secret of ['tok-123456', 'cs-123456', 'pw-123456', SECRET_HASH, 'rt-123456', 'pg-pass-123']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('[redacted]');
  });
});
