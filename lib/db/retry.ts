import type { Db, Tx } from '@/lib/db';
import { log } from '@/lib/log';
import { databaseErrorCode } from '@/lib/errors';

/** SQLSTATEs after which PostgreSQL has rolled the whole transaction back and asks for it to be run again. */
const TRANSIENT = new Set(['40P01', '40001']);

/**
 * A transaction that is run again (up to `attempts` times in all) when PostgreSQL picked it as a deadlock
 * victim or refused it as a serialization failure: both roll back everything it wrote, so a re-run is
 * the documented remedy and the caller never sees a 500 for what another transaction did. Bulk writes
 * lock their products in id order, but the statement-level triggers and the derived tables they touch
 * (catalog_facts_dirty, product_search) are shared with every other writer, so a rare deadlock stays
 * possible under concurrent load.
 */
export async function transactionWithRetry<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (e) {
      const code = databaseErrorCode(e);
      if (!code || !TRANSIENT.has(code) || attempt >= attempts) throw e;
      log.warn({ sqlState: code, attempt }, 'transaction rolled back by the database; running it again');
    }
  }
}
