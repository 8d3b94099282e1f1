import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { RESTORE_DAYS, type DeletedProduct } from '@/lib/api/schemas/product-lifecycle';
import type { Paging } from '@/lib/api/schemas/paging';
import { invalidate } from '../../cache';
import { CATEGORY_COUNTS_CACHE_KEY } from '../../categories';
import { conflict, duplicate, notFound } from '@/lib/errors';
import { recordChanges, type Actor } from '../../history';
import { refreshSearchIndex } from '../../search-index';
import { refreshCompleteness } from '../completeness';
import { announceProductCreated, announceProductDeleted } from '../../webhooks/announce';

/**
 * Soft delete: the product and its rows move to deleted_products as one snapshot (so no reader needs a
 * deleted filter), restorable under the same id for RESTORE_DAYS, then purged.
 */

const DAY_MS = 86_400_000;

/** The child tables a snapshot carries, restored in this order (each row's other end must still exist). */
const CHILDREN: { table: string; key: string; keep: string }[] = [
  { table: 'product_prices', key: 'prices', keep: 'exists (select 1 from price_lists x where x.id = r.price_list_id)' },
  { table: 'product_inventory', key: 'inventory', keep: 'exists (select 1 from warehouses x where x.id = r.warehouse_id)' },
  { table: 'product_media', key: 'media', keep: 'true' },
  { table: 'product_categories', key: 'categories', keep: 'exists (select 1 from categories x where x.id = r.category_id)' },
  { table: 'product_collections', key: 'collections', keep: 'exists (select 1 from collections x where x.id = r.collection_id)' },
  { table: 'product_domains', key: 'domains', keep: 'exists (select 1 from microsites x where x.id = r.domain_id)' },
  {
    table: 'product_relations',
    key: 'relations',
    keep: 'exists (select 1 from products x where x.id = r.product_id) and exists (select 1 from products x where x.id = r.related_product_id)',
  },
];

/**
 * The snapshot deleted_products keeps of the products row `p` and its child rows (read in the same
 * statement, before the delete removes them): for one product here, for many in an undo of a run
 * that created them (lib/service/products/bulk/undo-created.ts).
 */
export function binSnapshot(): SQL {
  const parts = CHILDREN.map(
    (c) =>
      sql`${c.key}::text, coalesce((select jsonb_agg(to_jsonb(r)) from ${sql.identifier(c.table)} r where r.product_id = p.id${
        c.table === 'product_relations' ? sql` or r.related_product_id = p.id` : sql``
      }), '[]'::jsonb)`,
  );
  return sql`jsonb_build_object('product', to_jsonb(p), ${sql.join(parts, sql`, `)})`;
}

/** A product deleted again after a restore replaces its old snapshot. */
export const BIN_CONFLICT = sql`on conflict (product_id) do update set snapshot = excluded.snapshot, deleted_at = now(), deleted_by = excluded.deleted_by`;

async function refuseIfInUse(tx: Tx, id: string, stockCode: string) {
  const use = await tx.execute<{ baskets: number; orders: number; variants: number }>(sql`
    select (select count(*) from basket_lines where product_id = ${id} or parent_product_id = ${id})::int as baskets,
      (select count(*) from order_lines where product_id = ${id})::int as orders,
      (select count(*) from products where parent_id = ${id})::int as variants`);
  const { baskets, orders, variants } = use.rows[0];
  if (baskets > 0)
    throw conflict(`${stockCode} is in ${baskets} open basket line${baskets === 1 ? '' : 's'}; it cannot be deleted (archive it instead)`, [
      `id: ${stockCode} is in an open basket`,
    ]);
  if (orders > 0)
    throw conflict(`${stockCode} is on ${orders} order line${orders === 1 ? '' : 's'}; it cannot be deleted (archive it instead)`, [
      `id: ${stockCode} is on an order line`,
    ]);
  if (variants > 0)
    throw conflict(`${stockCode} has ${variants} variant${variants === 1 ? '' : 's'}; delete them first`, [`id: ${stockCode} has variants`]);
}

/** DELETE /api/v1/product/{id} */
export async function deleteProduct(db: Db, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ stock_code: string; name: string }>(sql`select stock_code, name from products where id = ${id} for update`);
    const row = found.rows[0];
    if (!row) throw notFound(`Product ${id} was not found`, [`id: no product has id ${id}`]);
    await refuseIfInUse(tx, id, row.stock_code);
    await tx.execute(sql`
      insert into deleted_products (product_id, stock_code, name, snapshot, deleted_by)
      select p.id, p.stock_code, p.name, ${binSnapshot()}, ${actor.name}
      from products p where p.id = ${id}
      ${BIN_CONFLICT}`);
    await tx.execute(sql`delete from products where id = ${id}`);
    await recordChanges(tx, 'product', id, [{ field: 'deleted', before: false, after: true }], actor);
    await announceProductDeleted(tx, id, { stockCode: row.stock_code, name: row.name }, actor);
  });
  invalidate(CATEGORY_COUNTS_CACHE_KEY);
}

