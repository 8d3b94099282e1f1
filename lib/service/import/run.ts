import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { bulkRuns } from '@/lib/db/schema';
import type { Actor } from '../history';

/**
 * An import that writes is also a bulk run under the import's own id (operation `import`): its
 * history rows name both, so the bulk runs list shows it and POST /api/v1/bulk-update/runs/{id}/undo
 * undoes it like any bulk update (lib/service/products/bulk/undo.ts). A dry run writes nothing and
 * has no run.
 */
export async function createImportRun(tx: Tx, id: string, actor: Actor, summary: { fileName: string; rowCount: number; mode: string }) {
  await tx.insert(bulkRuns).values({
    id,
    operation: 'import',
    summary,
    productCount: 0,
    status: 'running',
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    clientId: actor.clientId,
  });
}

/**
 * The run's end, from its job's counts (plus `pending`, the counts of a last batch whose transaction
 * this is, not yet added to the job): how many products it created and updated. Only a run still
 * running is settled, so a job resumed after its end changes nothing.
 */
export async function finishImportRun(tx: Tx | Db, id: string, status: 'done' | 'cancelled' | 'failed', pending: { created: number; updated: number } = { created: 0, updated: 0 }) {
  await tx.execute(sql`
    with n as (select coalesce((counts ->> 'created')::int, 0) + ${pending.created} as created,
                      coalesce((counts ->> 'updated')::int, 0) + ${pending.updated} as updated from jobs where id = ${id}::uuid)
    update bulk_runs set status = ${status}, finished_at = now(), product_count = n.created + n.updated,
      result = jsonb_build_object('created', n.created, 'updated', n.updated, 'importId', ${id}::text)
    from n where bulk_runs.id = ${id}::uuid and bulk_runs.status = 'running'`);
}
