import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { NIL_UUID } from '@/lib/api/schemas/wrappers';
import { transactionWithRetry } from '@/lib/db/retry';
import { uuidArray } from '@/lib/db/arrays';
import { searchConfigSql } from '../locales';

/**
 * The facts rows of the v2 catalogue search (table catalog_search_facts): one narrow row per master
 * product that is active with status Active, holding the ids of its facet values (`tokens`), its price
 * range per price list, whether it is in stock and its search text. Triggers note changed products in
 * catalog_facts_dirty (statement-level on the linked tables, migrations 0015 and, for stock, 0032;
 * row-level with a WHEN clause on UPDATE of products and product_search, 0024 and 0032, where bulk
 * updates, undo and imports note them themselves, see `executeNotingFacts`); `syncCatalogFacts`
 * refreshes them before a search reads and right after a bulk call commits.
 */

/** Input types of custom attributes that become facets: Boolean, Select, MultiSelect. */
export const FACET_INPUT_TYPES = [6, 9, 10] as const;

/**
 * Which products a refresh rewrites: all of them, or the `noted` products (masters or variants) listed
 * in the temporary table cf_targets (column id) of the calling transaction.
 */
type Targets = 'all' | { noted: number };

/** The facets a product's own links give: brand, sub-brand, categories (with their ancestors), collections. */
const DIMENSION_FACETS = ['brand', 'subBrand', 'category', 'collection'] as const;

/**
 * The dimension facet values (master_id, facet, value, label) of the masters in the temporary table
 * `masters` (which has each master's brand_id and subbrand_id).
 */
const dimensionValues = (masters: string) => {
  const m = sql.raw(masters);
  return sql`
      with recursive ancestry(category_id, ancestor_id) as (
        select id, id from categories
        union all
        select a.category_id, c.parent_id from ancestry a join categories c on c.id = a.ancestor_id where c.parent_id is not null
      )
      select id as master_id, 'brand' as facet, brand_id::text as value, '' as label from ${m} where brand_id is not null
      union all
      select id, 'subBrand', subbrand_id::text, '' from ${m} where subbrand_id is not null
      union all
      select distinct pc.product_id, 'category', a.ancestor_id::text, ''
        from ${m} mm join product_categories pc on pc.product_id = mm.id join ancestry a on a.category_id = pc.category_id
      union all
      select pc.product_id, 'collection', pc.collection_id::text, '' from ${m} mm join product_collections pc on pc.product_id = mm.id`;
};

/**
 * Per master, the ids whose names its free text matches (plan.ts, textCondition): the brands,
 * sub-brands and categories of the master and its variants (`members`: master_id, product_id), by id,
 * so a rename rewrites none of the facts rows.
 */
const namedRefs = (members: string) => {
  const mb = sql.raw(members);
  return sql`
        select master_id, array_agg(distinct ref) as refs from (
          select mb.master_id, unnest(array[x.brand_id, x.subbrand_id]) as ref
            from ${mb} mb join products x on x.id = mb.product_id
          union all
          select mb.master_id, pc.category_id from ${mb} mb join product_categories pc on pc.product_id = mb.product_id
        ) r
        where ref is not null
        group by master_id`;
};

/** The translated fields whose words free text in a locale finds (docs/locales.md). */
const SEARCHED_TRANSLATIONS = sql`(t.field in ('name', 'shortDescription', 'metaKeywords') or t.field like 'attribute.%')`;

/**
 * Per master, the words of its and its variants' translations (`members`: master_id, product_id),
 * each stemmed by its locale's language and tagged with the locale (`fr-fr:chemis`, localeTag).
 */
const localizedWords = (members: string) => {
  const mb = sql.raw(members);
  return sql`
        select mb.master_id, array_to_tsvector(array_agg(distinct lower(t.locale) || ':' || w.lexeme)) as words
        from ${mb} mb
        join product_translations t on t.product_id = mb.product_id and ${SEARCHED_TRANSLATIONS}
        cross join lateral unnest(to_tsvector(${searchConfigSql(sql`t.locale`)}, t.value)) w
        group by mb.master_id`;
};

