import { randomUUID } from 'node:crypto';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { bulkRuns } from '@/lib/db/schema';
import type { BulkRun, RunChange } from '@/lib/api/schemas/bulk-runs';
import type { Paging } from '@/lib/api/schemas/paging';
import { notFound } from '@/lib/errors';
import type { Actor } from '../../history';
import { runProductRows, runProducts } from './run-rows';

/** The bulk_runs record of every bulk update (issue 10: who, when, operation, products, result). */
export interface NewRun {
  operation: string;
  summary: Record<string, unknown>;
  productCount: number;
  actor: Actor;
  undoOf?: string | null;
}

export async function createRun(tx: Tx | Db, run: NewRun): Promise<string> {
  const id = randomUUID();
  await tx.insert(bulkRuns).values({
    id,
    operation: run.operation,
    summary: run.summary,
    productCount: run.productCount,
    status: 'running',
    actorKind: run.actor.kind,
    actorId: run.actor.id,
    actorName: run.actor.name,
    clientId: run.actor.clientId,
    undoOf: run.undoOf ?? null,
  });
  return id;
}

/**
 * What a run did, in products (docs/counts.md): `changed` had at least one field changed —
 * exactly the products of the run's history rows, which its changes list shows and its undo
 * restores; `unchanged` were listed and already so; `skipped` were listed but gone when their chunk
 * ran (a job resolved from a filter: deleted meanwhile). changed + unchanged + skipped = products.
 */
export interface RunOutcome {
  products: number;
  changed: number;
  unchanged: number;
  skipped: number;
}

/** The outcome of a run once its writes are in (inside their transaction): changed counted from its history. */
export async function runOutcome(tx: Tx | Db, runId: string, products: number, skipped: number): Promise<RunOutcome> {
  const rows = await tx.execute<{ n: number }>(sql`select count(*)::int as n from (${runProducts(runId)}) x`);
  const changed = Number(rows.rows[0]?.n ?? 0);
  return { products, changed, unchanged: products - skipped - changed, skipped };
}

/** A run's outcome in words: "73 products: 66 changed, 7 already so, 0 skipped". */
export const outcomeMessage = (o: RunOutcome) =>
  `${o.products} product${o.products === 1 ? '' : 's'}: ${o.changed} changed, ${o.unchanged} already so, ${o.skipped} skipped`;

export async function finishRun(tx: Tx | Db, id: string, status: 'done' | 'failed' | 'cancelled', result: Record<string, unknown>) {
  await tx.update(bulkRuns).set({ status, result, finishedAt: new Date() }).where(eq(bulkRuns.id, id));
}

const select = {
  run: bulkRuns,
  // Spelled out: drizzle writes a lone column unqualified, which inside these subqueries would be theirs.
  undoneBy: sql<string | null>`(select u.id::text from bulk_runs u where u.undo_of = "bulk_runs"."id" and u.status <> 'failed' limit 1)`,
  jobId: sql<string | null>`(select j.id::text from jobs j where j.subject_id = "bulk_runs"."id"::text limit 1)`,
};

function toRun(r: { run: typeof bulkRuns.$inferSelect; undoneBy: string | null; jobId: string | null }): BulkRun {
  const { run } = r;
  return {
    id: run.id,
    operation: run.operation,
    summary: run.summary,
    productCount: run.productCount,
    status: run.status as BulkRun['status'],
    actor: { kind: run.actorKind as BulkRun['actor']['kind'], id: run.actorId, name: run.actorName, clientId: run.clientId },
    undoOf: run.undoOf,
    undoneBy: r.undoneBy,
    jobId: r.jobId,
    result: run.result ?? null,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

/** Every run, newest first, paged. */
export async function listRuns(db: Db, paging: Paging): Promise<{ result: BulkRun[]; totalRecords: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(select)
      .from(bulkRuns)
      .orderBy(desc(bulkRuns.startedAt), desc(bulkRuns.id))
      .limit(paging.pagesize)
      .offset((paging.page - 1) * paging.pagesize),
    db.select({ n: count() }).from(bulkRuns),
  ]);
  return { result: rows.map(toRun), totalRecords: Number(n) };
}

export async function getRun(db: Db, id: string): Promise<BulkRun> {
  const [row] = await db.select(select).from(bulkRuns).where(eq(bulkRuns.id, id.toLowerCase()));
  if (!row) throw notFound(`Bulk run ${id} was not found`, [`runId: no bulk run has id ${id}`]);
  return toRun(row);
}

/** The history rows a run wrote (one per changed field per product, from both stores), in order, with each product's name and stock code. */
export async function listRunChanges(db: Db, runId: string, paging: Paging): Promise<{ result: RunChange[]; totalRecords: number }> {
  await getRun(db, runId);
  const id = runId.toLowerCase();
  const [rows, total] = await Promise.all([
    db.execute<{ entity_id: string; field: string; before: unknown; after: unknown; changed_at: string; name: string | null; stock_code: string | null }>(sql`
      select c.entity_id, c.field, c.before, c.after, c.changed_at, p.name, p.stock_code
      from (${runProductRows(id)}) c left join products p on p.id::text = c.entity_id
      order by c.hid, c.ord
      limit ${paging.pagesize} offset ${(paging.page - 1) * paging.pagesize}`),
    db.execute<{ n: number }>(sql`select (select count(*) from change_history where bulk_run_id = ${id}::uuid and entity = 'product')
      + coalesce((select sum(cardinality(product_ids)) from bulk_run_history where bulk_run_id = ${id}::uuid), 0) as n`),
  ]);
  return {
    result: rows.rows.map((r) => ({
      productId: r.entity_id,
      name: r.name,
      stockCode: r.stock_code,
      field: r.field,
      before: r.before,
      after: r.after,
      changedAt: new Date(r.changed_at).toISOString(),
    })),
    totalRecords: Number(total.rows[0]?.n ?? 0),
  };
}
