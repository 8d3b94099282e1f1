import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { textArray, uuidArray } from '@/lib/db/arrays';
import type { FamilyCompleteness } from '@/lib/api/schemas/completeness';
import { CORE_FIELDS, CORE_FIELDS_BY_CODE, type CoreField } from '../product-fields';
import type { FieldChange } from './bulk/changes';
import { runProductRows } from './bulk/run-rows';

/**
 * Completeness (issue 11). A product's required attributes are meta-info's `isRequired` ones (core
 * fields first, then custom attributes by display order) followed by its family's own
 * `requiredAttributes`; the family is the product family whose code is the product's custom
 * attribute set (what the New product form and the seed set). Completeness is filled over required,
 * 0–100 rounded down (100 only when nothing is missing). Whether a code is filled follows where
 * product-fields.ts stores it (`filled` below).
 *
 * There are no per-channel attributes in this model (meta-info has no channel scope; microsites
 * list products but do not change what is required), so there is one completeness per product.
 *
 * Stored in product_completeness and kept by the transaction that writes the product: every write
 * path calls refreshCompleteness (single writes, duplicates, restores, media, bulk updates when their
 * fields can change it, family edits, imports).
 */

/** The pseudo-attribute a family may require: at least one active image. */
export const IMAGES_CODE = 'Images';

/** Meta-info's required core fields, in their order in product-fields.ts. */
export const REQUIRED_CORE_CODES = CORE_FIELDS.filter((f) => f.isRequired).map((f) => f.fieldCode);

/** Storage kinds that always hold a value (not-null integers and booleans): changing them never changes completeness. */
const alwaysFilled = (code: string) => {
  const kind = CORE_FIELDS_BY_CODE.get(code.toLowerCase())?.storage.kind;
  return kind === 'integer' || kind === 'boolean';
};

/** Whether the product row `p` has a value for a core field, by where the field is stored. */
function coreFilled(field: CoreField): SQL {
  const storage = field.storage;
  switch (storage.kind) {
    case 'text':
      return sql`p.${sql.identifier(storage.column)} <> ''`;
    case 'integer':
    case 'boolean':
      return sql`true`;
    case 'decimal':
      return sql`p.${sql.identifier(storage.column)} > 0`;
    case 'date':
      return sql`p.${sql.identifier(storage.column)} is not null`;
    case 'reference':
      return storage.lookup === 'countries' ? sql`p.${sql.identifier(storage.column)} <> ''` : sql`p.${sql.identifier(storage.column)} is not null`;
    case 'category':
      return sql`p.default_category_id is not null`;
    case 'tags':
      return sql`cardinality(p.tags) > 0`;
    case 'collections':
      return sql`exists (select 1 from product_collections pcl where pcl.product_id = p.id)`;
  }
}

/**
 * Whether product `p` has a value for attribute code `code`: one CASE over the core fields (their
 * storage in product-fields.ts), "Images" and Collections (from the pre-computed `imaged` and
 * `collected` sets), and else the custom attribute. Inline SQL and hash joins, not a function or
 * correlated sub-selects: those cost ~0.2 ms per product and code (minutes for 100,000 products).
 * Migration 0018's backfill spells out the same CASE.
 */
const filled = (code: SQL) => sql`case lower(${code})
  ${sql.join(
    CORE_FIELDS.map((f) => sql`when ${f.fieldCode.toLowerCase()} then ${f.storage.kind === 'collections' ? sql`cl.product_id is not null` : coreFilled(f)}`),
    sql` `,
  )}
  when 'images' then im.product_id is not null
  else coalesce(p.custom_attributes ->> ${code}, '') <> '' end`;

/** An empty set of product ids, for the lookups new products need not make. */
const none = sql`select null::uuid as product_id where false`;

/**
 * The statement that brings product_completeness up to date for the products matching `filter` (a
 * condition on `p`; `mediaFilter` the same on a product_id column): required codes per family
 * computed once (meta-info's, then the family's not already named), each product's missing codes in
 * one pass, then changed rows updated and missing rows inserted (cheaper than insert … on conflict,
 * which tries an insert into every index for each existing row first). `newProducts`: the products
 * were created by this transaction, so they have no media and no collections to look up (25–35 ms
 * of a 1,000-product import batch's 100–150 ms).
 */