/**
 * Brings the facts' translated words (locale_words) of these masters up to date, in the caller's
 * transaction: a translation write does this itself, so free text in its locale finds the change when
 * the write returns. Masters without a facts row (not in the search) are left alone.
 */
export async function patchLocaleWords(tx: Db | Tx, masterIds: string[]): Promise<void> {
  if (masterIds.length === 0) return;
  await tx.execute(sql`drop table if exists cf_words_members`);
  await tx.execute(sql`
    create temp table cf_words_members on commit drop as
    select f.product_id as master_id, f.product_id from catalog_search_facts f where f.product_id = any(${uuidArray(masterIds)})
    union all
    select v.parent_id, v.id from products v
    where v.parent_id = any(${uuidArray(masterIds)}) and v.is_active and v.status = 2`);
  const changed = await tx.execute<{ n: number }>(sql`
    with words as (${localizedWords('cf_words_members')}),
    updated as (
      update catalog_search_facts f set locale_words = coalesce(w.words, ''::tsvector)
      from (select distinct master_id from cf_words_members) m left join words w on w.master_id = m.master_id
      where f.product_id = m.master_id and f.locale_words is distinct from coalesce(w.words, ''::tsvector)
      returning 1)
    select count(*)::int as n from updated`);
  await tx.execute(sql`drop table cf_words_members`);
  if (Number(changed.rows[0]?.n ?? 0) > 0) await bumpGeneration(tx);
}

/**
 * Common table expressions over `members` (master_id, product_id): `sellable`, what each master is
 * sold as (a product with variants is bought as one of them: its price range and stock are theirs),
 * and `stock`, whether one of those has stock on hand above what is allocated or needs none. Shared
 * by the refresh and the stock patch (patchFacts), so both say "in stock" alike.
 */
const stockCtes = (members: string) => {
  const mb = sql.raw(members);
  return sql`
      with_variants as (
        select distinct master_id from ${mb} where product_id <> master_id
      ),
      sellable as (
        select mb.* from ${mb} mb left join with_variants wv on wv.master_id = mb.master_id
        where mb.product_id <> mb.master_id or wv.master_id is null
      ),
      available as (
        select i.product_id from product_inventory i
        where i.product_id in (select product_id from sellable) and i.stock_on_hand > i.stock_allocated
        group by i.product_id
      ),
      stock as (
        select mb.master_id, bool_or(x.sell_without_inventory or a.product_id is not null) as in_stock
        from sellable mb join products x on x.id = mb.product_id left join available a on a.product_id = mb.product_id
        group by mb.master_id
      )`;
};

