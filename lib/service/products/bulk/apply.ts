import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import { MAX_LISTED_ID_ERRORS } from '@/lib/api/schemas/bulk-update';
import { NIL_UUID } from '@/lib/api/schemas/wrappers';
import { invalidate } from '../../cache';
import { CATEGORY_CACHE_PREFIX } from '../../categories';
import { conflict, invalid, notFound } from '@/lib/errors';
import { actorColumns, HISTORY_ACTOR_COLUMNS, type Actor } from '../../history';
import { transactionWithRetry } from '@/lib/db/retry';
import { OWN_TEXT_COLUMNS, refreshSearchIndex } from '../../search-index';
import { changesAffectCompleteness, refreshCompleteness } from '../completeness';
import { changeAssignments, type FieldChange } from './changes';
import { applyPriceChange, type PriceChange } from './price';
import { refreshDerivedData, scheduleVacuum, VACUUM_AFTER_ROWS } from './maintenance';
import { factsPatchOf, patchFacts, settleRetiredFacts, withoutFactsTracking, type FactsParts } from '../../catalog-search/facts';
import { createRun, finishRun, runOutcome, type RunOutcome } from './runs';
import { hasReturningOld, trackedFields, updateWithHistory } from './tracked';
import { announceProductsWritten } from '../../webhooks/announce';

/** One group of products that receive the same changes (one UPDATE statement). */
export interface ChangeSet {
  productIds: string[];
  changes: FieldChange[];
  /** Extra operation of the collection endpoint: link every product to this collection. */
  addToCollection?: string;
  /** Extra operation of the channel endpoint: every product joins or leaves this channel. */
  channel?: { channelId: string; action: 'add' | 'remove' };
  /** Extra operation of the price endpoint: change a price of every product (./price.ts). */
  price?: PriceChange;
}

export interface BulkOptions {
  /** The UserId header, recorded in products.updated_by. */
  userId: string | null;
  /** Who asked, for the bulk run and the history rows. */
  actor: Actor;
  /** The endpoint (status, brand, any-field…) and the change in words, for the bulk run. */
  operation: string;
  /** The If-Match version; allowed only when exactly one product is listed. */
  expectedVersion?: number;
  /** Request path of each id's first mention ("productIds.4"), to name unknown ids in errors. */
  positions: Map<string, string>;
  /** The ids were just read from products (by filter): a job is queued without looking them up again. */
  idsExist?: boolean;
}


/** The SET list of one change set; every call bumps version, updated_at and updated_by. */
function assignments(set: ChangeSet, userId: string | null): SQL[] {
  return [sql`version = p.version + 1`, sql`updated_at = now()`, sql`updated_by = ${userId}::uuid`, ...changeAssignments(set.changes)];
}

/**
 * The parts of the v2 search facts a change set patches itself (patchFacts), so that search and facets
 * are current when the call returns, or null when its changes are noted for the refresh (facts.ts,
 * factsPatchOf). A price change always is (its trigger notes the products).
 */
function factsPatch(set: ChangeSet): FactsParts | null {
  if (set.price) return null;
  const written = trackedFields(set.changes).map((t) => ('column' in t ? t.column : null));
  return factsPatchOf(set.addToCollection ? [...written, 'collections'] : written);
}

/** The new default category replaces the old default link; other category links stay. */
async function moveDefaultCategory(tx: Tx, ids: SQL, categoryId: string) {
  await tx.execute(sql`delete from product_categories where product_id = any(${ids}) and is_default and category_id <> ${categoryId}`);
  await tx.execute(sql`
    insert into product_categories (product_id, category_id, is_default)
    select id, ${categoryId}::uuid, true from unnest(${ids}) id
    on conflict (product_id, category_id) do update set is_default = true`);
}