function refreshStatement(filter: SQL, byProduct: (column: SQL) => SQL, newProducts = false): SQL {
  // byProduct is also repeated on product_completeness itself: without it the planner, which cannot
  // see that `rows` is small, scans the whole table (twice) for a batch of 1,000 products.
  return sql`
    with g as materialized (
      select ${textArray(REQUIRED_CORE_CODES)} || array(select a.field_code from attributes a where a.is_required
             order by a.display_order, a.field_code) as codes),
    fam as materialized (
      select f.id, lower(f.code) as code,
        g.codes || array(select x from unnest(f.required_attributes) x where lower(x) <> all (select lower(y) from unnest(g.codes) y)) as codes
      from product_families f, g),
    imaged as materialized (${
      newProducts ? none : sql`select distinct m.product_id from product_media m where m.is_active and m.media_type = 0 and ${byProduct(sql`m.product_id`)}`
    }),
    collected as materialized (${newProducts ? none : sql`select distinct c.product_id from product_collections c where ${byProduct(sql`c.product_id`)}`}),
    fresh as materialized (
      select p.id as product_id, ff.id as family_id, cardinality(coalesce(ff.codes, g.codes)) as n,
        array(select u.code from unnest(coalesce(ff.codes, g.codes)) with ordinality u(code, o)
              where not (${filled(sql`u.code`)}) order by u.o) as missing
      from products p cross join g
      left join fam ff on p.custom_attribute_set_id <> '' and ff.code = lower(p.custom_attribute_set_id)
      left join imaged im on im.product_id = p.id
      left join collected cl on cl.product_id = p.id
      where ${filter}),
    rows as (
      select product_id, family_id, n as required_count, missing as missing_attributes,
        case when n = 0 then 100 else (100 * (n - cardinality(missing))) / n end as completeness
      from fresh),
    upd as (
      update product_completeness pc set family_id = r.family_id, required_count = r.required_count,
        completeness = r.completeness, missing_attributes = r.missing_attributes
      from rows r where pc.product_id = r.product_id and ${byProduct(sql`pc.product_id`)}
        and (pc.family_id, pc.required_count, pc.completeness, pc.missing_attributes)
          is distinct from (r.family_id, r.required_count, r.completeness, r.missing_attributes)
      returning pc.product_id)
    insert into product_completeness (product_id, family_id, required_count, completeness, missing_attributes)
    select r.product_id, r.family_id, r.required_count, r.completeness, r.missing_attributes from rows r
    where not exists (select 1 from product_completeness pc where pc.product_id = r.product_id and ${byProduct(sql`pc.product_id`)})`;
}

/**
 * Recomputes the stored completeness of the given products (or of all), set-based: one statement
 * whatever the count. Rows that did not change are not rewritten. Call it inside the transaction
 * that wrote the products, after the write (the import does so per batch).
 */
export async function refreshCompleteness(db: Db | Tx, productIds: readonly string[] | 'all', o: { newProducts?: boolean } = {}): Promise<void> {
  if (productIds === 'all') {
    await db.execute(refreshStatement(sql`true`, () => sql`true`));
    return;
  }
  if (productIds.length === 0) return;
  const ids = uuidArray([...new Set(productIds)]);
  await db.execute(refreshStatement(sql`p.id = any(${ids})`, (column) => sql`${column} = any(${ids})`, o.newProducts));
}

/** Recomputes every product of one family (its required list or code changed). */
export async function refreshCompletenessOfFamily(db: Db | Tx, familyCode: string): Promise<void> {
  const ofFamily = sql`select x.id from products x where lower(x.custom_attribute_set_id) = lower(${familyCode})`;
  await db.execute(refreshStatement(sql`p.id in (${ofFamily})`, (column) => sql`${column} in (${ofFamily})`));
}

/** The attribute codes (lower-cased) a bulk change writes. */
function codesOf(change: FieldChange): string[] {
  switch (change.kind) {
    case 'column':
      return CORE_FIELDS.filter((f) => 'column' in f.storage && f.storage.column === change.column).map((f) => f.fieldCode.toLowerCase());
    case 'custom':
      return [change.code.toLowerCase()];
    case 'brand':
    case 'subbrand':
      return ['brand', 'subbrand'];
    case 'status':
      return ['status'];
    case 'tags':
      return ['tags'];
    case 'category':
      return ['category'];
  }
}

