import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';

/** `npm run db:sql -- "select …"`: one query against DATABASE_URL or the embedded database (app stopped). */
async function main() {
  const query = process.argv[2];
  if (!query) throw new Error('usage: npm run db:sql -- "select …"');
  const handle = await openDatabase();
  try {
    const result = await handle.db.execute(sql.raw(query));
    console.table(result.rows);
  } finally {
    await handle.close();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