async function assertAllExist(tx: Tx, ids: string[], positions: Map<string, string>) {
  const missing = await tx.execute<{ id: string; n: number }>(sql`
    select u.id::text as id, count(*) over ()::int as n
    from unnest(${uuidArray(ids)}) with ordinality u(id, ord)
    where not exists (select 1 from products p where p.id = u.id)
    order by u.ord limit ${MAX_LISTED_ID_ERRORS}`);
  if (missing.rows.length === 0) return;
  const count = Number(missing.rows[0].n);
  const listed = missing.rows.map((r) => `${positions.get(r.id) ?? 'productIds'}: no product has id ${r.id}`);
  const summary = `productIds: ${count} of the listed products do not exist${count > listed.length ? ` (the first ${listed.length} are listed)` : ''}; nothing was updated`;
  throw notFound(`${count} of the listed products do not exist; nothing was updated`, [summary, ...listed]);
}

/**
 * Work memory for this transaction's set-based statements: the statement-level triggers' transition
 * tables and the hash joins over 100,000 rows spill to temporary files at the default 4 MB (a
 * 100,000-product status change: 9.4 s → 8.65 s on PGlite with 64 MB).
 */
export async function raiseBulkWorkMem(tx: Tx) {
  await tx.execute(sql`set local work_mem = '64MB'`);
}

/** What a set of writes touched, for the caches and housekeeping after the commit. */
export interface Touched {
  text: Set<string>;
  categories: Set<string>;
  collections: boolean;
  /** Channel links were written (bulk-update/channel). */
  channels?: boolean;
}

/**
 * Writes change sets inside the caller's transaction, set-based: per change set one statement that
 * updates the products and records every changed field in bulk_run_history for `runId`, the
 * default-category links, the collection links (with their history), then the search rows of the
 * products whose name, brand or categories changed.
 * `verify`: every listed product must exist. Each update statement counts the products it updated;
 * when a set's count falls short of its ids, the unknown ones are looked up and named (a 404, and the
 * caller's transaction rolls back what was written). On 100,000 ids that lookup before the writes
 * cost ~0.6–1.7 s on PGlite (an anti-join probing the primary key once per id) for a call that is
 * nearly always right.
 */
export async function applyChangeSets(
  tx: Tx,
  sets: ChangeSet[],
  userId: string | null,
  actor: Actor,
  runId: string,
  verify?: { all: string[]; positions: Map<string, string> },
): Promise<Touched> {
  const touched: Touched = { text: new Set(), categories: new Set(), collections: false };
  await raiseBulkWorkMem(tx);
  const who = actorColumns(actor, { bulkRunId: runId });
  const returningOld = await hasReturningOld(tx);
  // Only changes of a required attribute recompute completeness (status, flags… cost one small query),
  // and only for the products where a field became empty or filled (a collection link: all of them).
  const completeness: string[][] = [];
  for (const set of sets) {
    const unique = [...new Set(set.productIds)];
    const ids = uuidArray(unique);
    const assigned = sql.join(assignments(set, userId), sql`, `);
    const affects = await changesAffectCompleteness(tx, set.changes, Boolean(set.addToCollection));
    const filledChanged = affects && !set.addToCollection;
    const patch = factsPatch(set);
    const patched = patch !== null;
    const { updated, flipped } = await updateWithHistory(tx, sql`p.id = any(${ids})`, assigned, trackedFields(set.changes), HISTORY_ACTOR_COLUMNS, who, {
      returningOld,
      filledChanged,
      perRun: true,
      factsPatched: patched,
    });
    if (verify && updated < unique.length) {
      await assertAllExist(tx, verify.all, verify.positions);
      throw new Error(`bulk update: ${updated} of ${unique.length} products updated, yet every listed product exists`);
    }
    if (affects) completeness.push(set.addToCollection ? unique : flipped);
    for (const c of set.changes) {
      if (c.kind === 'category') await withoutFactsTracking(tx, patched, () => moveDefaultCategory(tx, ids, c.categoryId));
      const text = c.kind === 'column' && OWN_TEXT_COLUMNS.has(c.column);
      if (text) set.productIds.forEach((id) => touched.text.add(id));
      if (c.kind === 'category') set.productIds.forEach((id) => touched.categories.add(id));
    }
    if (set.addToCollection) {
      touched.collections = true;
      // History names only the products the collection was new to ("collections" added): one run row.
      await withoutFactsTracking(tx, patched, () => tx.execute(sql`
        with ins as (
          insert into product_collections (product_id, collection_id)
          select id, ${set.addToCollection}::uuid from unnest(${ids}) id
          on conflict do nothing returning product_id)
        insert into bulk_run_history (field, before, after, product_ids, ${HISTORY_ACTOR_COLUMNS})
        select 'collections', null, to_jsonb(${set.addToCollection}::text), array_agg(product_id), ${who} from ins having count(*) > 0`));
    }
    if (set.channel) {
      touched.channels = true;
      await writeChannelLinks(tx, ids, set.channel, who);
    }
    if (set.price) await applyPriceChange(tx, [...new Set(set.productIds)], set.price, who);
    if (patch) await patchFacts(tx, ids, patch);
  }
  // A status change (or one of is active) noted the products' masters: those it retired from the
  // search lose their facts rows now; the ones it made Active are built by the refresh after the call.
  if (sets.some((s) => s.changes.some((c) => c.kind === 'status' || (c.kind === 'column' && c.column === 'is_active')))) await settleRetiredFacts(tx);
  // Their name or codes changed above, and those writes noted them for the v2 facts.
  await refreshSearchIndex(tx, [...touched.text], { factsNoted: true });
  for (const ids of completeness) await refreshCompleteness(tx, ids);
  await announceProductsWritten(tx, { updated: allProductIds(sets) }, { runId }, actor, { changes: summarize(sets).changes });
  return touched;
}

