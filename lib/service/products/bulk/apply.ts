import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { textArray, uuidArray } from '@/lib/db/arrays';
import { MAX_LISTED_ID_ERRORS } from '@/lib/api/schemas/bulk-update';
import { NIL_UUID } from '@/lib/api/schemas/wrappers';
import { invalidate } from '../../cache';
import { CATEGORY_CACHE_PREFIX } from '../../categories';
import { conflict, invalid, notFound } from '../../errors';
import { refreshSearchIndex } from '../../search-index';
import type { FieldChange } from './changes';
import { refreshDerivedData, scheduleVacuum, VACUUM_AFTER_ROWS } from './maintenance';

/** One group of products that receive the same changes (one UPDATE statement). */
export interface ChangeSet {
  productIds: string[];
  changes: FieldChange[];
  /** Extra operation of the collection endpoint: link every product to this collection. */
  addToCollection?: string;
}

export interface BulkOptions {
  /** The UserId header, recorded in products.updated_by. */
  userId: string | null;
  /** The If-Match version; allowed only when exactly one product is listed. */
  expectedVersion?: number;
  /** Request path of each id's first mention ("productIds.4"), to name unknown ids in errors. */
  positions: Map<string, string>;
}


const castOf: Record<Extract<FieldChange, { kind: 'column' }>['type'], string> = {
  text: 'text',
  integer: 'integer',
  numeric: 'numeric',
  boolean: 'boolean',
  timestamptz: 'timestamptz',
  uuid: 'uuid',
};

/** The SET list of one change set; every call bumps version, updated_at and updated_by. */
function assignments(set: ChangeSet, userId: string | null): SQL[] {
  const out: SQL[] = [sql`version = p.version + 1`, sql`updated_at = now()`, sql`updated_by = ${userId}::uuid`];
  const customSet: Record<string, string> = {};
  const customRemoved: string[] = [];
  for (const c of set.changes) {
    switch (c.kind) {
      case 'column':
        out.push(sql`${sql.identifier(c.column)} = ${c.value === null ? null : String(c.value)}::${sql.raw(castOf[c.type])}`);
        break;
      case 'custom':
        if (c.value === null) customRemoved.push(c.code);
        else customSet[c.code] = c.value;
        break;
      case 'brand':
        out.push(sql`brand_id = ${c.brandId}::uuid`);
        // A sub-brand of another brand no longer fits the product.
        out.push(
          c.brandId
            ? sql`subbrand_id = case when p.subbrand_id in (select b.id from brands b where b.parent_id = ${c.brandId}::uuid) then p.subbrand_id end`
            : sql`subbrand_id = null`,
        );
        break;
      case 'subbrand':
        out.push(sql`subbrand_id = ${c.subbrandId}::uuid`);
        if (c.brandId) out.push(sql`brand_id = ${c.brandId}::uuid`);
        break;
      case 'status':
        out.push(sql`status = ${c.status}::integer`);
        out.push(sql`published_at = case when ${c.status}::integer = 2 then coalesce(p.published_at, now()) else p.published_at end`);
        break;
      case 'tags':
        out.push(
          c.mode === 'replace'
            ? sql`tags = ${textArray(c.tags)}`
            : sql`tags = p.tags || array(select t from unnest(${textArray(c.tags)}) t where t <> all(p.tags))`,
        );
        break;
      case 'category':
        out.push(sql`default_category_id = ${c.categoryId}::uuid`);
        break;
    }
  }
  if (Object.keys(customSet).length || customRemoved.length)
    out.push(sql`custom_attributes = (p.custom_attributes || ${JSON.stringify(customSet)}::jsonb) - ${textArray(customRemoved)}`);
  return out;
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
 * Applies change sets in ONE transaction: every listed product must exist (else nothing is written),
 * then one set-based UPDATE per change set, then the search rows of the products whose name, brand or
 * categories changed. Returns the recordId (the product when there is exactly one, else the
 * nil Guid) and how many products were updated.
 */
export async function applyBulkUpdate(db: Db, sets: ChangeSet[], options: BulkOptions): Promise<{ recordId: string; count: number }> {
  const all = [...new Set(sets.flatMap((s) => s.productIds))];
  if (options.expectedVersion !== undefined && all.length !== 1)
    throw invalid(['If-Match: optimistic locking applies to exactly one product; leave it out for several']);
  const changesText = new Set<string>();
  const changesCategories = new Set<string>();

  await db.transaction(async (tx) => {
    await assertAllExist(tx, all, options.positions);
    if (options.expectedVersion !== undefined) {
      const row = await tx.execute<{ version: number }>(sql`select version from products where id = ${all[0]} for update`);
      const current = Number(row.rows[0].version);
      if (current !== options.expectedVersion)
        throw conflict('The product was changed by someone else since it was opened; reload it and try again', [
          `If-Match: expected version ${options.expectedVersion} but the product is at ${current}`,
        ]);
    }
    for (const set of sets) {
      const ids = uuidArray([...new Set(set.productIds)]);
      await tx.execute(sql`update products p set ${sql.join(assignments(set, options.userId), sql`, `)} where p.id = any(${ids})`);
      for (const c of set.changes) {
        if (c.kind === 'category') await moveDefaultCategory(tx, ids, c.categoryId);
        const text = c.kind === 'brand' || c.kind === 'subbrand' || c.kind === 'category' || (c.kind === 'column' && c.column === 'name');
        if (text) set.productIds.forEach((id) => changesText.add(id));
        if (c.kind === 'category') set.productIds.forEach((id) => changesCategories.add(id));
      }
      if (set.addToCollection)
        await tx.execute(sql`
          insert into product_collections (product_id, collection_id)
          select id, ${set.addToCollection}::uuid from unnest(${ids}) id
          on conflict do nothing`);
    }
    await refreshSearchIndex(tx, [...changesText]);
  });

  if (changesCategories.size) invalidate(CATEGORY_CACHE_PREFIX);
  refreshDerivedData(db, all.length);
  if (all.length >= VACUUM_AFTER_ROWS)
    scheduleVacuum(db, [
      'products',
      ...(changesText.size >= VACUUM_AFTER_ROWS ? ['product_search'] : []),
      ...(changesCategories.size >= VACUUM_AFTER_ROWS ? ['product_categories'] : []),
      ...(sets.some((s) => s.addToCollection) ? ['product_collections'] : []),
    ]);
  return { recordId: all.length === 1 ? all[0] : NIL_UUID, count: all.length };
}
