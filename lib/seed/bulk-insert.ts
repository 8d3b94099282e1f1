import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
 * PostgreSQL and PGlite alike — PGlite reads it from a Blob (`from '/dev/blob'`), node-postgres
 * streams it (pg-copy-streams). Row keys are the table's column names; every row of a call must have
 * the same keys. Fewer than COPY_FROM rows, or where no driver connection can be reached, each chunk
 * travels as one JSON parameter expanded by json_populate_recordset.
 */
export async function bulkInsert(db: Db, table: string, rows: Row[], chunkSize = 2000) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const client = rows.length >= COPY_FROM ? await driverClient(db) : null;
  if (client) return copyRows(db, client, table, columns, rows);
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
const COPY_FROM = 1000;

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

async function copyRows(
  db: Db,
  client: { pglite: PgliteClient } | { pg: PgClient },
  table: string,
  columns: string[],
  rows: Row[],
) {
  const types = await db.execute<{ name: string; type: string }>(
    sql`select column_name as name, data_type as type from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and column_name = any(${textArray(columns)})`,
  );
  const typeOf = new Map(types.rows.map((t) => [t.name, t.type]));
  const encoders = columns.map((c) => encoderFor(typeOf.get(c) ?? 'text'));
  const line = (row: Row) => columns.map((c, i) => encoders[i](row[c])).join('\t') + '\n';
  const statement = `copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from `;
  if ('pglite' in client) {
    // One string, not one Blob part per row: reading a Blob of 100,000 parts cost more than the COPY.
    await client.pglite.query(`${statement}'/dev/blob'`, [], { blob: new Blob([rows.map(line).join('')]) });
  } else {
    const { from: copyFrom } = await import('pg-copy-streams');
    await pipeline(Readable.from(rowsAsLines(rows, line)), client.pg.query(copyFrom(`${statement}stdin`)));
  }
}

function* rowsAsLines(rows: Row[], line: (row: Row) => string) {
  for (const row of rows) yield line(row);
}

/**
 * COPY's text format: a tab between fields, \N for null, and a backslash before the backslashes, tabs
 * and line breaks inside a value. Values become what json_populate_recordset made of them: JSON for
 * json columns, an array literal for arrays, the text of anything else.
 */
function encoderFor(type: string): (value: unknown) => string {
  const text =
    type === 'json' || type === 'jsonb'
      ? (v: unknown) => JSON.stringify(v)
      : type === 'ARRAY'
        ? (v: unknown) =>
            `{${(v as unknown[]).map((e) => (e === null ? 'NULL' : `"${String(e).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`
        : (v: unknown) => (typeof v === 'object' ? JSON.stringify(v) : String(v));
  return (value) =>
    value === null || value === undefined ? '\\N' : text(value).replace(/[\\\t\n\r]/g, escapeChar);
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeChar = (c: string) => ESCAPES[c];