/**
 * A channel joined or left. History names only the products whose channels changed: one run row of
 * field channels.<channel id>, false → true when joined, true → false when left (undo.ts reads it so).
 * The v2 facts hold no channel yet, so nothing of theirs follows.
 */
async function writeChannelLinks(tx: Tx, ids: SQL, channel: NonNullable<ChangeSet['channel']>, who: SQL) {
  const written =
    channel.action === 'add'
      ? sql`insert into product_channels (product_id, channel_id) select id, ${channel.channelId}::uuid from unnest(${ids}) id on conflict do nothing returning product_id`
      : sql`delete from product_channels where product_id = any(${ids}) and channel_id = ${channel.channelId}::uuid returning product_id`;
  const joined = channel.action === 'add';
  await tx.execute(sql`
    with w as (${written})
    insert into bulk_run_history (field, before, after, product_ids, ${HISTORY_ACTOR_COLUMNS})
    select ${`channels.${channel.channelId}`}, to_jsonb(${!joined}::boolean), to_jsonb(${joined}::boolean), array_agg(product_id), ${who} from w having count(*) > 0`);
}

/** Cache invalidation and housekeeping once the writes of `count` products are committed. */
export function afterBulkWrite(db: Db, count: number, touched: Touched) {
  if (touched.categories.size) invalidate(CATEGORY_CACHE_PREFIX);
  refreshDerivedData(db, count);
  if (count >= VACUUM_AFTER_ROWS)
    scheduleVacuum(db, [
      'products',
      'change_history',
      // Also merges the GIN index's pending list: a product's history read scans it otherwise.
      'bulk_run_history',
      ...(touched.text.size >= VACUUM_AFTER_ROWS ? ['product_search'] : []),
      ...(touched.categories.size >= VACUUM_AFTER_ROWS ? ['product_categories'] : []),
      ...(touched.collections ? ['product_collections'] : []),
      // Without it the planner still thinks a channel holds the few products it held before (PGlite has no autovacuum).
      ...(touched.channels ? ['product_channels'] : []),
    ]);
}