/** Rewrites the facts rows of the given products: the noted ones (cf_targets) or all of them. */
async function refreshCatalogFacts(db: Db | Tx, targets: Targets): Promise<void> {
  await db.transaction(async (tx) => {
    const all = targets === 'all';
    // Over many products every statement below is a set operation, where hash joins are always right;
    // with statistics a bulk change had just made stale, PostgreSQL 15 still planned a nested loop that
    // re-read 100,000 products once per master (the refresh after a bulk brand change ran for minutes).
    // Single-product refreshes keep their index lookups.
    // They also keep each sort and hash to 1 MB (4 MB, 8 for hashes, by default): the statements below
    // sort and hash in several places at once, and on PGlite, whose memory never shrinks, the refresh
    // after a 100,000-row import grew it from 128 to 184 MB; at 1 MB it stays at 128, in the same time.
    // And they read whole tables in sequence: PGlite plans with random_page_cost 1.1 (lib/db/client.ts),
    // at which this refresh and the vacuum after a 100,000-row import took 24.8–26.0 s, not 18.2–22.7.
    if (all || targets.noted >= 1000) {
      await tx.execute(sql`set local enable_nestloop = off`);
      await tx.execute(sql`set local work_mem = '1MB'`);
      await tx.execute(sql`set local random_page_cost = 4`);
    }
    // The noted products are masters: every note is of coalesce(parent_id, id), and a change of parent
    // notes the new master as well as the old one (triggers of migrations 0015 and 0024, and the
    // statements that note for themselves: bulk/tracked.ts, bulk/undo.ts). A noted product that has
    // become a variant since loses its facts row here, and its master, noted too, gets it right.
    // Mapping each noted id to its current master again cost a hash join with the whole products table
    // in each of two statements per refresh (with nested loops off, as they are over many products).
    const chosen = all ? sql`true` : sql`p.id in (select id from cf_targets)`;
    if (all) await tx.execute(sql`delete from catalog_search_facts`);
    else await tx.execute(sql`delete from catalog_search_facts where product_id in (select id from cf_targets)`);
    await tx.execute(sql`drop table if exists cf_masters, cf_members, cf_values`);

    await tx.execute(sql`
      create temp table cf_masters on commit drop as
      select p.id, p.iid, p.brand_id, p.subbrand_id, p.is_visible, p.created_at, p.name, p.custom_attributes
      from products p
      where p.parent_id is null and p.is_active and p.status = 2 and ${chosen}`);
    await tx.execute(sql`
      create temp table cf_members on commit drop as
      select id as master_id, id as product_id from cf_masters
      union all
      select v.parent_id, v.id from products v join cf_masters m on m.id = v.parent_id where v.is_active and v.status = 2`);
    await tx.execute(sql`
      create temp table cf_values on commit drop as
      ${dimensionValues('cf_masters')}
      union all
      select distinct mb.master_id, 'colour', lower(trim(x.color_name)), trim(x.color_name)
        from cf_members mb join products x on x.id = mb.product_id where trim(x.color_name) <> ''
      union all
      select distinct m.id, a.field_code, lower(trim(v.value)), ''
        from cf_masters m
        cross join lateral jsonb_each_text(m.custom_attributes) kv
        join attributes a on a.field_code = kv.key and a.is_custom and a.input_type in (6, 9, 10)
        cross join lateral unnest(case when a.input_type = 10 then string_to_array(kv.value, ',') else array[kv.value] end) v(value)
        where trim(v.value) <> ''`);
    await tx.execute(sql`
      insert into catalog_facet_values (facet, value, label)
      select facet, value, max(label) from cf_values group by facet, value
      on conflict (facet, value) do nothing`);
    await tx.execute(sql`
      insert into catalog_search_facts
        (product_id, iid, is_visible, tokens, min_prices, in_stock, barcodes, search_vector, text_refs, locale_words, sort_name, created_at)
      with tokens as (
        select v.master_id, array_agg(distinct d.id) as ids
        from cf_values v join catalog_facet_values d on d.facet = v.facet and d.value = v.value
        group by v.master_id
      ),
      ${stockCtes('cf_members')},
      ranges as (
        select mb.master_id, pl.iid, min(round(pp.sell_price * 100))::int as lo
        from sellable mb
        join product_prices pp on pp.product_id = mb.product_id
        join price_lists pl on pl.id = pp.price_list_id
        group by mb.master_id, pl.iid
      ),
      prices as (
        select m.id as master_id, array_agg(r.lo order by g) as lo
        from cf_masters m
        cross join generate_series(1, (select coalesce(max(iid), 0) from price_lists)) g
        left join ranges r on r.master_id = m.id and r.iid = g
        group by m.id
      ),
      texts as (
        select mb.master_id,
          string_agg(coalesce(ps.search_text, lower(x.name)), ' ') as search_text,
          coalesce(array_agg(distinct x.barcode) filter (where x.barcode <> ''), '{}') as barcodes
        from cf_members mb join products x on x.id = mb.product_id left join product_search ps on ps.product_id = mb.product_id
        group by mb.master_id
      ),
      named as (${namedRefs('cf_members')}),
      localized as (${localizedWords('cf_members')})
      select m.id, m.iid, m.is_visible, coalesce(t.ids, '{}'), coalesce(pr.lo, '{}'), coalesce(st.in_stock, false),
        coalesce(tx.barcodes, '{}'), to_tsvector('simple', coalesce(tx.search_text, lower(m.name))), coalesce(nm.refs, '{}'),
        coalesce(lw.words, ''::tsvector), lower(m.name), m.created_at
      from cf_masters m
      left join tokens t on t.master_id = m.id
      left join prices pr on pr.master_id = m.id
      left join stock st on st.master_id = m.id
      left join texts tx on tx.master_id = m.id
      left join named nm on nm.master_id = m.id
      left join localized lw on lw.master_id = m.id`);
    await tx.execute(sql`drop table cf_masters, cf_members, cf_values`);
    if (all) await tx.execute(sql`analyze catalog_search_facts`);
  });
}

