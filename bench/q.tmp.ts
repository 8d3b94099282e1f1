import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
const h = await openDatabase({ pgliteDir: process.argv[2] + '/pglite', databaseUrl: '' });
const r = await h.db.execute(sql.raw(process.argv[3]));
console.log(JSON.stringify(r.rows).slice(0, 2000));
await h.close();