/** The change of a run in words and values, for the Bulk runs page. */
export function summarize(sets: ChangeSet[]): Record<string, unknown> {
  const changes = new Map<string, unknown>();
  for (const set of sets) {
    for (const c of set.changes) {
      const [field, value] =
        c.kind === 'column' ? [c.column, c.value]
        : c.kind === 'custom' ? [`customAttributes.${c.code}`, c.value]
        : c.kind === 'brand' ? ['brandId', c.brandId]
        : c.kind === 'subbrand' ? ['subbrandId', c.subbrandId]
        : c.kind === 'status' ? ['status', c.status]
        : c.kind === 'tags' ? [c.mode === 'replace' ? 'tags' : `tags (${c.mode === 'add' ? 'added' : 'removed'})`, c.tags]
        : ['defaultCategoryId', c.categoryId];
      const key = field.replace(/_([a-z])/g, (_: string, ch: string) => ch.toUpperCase());
      changes.set(key, changes.has(key) && JSON.stringify(changes.get(key)) !== JSON.stringify(value) ? '(various)' : value);
    }
    if (set.addToCollection) changes.set('collections (added)', set.addToCollection);
    if (set.channel) changes.set(`channels (${set.channel.action === 'add' ? 'added' : 'removed'})`, set.channel.channelId);
    if (set.price) changes.set('price', set.price);
  }
  return { changes: Object.fromEntries(changes), groups: sets.length };
}

/**
 * If-Match (one product only) must name its current version; with `existence`, every listed product
 * must exist (a call applied at once checks that through its writes instead: applyChangeSets).
 */
export async function checkRequest(tx: Tx, all: string[], options: BulkOptions, existence = true) {
  if (existence) await assertAllExist(tx, all, options.positions);
  if (options.expectedVersion !== undefined) {
    const row = await tx.execute<{ version: number }>(sql`select version from products where id = ${all[0]} for update`);
    if (row.rows.length === 0) await assertAllExist(tx, all, options.positions);
    const current = Number(row.rows[0].version);
    if (current !== options.expectedVersion)
      throw conflict('The product was changed by someone else since it was opened; reload it and try again', [
        `If-Match: expected version ${options.expectedVersion} but the product is at ${current}`,
      ]);
  }
}

export const allProductIds = (sets: ChangeSet[]) => [...new Set(sets.flatMap((s) => s.productIds))];

/**
 * Applies change sets in ONE transaction and records them as one bulk run: every listed product
 * must exist (else nothing is written), then applyChangeSets. Returns the recordId (the product when
 * there is exactly one, else the nil Guid), the run and its outcome (changed, already so; nothing is
 * skipped, an unknown product refuses the call).
 */
export async function applyBulkUpdate(
  db: Db,
  sets: ChangeSet[],
  options: BulkOptions,
): Promise<{ recordId: string; runId: string; outcome: RunOutcome }> {
  const all = allProductIds(sets);
  if (options.expectedVersion !== undefined && all.length !== 1)
    throw invalid(['If-Match: optimistic locking applies to exactly one product; leave it out for several']);
  const { runId, touched, outcome } = await transactionWithRetry(db, async (tx) => {
    await checkRequest(tx, all, options, false);
    const runId = await createRun(tx, { operation: options.operation, summary: summarize(sets), productCount: all.length, actor: options.actor });
    const touched = await applyChangeSets(tx, sets, options.userId, options.actor, runId, { all, positions: options.positions });
    const outcome = await runOutcome(tx, runId, all.length, 0);
    await finishRun(tx, runId, 'done', { ...outcome });
    return { runId, touched, outcome };
  });
  afterBulkWrite(db, all.length, touched);
  return { recordId: all.length === 1 ? all[0] : NIL_UUID, runId, outcome };
}

/** How many of `ids` name no product (a job's chunk: products deleted since the filter was resolved). */
export async function missingProducts(tx: Tx, ids: string[]): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from unnest(${uuidArray(ids)}) u(id) where not exists (select 1 from products p where p.id = u.id)`);
  return Number(rows.rows[0]?.n ?? 0);
}
