import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';

/**
 * Inserts many rows in few statements: each chunk travels as one JSON parameter and is expanded by
 * json_populate_recordset, which is far faster than thousands of bound parameters. Row keys are the
 * table's column names; every row of a call must have the same keys.
 */
export async function bulkInsert(db: Db, table: string, rows: Record<string, unknown>[], chunkSize = 2000) {
  if (rows.length === 0) return;
  const columns = sql.raw(Object.keys(rows[0]).map((c) => `"${c}"`).join(', '));
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = JSON.stringify(rows.slice(i, i + chunkSize));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${chunk}::json)`,
    );
  }
}
