import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';

/** Row count and md5 of the sorted rows of every table (public and drizzle schemas), by name. */
export type Checksums = Record<string, { rows: number; md5: string }>;

export async function tableChecksums(target: { databaseUrl: string } | { pgliteDir: string }): Promise<Checksums> {
  const handle = await openDatabase('databaseUrl' in target ? target : { ...target, databaseUrl: '' });
  try {
    const tables = await handle.db.execute<{ name: string }>(sql`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
    const out: Checksums = {};
    for (const { name } of tables.rows) {
      const r = await handle.db.execute<{ rows: number; md5: string }>(
        sql.raw(`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from ${name} t`),
      );
      out[name] = { rows: Number(r.rows[0].rows), md5: r.rows[0].md5 };
    }
    return out;
  } finally {
    await handle.close();
  }
}