let running: Promise<number> | null = null;
let queued: Promise<number> | null = null;

/**
 * Brings the facts up to date with the catalogue and returns their generation (which grows with every
 * refresh, so per-generation caches never serve counts from before a change). Cheap when nothing changed.
 * Every caller gets a refresh that started after its call: one arriving while a refresh runs waits for
 * the next one (shared by everyone who arrived meanwhile), since the running one may predate its change.
 */
export function syncCatalogFacts(db: Db): Promise<number> {
  if (!running) {
    running = sync(db).finally(() => {
      running = null;
    });
    return running;
  }
  queued ??= running
    .catch(() => undefined)
    .then(() => {
      queued = null;
      return syncCatalogFacts(db);
    });
  return queued;
}

/** The generation of the facts `db` holds now (a read replica's may trail the primary's). */
export async function factsGeneration(db: Db): Promise<number> {
  const r = await db.execute<{ generation: number }>(sql`select coalesce((select generation from catalog_facts_state where id = 1), 0) as generation`);
  return Number(r.rows[0].generation);
}

/**
 * Noted products refreshed per transaction. After a 100,000-row import (85,768 products noted) one
 * transaction for all of them grew PGlite's WebAssembly memory, which never shrinks, from 128 to 184 MB
 * (in its last statement, 9.4 s) and held the only connection for ~15 s; in two transactions it grew to
 * 153 MB (with the 1 MB sorts and hashes of refreshCatalogFacts since, not at all), and a status call
 * gets in between them. Smaller chunks cost more than they save: each one
 * scans products again (10,000: 35 s in all; 25,000: 22 s; 50,000: 16–18 s against 15–16 s at once).
 */
const SYNC_CHUNK = 50_000;

async function sync(db: Db): Promise<number> {
  const state = await db.execute<{ generation: number; dirty: boolean }>(sql`
    select coalesce((select generation from catalog_facts_state where id = 1), 0) as generation,
      exists (select 1 from catalog_facts_dirty) as dirty`);
  let { generation, dirty } = state.rows[0];
  // Each transaction refreshes up to SYNC_CHUNK noted products and bumps the generation, so a cached
  // count is never served for facts older than it; the loop ends when nothing is left noted. Between
  // two, a fixed pause lets a waiting request run all its queries (on PGlite each one queues behind the
  // next transaction otherwise). Not yieldToRequests (lib/lifecycle.ts), as between the chunks of a
  // job: a v2 search in flight may be waiting for this very refresh, so waiting for it only costs.
  for (let first = true; dirty; first = false) {
    if (!first) await new Promise((resolve) => setTimeout(resolve, 20));
    ({ generation, dirty } = await syncChunk(db));
  }
  return Number(generation);
}