/** POST /api/v1/product/{id}/restore: the product and its rows back under the same id. */
export async function restoreProduct(db: Db, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ snapshot: Record<string, unknown>; stock_code: string }>(
      sql`select snapshot, stock_code from deleted_products where product_id = ${id} for update`,
    );
    const row = found.rows[0];
    if (!row) {
      const live = await tx.execute(sql`select 1 from products where id = ${id}`);
      if (live.rows.length) throw conflict(`Product ${id} is not deleted; there is nothing to restore`, [`id: product ${id} is not deleted`]);
      throw notFound(`No deleted product has id ${id} (restorable for ${RESTORE_DAYS} days)`, [`id: no deleted product has id ${id}`]);
    }
    const product = row.snapshot.product as Record<string, unknown>;
    for (const [column, field] of [['stock_code', 'stockCode'], ['sku', 'sku'], ['barcode', 'barcode']] as const) {
      const value = String(product[column] ?? '');
      if (!value) continue;
      const taken = await tx.execute<{ stock_code: string }>(sql`select stock_code from products where ${sql.identifier(column)} = ${value} limit 1`);
      if (taken.rows[0]) throw duplicate(field, `${value} has been given to product ${taken.rows[0].stock_code} since the delete; change that first`);
    }
    if (product.parent_id) {
      const master = await tx.execute(sql`select 1 from products where id = ${String(product.parent_id)}`);
      if (!master.rows.length) throw conflict(`The master product of ${row.stock_code} is deleted; restore it first`, ['id: the master product is deleted']);
    }
    await tx.execute(sql`insert into products select * from jsonb_populate_record(null::products, ${JSON.stringify(product)}::jsonb)`);
    for (const c of CHILDREN) {
      const rows = JSON.stringify(row.snapshot[c.key] ?? []);
      await tx.execute(sql`insert into ${sql.identifier(c.table)} select r.* from jsonb_populate_recordset(null::${sql.identifier(c.table)}, ${rows}::jsonb) r
        where ${sql.raw(c.keep)} on conflict do nothing`);
    }
    await tx.execute(sql`delete from deleted_products where product_id = ${id}`);
    await refreshSearchIndex(tx, [id]);
    await refreshCompleteness(tx, [id]);
    await recordChanges(tx, 'product', id, [{ field: 'deleted', before: true, after: false }], actor);
    await announceProductCreated(tx, id, { stockCode: row.stock_code, name: product.name, status: product.status }, actor, 'restored');
  });
  invalidate(CATEGORY_COUNTS_CACHE_KEY);
}

/** GET /api/v1/product/deleted: newest first, paged. */
export async function listDeletedProducts(db: Db, paging: Paging): Promise<{ result: DeletedProduct[]; totalRecords: number }> {
  const [rows, total] = await Promise.all([
    db.execute<{ product_id: string; stock_code: string; name: string; deleted_at: string | Date; deleted_by: string }>(sql`
      select product_id, stock_code, name, deleted_at, deleted_by from deleted_products
      order by deleted_at desc, product_id limit ${paging.pagesize} offset ${(paging.page - 1) * paging.pagesize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from deleted_products`),
  ]);
  return {
    result: rows.rows.map((r) => {
      const at = new Date(r.deleted_at);
      return {
        productId: r.product_id,
        stockCode: r.stock_code,
        name: r.name,
        deletedAt: at.toISOString(),
        deletedBy: r.deleted_by,
        purgeAfter: new Date(at.getTime() + RESTORE_DAYS * DAY_MS).toISOString(),
      };
    }),
    totalRecords: Number(total.rows[0].n),
  };
}

/**
 * Drops the snapshots of products deleted before `olderThan` (default: RESTORE_DAYS ago); returns how
 * many. Run periodically (instrumentation.ts; the job engine when it lands).
 */
export async function purgeDeletedProducts(db: Db, olderThan = new Date(Date.now() - RESTORE_DAYS * DAY_MS)): Promise<number> {
  const gone = await db.execute<{ product_id: string }>(
    sql`delete from deleted_products where deleted_at < ${olderThan.toISOString()}::timestamptz returning product_id`,
  );
  return gone.rows.length;
}
