import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { textArray } from '@/lib/db/arrays';

type Row = Record<string, unknown>;
type PgliteClient = {
  exec(query: string): unknown;
  query(query: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
};
type PgClient = import('pg').ClientBase;

/**
 * Inserts many rows: with COPY (text format) through the driver's own connection, the bulk path of
 * PostgreSQL and PGlite alike (see `copyInto`). Row keys are the table's column names; every row of a
 * call must have the same keys. Fewer than COPY_FROM rows, or where no driver connection can be
 * reached, each chunk travels as one JSON parameter expanded by json_populate_recordset.
 */
export async function bulkInsert(db: Db, table: string, rows: Row[], chunkSize = 2000) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  if (rows.length >= COPY_FROM) {
    const target = await copyInto(db, table, columns);
    if (target) return target.copy(target.encode(rows));
  }
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = JSON.stringify(rows.slice(i, i + chunkSize));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${chunk}::json)`,
    );
  }
}

/**
 * The small tables (reference data, categories, content) keep the INSERT: COPY packs rows into pages
 * differently, and a seed part that reads a small table back in an order with ties (categories by
 * display order and name, for the navigation and redirects) would then get the tied rows the other
 * way round and make other demo data. Their few rows gain nothing from COPY anyway.
 */
export const COPY_FROM = 1000;

/** A table that takes rows by COPY: `encode` makes their text (synchronously, as UTF-8 in chunks of 1 MB), `copy` sends it. */
export interface CopyTarget {
  encode(rows: Row[]): Buffer<ArrayBuffer>[];
  copy(chunks: Buffer<ArrayBuffer>[]): Promise<void>;
}

/**
 * COPY into `table`'s `columns` through the driver's own connection, in the caller's transaction:
 * node-postgres sends the text as a few large CopyData messages (one message per row cost two socket
 * writes each, most of the seed's own time on PostgreSQL), PGlite reads it from a Blob of one string
 * (`from '/dev/blob'`; a Blob of one part per row cost about as much as the COPY). The column types
 * are read once here, so encoding needs no query: on PostgreSQL the seed encodes and generates the
 * next load while the server still reads the last one. Null where no driver connection can be reached.
 */
export async function copyInto(db: Db, table: string, columns: string[]): Promise<CopyTarget | null> {
  const client = await driverClient(db);
  if (!client) return null;
  const types = await db.execute<{ name: string; type: string }>(
    sql`select column_name as name, data_type as type from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and column_name = any(${textArray(columns)})`,
  );
  const typeOf = new Map(types.rows.map((t) => [t.name, t.type]));
  const encode = lineEncoder(columns.map((name) => ({ name, type: typeOf.get(name) ?? 'text' })));
  const statement = `copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from `;
  return {
    encode: (rows) => toChunks(rows, encode),
    copy: async (chunks) => {
      if (chunks.length === 0) return;
      if ('pglite' in client) {
        await client.pglite.query(`${statement}'/dev/blob'`, [], { blob: new Blob(chunks) });
        return;
      }
      const { from: copyFrom } = await import('pg-copy-streams');
      const stream = client.pg.query(copyFrom(`${statement}stdin`));
      await new Promise<void>((resolve, reject) => {
        stream.on('finish', resolve);
        stream.on('error', reject);
        for (const chunk of chunks) stream.write(chunk);
        stream.end();
      });
    },
  };
}

/**
 * The lines written into buffers of 1 MB as they are made, one CopyData message each on PostgreSQL:
 * a line lives only until it is written. Joining the lines into one string and converting it to
 * UTF-8 when sent took about three times as long (most of it building and collecting the string).
 */
function toChunks(rows: Row[], line: (row: Row) => string): Buffer<ArrayBuffer>[] {
  const chunks: Buffer<ArrayBuffer>[] = [];
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  for (const row of rows) {
    const text = line(row);
    // At most three bytes of UTF-8 per UTF-16 unit: a line that might not fit starts a new chunk.
    if (used + text.length * 3 > chunk.length) {
      if (used > 0) chunks.push(chunk.subarray(0, used));
      chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, text.length * 3));
      used = 0;
    }
    used += chunk.write(text, used);
  }
  if (used > 0) chunks.push(chunk.subarray(0, used));
  return chunks;
}

const CHUNK_BYTES = 1 << 20;

/**
 * The connection under a drizzle handle (both drizzle drivers keep it as `session.client`): inside a
 * transaction, PGlite's transaction object or node-postgres's checked-out client, on which the COPY
 * then runs in the same transaction. Null for a node-postgres pool (a COPY there could land on
 * another connection) or an unknown driver.
 */
async function driverClient(db: Db): Promise<{ pglite: PgliteClient } | { pg: PgClient } | null> {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof client !== 'object') return null;
  const { Client } = await import('pg');
  if (client instanceof Client) return { pg: client };
  if (
    typeof (client as PgliteClient).exec === 'function' &&
    typeof (client as PgliteClient).query === 'function'
  )
    return { pglite: client as PgliteClient };
  return null;
}

/**
 * One row as a line of COPY's text format: a tab between fields, \N for null, and a backslash before
 * the backslashes, tabs and line breaks inside a value. Values become what json_populate_recordset
 * made of them: JSON for json columns, an array literal for arrays, the text of anything else.
 *
 * The function is compiled for its columns (one property read by name and one expression per
 * column, no array or closure per row): reading the columns by a variable name from rows of ~80
 * keys and joining an array per row took most of the encoding's time.
 */
function lineEncoder(columns: { name: string; type: string }[]): (row: Row) => string {
  const fields = columns.map(({ name, type }) => {
    const value =
      type === 'json' || type === 'jsonb'
        ? 'escape(JSON.stringify(v))'
        : type === 'ARRAY'
          ? 'escape(arrayLiteral(v))'
          : type === 'boolean'
            ? "(v === true ? 't' : v === false ? 'f' : escape(text(v)))"
            : NUMERIC.has(type)
              ? "(typeof v === 'number' ? '' + v : escape(text(v)))"
              : "escape(typeof v === 'string' ? v : text(v))";
    return `((v = row[${JSON.stringify(name)}]) == null ? '\\\\N' : ${value})`;
  });
  const compile = new Function(
    'escape',
    'text',
    'arrayLiteral',
    `return function line(row) { let v; return ${fields.join(" + '\\t' + ")} + '\\n'; };`,
  ) as (...helpers: unknown[]) => (row: Row) => string;
  return compile(escape, text, arrayLiteral);
}

const NUMERIC = new Set(['integer', 'bigint', 'smallint', 'numeric', 'real', 'double precision']);

const text = (v: unknown) => (typeof v === 'object' ? JSON.stringify(v) : String(v));

const arrayLiteral = (v: unknown) =>
  `{${(v as unknown[]).map((e) => (e === null ? 'NULL' : `"${String(e).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeChar = (c: string) => ESCAPES[c];
const escape = (s: string) => (SPECIAL.test(s) ? s.replace(/[\\\t\n\r]/g, escapeChar) : s);