async function syncChunk(db: Db): Promise<{ generation: number; dirty: boolean }> {
  // On PostgreSQL a refresh can be chosen as a deadlock victim by a concurrent writer (seen once in the
  // api-pg suite, in its insert of facts rows): its notes are back in catalog_facts_dirty after the
  // rollback, and it simply runs again.
  return transactionWithRetry(db, async (tx) => {
    await lockFacts(tx);
    // The noted products move to a temporary table inside the database: 100,000 ids read out and
    // bound back as an array parameter cost PGlite ~140 MB of JavaScript memory and a second. The
    // "everything" mark (NIL, set by statement-level triggers of tables that touch every product)
    // takes all of them at once: the whole facts table is rebuilt.
    await tx.execute(sql`drop table if exists cf_targets`);
    await tx.execute(sql`
      create temp table cf_targets on commit drop as
      with taken as (
        delete from catalog_facts_dirty
        where exists (select 1 from catalog_facts_dirty where product_id = ${NIL_UUID}::uuid)
          or product_id in (select product_id from catalog_facts_dirty limit ${SYNC_CHUNK})
        returning product_id)
      select distinct product_id as id from taken`);
    // Its row count for the planner (a new table has no statistics, and was taken for ~1,850 rows):
    // one edited product's facts row is then deleted by key, not by a scan of every facts row.
    await tx.execute(sql`analyze cf_targets`);
    const taken = await tx.execute<{ noted: number; everything: boolean }>(sql`
      select count(*)::int as noted, coalesce(bool_or(id = ${NIL_UUID}::uuid), false) as everything from cf_targets`);
    const { noted, everything } = taken.rows[0];
    if (noted > 0) await refreshCatalogFacts(tx, everything ? 'all' : { noted: Number(noted) });
    await tx.execute(sql`drop table cf_targets`);
    const next = await tx.execute<{ generation: number; dirty: boolean }>(sql`
      with bumped as (
        insert into catalog_facts_state (id, generation) values (1, 1)
        on conflict (id) do update set generation = catalog_facts_state.generation + ${noted > 0 ? 1 : 0}
        returning generation)
      select generation, exists (select 1 from catalog_facts_dirty) as dirty from bumped`);
    return { generation: Number(next.rows[0].generation), dirty: Boolean(next.rows[0].dirty) };
  });
}

/**
 * Refreshes and patches of the facts take turns (a transaction-scoped advisory lock, taken before
 * either reads anything): a refresh that read the catalogue before a bulk change committed could
 * otherwise write its old brand back over the patch (patchFacts), on PostgreSQL; on PGlite
 * transactions take turns anyway.
 */
async function lockFacts(tx: Db | Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalog_search_facts'))`);
}

/**
 * What a bulk change makes the facts rows of its products' masters follow, when nothing else of theirs
 * changes: the dimensions (brand, sub-brand, default category, a collection link), the stock flag
 * (sell without inventory) or the visibility (is visible).
 */
export interface FactsParts {
  dimensions?: boolean;
  stock?: boolean;
  visibility?: boolean;
}

/**
 * The parts of the facts a bulk write (or its undo) patches itself, from what it writes: products
 * columns, `collections` for collection links, and null for anything else the facts hold (an attribute,
 * a price, a stock row), which needs the refresh. Null when one of them needs the refresh (status,
 * name, codes, colour…) or none is a part patchFacts patches; columns the facts do not hold count for
 * nothing.
 */
export function factsPatchOf(written: readonly (string | null)[]): FactsParts | null {
  const parts: FactsParts = {};
  for (const w of written) {
    if (w === 'collections' || w === 'brand_id' || w === 'subbrand_id' || w === 'default_category_id') parts.dimensions = true;
    else if (w === 'sell_without_inventory') parts.stock = true;
    else if (w === 'is_visible') parts.visibility = true;
    else if (w === null || FACTS_PRODUCT_COLUMNS.has(w)) return null;
  }
  return parts.dimensions || parts.stock || parts.visibility ? parts : null;
}

