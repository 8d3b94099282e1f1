import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import { actorColumns, HISTORY_ACTOR_COLUMNS } from '../history';
import type { BatchContext } from './batch';

/** A product's links an import batch adds: the collections its row names. */
export interface ProductLinks {
  productId: string;
  collections: string[];
  /** An existing product records each collection it was new to ("collections" added, as bulk-update/collection does). */
  recordHistory: boolean;
}

/**
 * Adds the products to the collections their rows name (an import never takes one out), one
 * statement for the batch; the history rows are the ones undo reads to take them out again.
 */
export async function linkCollections(tx: Tx, c: BatchContext, links: ProductLinks[]) {
  const rows = links.flatMap((l) => l.collections.map((cid) => ({ pid: l.productId, cid, h: l.recordHistory })));
  if (rows.length === 0) return;
  await tx.execute(sql`
    with v as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(pid uuid, cid uuid, h boolean)),
    ins as (insert into product_collections (product_id, collection_id) select pid, cid from v on conflict do nothing returning product_id, collection_id)
    insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
    select 'product', ins.product_id::text, 'collections', null, to_jsonb(ins.collection_id::text), ${actorColumns(c.actor, { importId: c.importId, bulkRunId: c.runId })}
    from ins join v on v.pid = ins.product_id and v.cid = ins.collection_id where v.h`);
}

/**
 * Sets the channels of the products whose rows name them (the Channels column; docs/channels.md), one
 * statement for the batch. An existing product records each channel it joined or left as the bulk
 * update does (field channels.<channel id>, false → true or true → false), which the import's undo reads.
 */
export async function setChannels(tx: Tx, c: BatchContext, rows: { productId: string; channels: string[]; recordHistory: boolean }[]) {
  if (rows.length === 0) return;
  const values = rows.map((r) => ({ pid: r.productId, cids: r.channels, h: r.recordHistory }));
  await tx.execute(sql`
    with v as (select v.pid, array(select jsonb_array_elements_text(v.cids))::uuid[] as cids, v.h
               from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(pid uuid, cids jsonb, h boolean)),
    del as (delete from product_channels pc using v where pc.product_id = v.pid and pc.channel_id <> all(v.cids)
            returning pc.product_id, pc.channel_id, false as joined),
    ins as (insert into product_channels (product_id, channel_id) select v.pid, unnest(v.cids) from v on conflict do nothing
            returning product_id, channel_id, true as joined),
    changed as (select * from del union all select * from ins)
    insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
    select 'product', ch.product_id::text, 'channels.' || ch.channel_id, to_jsonb(not ch.joined), to_jsonb(ch.joined), ${actorColumns(c.actor, { importId: c.importId, bulkRunId: c.runId })}
    from changed ch join v on v.pid = ch.product_id where v.h`);
}

/** Products whose default category was set: the default link follows it (as a single-product write does). */
export async function relinkDefaultCategories(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  const list = uuidArray(ids);
  await tx.execute(sql`delete from product_categories pc using products p
    where pc.product_id = p.id and p.id = any(${list}) and pc.is_default and pc.category_id is distinct from p.default_category_id`);
  await tx.execute(sql`insert into product_categories (product_id, category_id, is_default)
    select id, default_category_id, true from products where id = any(${list}) and default_category_id is not null
    on conflict (product_id, category_id) do update set is_default = true`);
}