/**
 * Whether a change (bulk, or an import batch's) can alter any product's completeness: it writes an
 * attribute that meta-info or some family requires and that is not always filled. A bulk status or
 * flag change, or a change of an attribute nobody requires, costs one small query and no
 * recomputation (100,000-product bulk updates stay as fast as before).
 */
export async function changesAffectCompleteness(tx: Tx, changes: FieldChange[], addsCollection: boolean): Promise<boolean> {
  const written = new Set([...changes.flatMap(codesOf), ...(addsCollection ? ['collections'] : [])].filter((c) => !alwaysFilled(c)));
  if (written.size === 0) return false;
  const required = await tx.execute<{ code: string }>(sql`
    select distinct lower(x) as code from product_families, unnest(required_attributes) x
    union select lower(field_code) from attributes where is_required`);
  return required.rows.some((r) => written.has(r.code)) || REQUIRED_CORE_CODES.some((c) => written.has(c.toLowerCase()));
}

/** Whether a value a history row recorded (jsonb) counts as empty for completeness (`filled` above). */
export const emptyJson = (v: SQL) => sql`(${v} is null or ${v} in ('null'::jsonb, '""'::jsonb, '[]'::jsonb)
  or (jsonb_typeof(${v}) = 'number' and (${v} #>> '{}')::numeric <= 0))`;

/**
 * The products of a bulk run whose completeness a change can have moved: those where a written field
 * went from empty to filled or back (read from the run's own history rows, which hold both values).
 * Completeness depends only on whether each required field is filled, so a brand change on 100,000
 * products that all had a brand recomputes none (3.4 s before). Used by an undo, which writes its
 * run's history rows in statements of its own; writers that record the history through
 * updateWithHistory get the same answer from that statement (its `filledChanged`).
 */
export async function productsWithFilledChange(tx: Tx, runId: string): Promise<string[]> {
  const rows = await tx.execute<{ id: string }>(sql`
    select distinct c.entity_id as id from (${runProductRows(runId)}) c
    where ${emptyJson(sql`c.before`)} <> ${emptyJson(sql`c.after`)}`);
  return rows.rows.map((r) => r.id);
}

/** Dashboard card: per family, how many products are incomplete, their average, and the most missed attributes. */
export async function completenessByFamily(db: Db): Promise<FamilyCompleteness[]> {
  const rows = await db.execute<{ family_id: number | null; code: string | null; name: string | null; products: number; incomplete: number; average: number; top_missing: string[] | null }>(sql`
    with c as (select pc.family_id, pc.completeness, pc.missing_attributes from product_completeness pc)
    select c.family_id, f.code, f.name, count(*)::int as products,
      count(*) filter (where c.completeness < 100)::int as incomplete,
      coalesce(round(avg(c.completeness)), 100)::int as average,
      (select array_agg(t.code order by t.n desc, t.code) from (
         select x as code, count(*) as n from c c2, unnest(c2.missing_attributes) x
         where c2.family_id is not distinct from c.family_id group by x order by count(*) desc, x limit 3) t) as top_missing
    from c left join product_families f on f.id = c.family_id
    group by c.family_id, f.code, f.name
    order by count(*) filter (where c.completeness < 100) desc, f.name nulls last`);
  return rows.rows.map((r) => ({
    familyId: r.family_id === null ? null : Number(r.family_id),
    familyCode: r.code ?? '',
    familyName: r.name ?? 'No family',
    products: Number(r.products),
    incomplete: Number(r.incomplete),
    averageCompleteness: Number(r.average),
    mostMissing: r.top_missing ?? [],
  }));
}

/** One product's stored completeness, for its detail (a product without a row yet counts as complete). */
export async function storedCompleteness(db: Db, productId: string): Promise<{ completeness: number; missingAttributes: string[] }> {
  const rows = await db.execute<{ completeness: number; missing_attributes: string[] }>(
    sql`select completeness, missing_attributes from product_completeness where product_id = ${productId}::uuid`,
  );
  const row = rows.rows[0];
  return { completeness: row ? Number(row.completeness) : 100, missingAttributes: row?.missing_attributes ?? [] };
}