/**
 * A bulk change that touches only `parts` of the facts brings the facts rows of the products' masters
 * up to date itself, in its own transaction, instead of noting them for a refresh: a refresh rebuilds
 * tokens, prices, stock and text of every noted master (10–18 s after a 100,000-product brand change,
 * 11.5 s after a sell-without-inventory change, while search and facets showed the old values); a patch
 * rewrites only what changed, and only the rows whose value differs (each rewritten row writes an entry
 * into every index of the table). Dimensions: the dimension tokens and the name ids (text_refs);
 * stock: in_stock, computed as the refresh does (stockCtes); visibility: is_visible.
 * The caller wrote its changes with the facts triggers off (updateWithHistory's `factsPatched`,
 * setCatalogFactsTracking). Masters without a facts row (inactive, not Active) have nothing to patch.
 * Moves the facts generation on, so no count cached before the change is served after it.
 */
export async function patchFacts(tx: Tx, productIds: SQL, parts: FactsParts): Promise<void> {
  await lockFacts(tx);
  await tx.execute(sql`drop table if exists cf_patch, cf_patch_members, cf_patch_values`);
  await tx.execute(sql`
    create temp table cf_patch on commit drop as
    select distinct m.id, m.brand_id, m.subbrand_id, m.is_visible
    from products p join products m on m.id = coalesce(p.parent_id, p.id)
    where p.id = any(${productIds}) and exists (select 1 from catalog_search_facts f where f.product_id = m.id)`);
  await tx.execute(sql`analyze cf_patch`);
  await tx.execute(sql`
    create temp table cf_patch_members on commit drop as
    select id as master_id, id as product_id from cf_patch
    union all
    select v.parent_id, v.id from products v join cf_patch m on m.id = v.parent_id where v.is_active and v.status = 2`);
  if (parts.dimensions) await patchDimensions(tx);
  if (parts.stock)
    await tx.execute(sql`
      with ${stockCtes('cf_patch_members')}
      update catalog_search_facts f set in_stock = coalesce(s.in_stock, false)
      from cf_patch m left join stock s on s.master_id = m.id
      where f.product_id = m.id and f.in_stock is distinct from coalesce(s.in_stock, false)`);
  if (parts.visibility)
    await tx.execute(sql`
      update catalog_search_facts f set is_visible = m.is_visible
      from cf_patch m
      where f.product_id = m.id and f.is_visible is distinct from m.is_visible`);
  await tx.execute(sql`drop table cf_patch, cf_patch_members`);
  await bumpGeneration(tx);
}

/** The dimension tokens and name ids of the masters in cf_patch (patchFacts). */
async function patchDimensions(tx: Tx) {
  await tx.execute(sql`create temp table cf_patch_values on commit drop as ${dimensionValues('cf_patch')}`);
  await tx.execute(sql`
    insert into catalog_facet_values (facet, value, label)
    select facet, value, max(label) from cf_patch_values group by facet, value
    on conflict (facet, value) do nothing`);
  await tx.execute(sql`
    with others as (
      -- the tokens kept: colours and attribute options (fewer to compare each token with than the dimensions)
      select coalesce(array_agg(id), '{}') as ids from catalog_facet_values
      where facet not in (${sql.join(DIMENSION_FACETS.map((f) => sql`${f}`), sql`, `)})
    ),
    tokens as (
      select v.master_id, array_agg(distinct d.id) as ids
      from cf_patch_values v join catalog_facet_values d on d.facet = v.facet and d.value = v.value
      group by v.master_id
    ),
    named as (${namedRefs('cf_patch_members')}),
    patched as (
      select m.id,
        array(select t from unnest(f.tokens) t where t = any(others.ids) union select unnest(coalesce(tk.ids, '{}')) order by 1) as tokens,
        coalesce(nm.refs, '{}') as text_refs
      from cf_patch m
      join catalog_search_facts f on f.product_id = m.id
      cross join others
      left join tokens tk on tk.master_id = m.id
      left join named nm on nm.master_id = m.id
    )
    update catalog_search_facts f set tokens = p.tokens, text_refs = p.text_refs
    from patched p
    where f.product_id = p.id and (f.tokens is distinct from p.tokens or f.text_refs is distinct from p.text_refs)`);
  await tx.execute(sql`drop table cf_patch_values`);
}

/**
 * Settles, in the caller's transaction, the noted masters that no longer have facts rows to build: a
 * master made inactive or not Active (or a product that became a variant) loses its facts row at once,
 * and its note goes. A bulk status change of 100,000 products to anything but Active then leaves
 * nothing for the refresh after the call (which took 1.2 s, the search waiting for it); the masters it
 * made Active, or whose variants it changed, stay noted for that refresh, as they need their prices,
 * stock and text built.
 */
export async function settleRetiredFacts(tx: Tx): Promise<void> {
  await lockFacts(tx);
  const gone = await tx.execute<{ n: number }>(sql`
    with retired as (
      delete from catalog_facts_dirty d using products m
      where m.id = d.product_id and not (m.parent_id is null and m.is_active and m.status = 2)
      returning d.product_id),
    removed as (delete from catalog_search_facts f using retired r where f.product_id = r.product_id returning 1)
    select count(*)::int as n from removed`);
  if (Number(gone.rows[0]?.n ?? 0) > 0) await bumpGeneration(tx);
}

/**
 * A new facts generation: the search's caches of counts and pages (keyed by generation) start afresh.
 * Also for a change the facts rows do not hold but a search condition reads (a product's words in
 * another locale, lib/service/translations.ts).
 */
export async function bumpGeneration(tx: Db | Tx) {
  await tx.execute(sql`
    insert into catalog_facts_state (id, generation) values (1, 1)
    on conflict (id) do update set generation = catalog_facts_state.generation + 1`);
}

/**
 * Turns the triggers that note changed products in catalog_facts_dirty off or on, until the end of the
 * transaction (a rollback, also to a savepoint, undoes it). A writer that turns them off notes what it
 * changed itself (see `updateWithHistory`), or rebuilds all the facts at its end (the demo-data seed,
 * `rebuildCatalogFacts`).
 */
export async function setCatalogFactsTracking(db: Db | Tx, on: boolean): Promise<void> {
  await db.execute(sql`select set_config('catalog.facts_tracking', ${on ? 'on' : 'off'}, true)`);
}

/**
 * Executes a statement that writes products or their search rows. When `noted`, every product whose
 * facts it changes is noted in catalog_facts_dirty without the triggers (by the statement itself, or
 * earlier in the transaction), so the per-row triggers of migration 0024 are off while it runs.
 */
export async function executeNotingFacts<R extends Record<string, unknown> = Record<string, unknown>>(tx: Db | Tx, statement: SQL, noted: boolean): Promise<R[]> {
  return withoutFactsTracking(tx, noted, async () => (await tx.execute<R>(statement)).rows);
}

/**
 * Runs `work` with the facts triggers off when `off`: the caller notes what it changes itself
 * (executeNotingFacts) or patches the facts rows itself (patchFacts).
 */
export async function withoutFactsTracking<T>(tx: Db | Tx, off: boolean, work: () => Promise<T>): Promise<T> {
  if (!off) return work();
  await setCatalogFactsTracking(tx, false);
  const result = await work();
  await setCatalogFactsTracking(tx, true);
  return result;
}

/**
 * The products columns the v2 search facts are built from: an UPDATE that changes one of them notes
 * the product's master (the row trigger of migration 0024 compares the same columns).
 */
export const FACTS_PRODUCT_COLUMNS: ReadonlySet<string> = new Set([
  'parent_id', 'is_active', 'status', 'is_visible', 'brand_id', 'subbrand_id', 'name', 'stock_code', 'sku', 'barcode',
  'color_name', 'custom_attributes', 'created_at', 'sell_without_inventory',
]);

/** After a full rebuild (the demo-data seed): nothing is left to refresh, and tracking is on again. */
export async function rebuildCatalogFacts(db: Db | Tx): Promise<void> {
  await refreshCatalogFacts(db, 'all');
  await db.execute(sql`delete from catalog_facts_dirty`);
  await setCatalogFactsTracking(db, true);
  await bumpGeneration(db);
}
