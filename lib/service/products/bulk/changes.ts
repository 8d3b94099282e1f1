import { sql, type SQL } from 'drizzle-orm';
import { attributeValueSchema } from '@/lib/api/schemas/attributes';
import { textArray } from '@/lib/db/arrays';
import type { ResolvedAttribute } from '../../meta-info';
import type { BrandRow } from '../../lookups';
import { sanitiseRichText } from '../../rich-text';

/**
 * One validated change of a bulk update, in the form the writer applies set-based. Values are
 * already typed: a change never reaches SQL as unchecked text.
 */
export type FieldChange =
  | { kind: 'column'; column: string; type: 'text' | 'integer' | 'numeric' | 'boolean' | 'timestamptz' | 'uuid'; value: string | number | boolean | null }
  | { kind: 'custom'; code: string; value: string | null }
  | { kind: 'category'; categoryId: string }
  | { kind: 'brand'; brandId: string | null }
  | { kind: 'subbrand'; subbrandId: string | null; brandId: string | null }
  | { kind: 'status'; status: number }
  | { kind: 'tags'; tags: string[]; mode: 'replace' | 'add' | 'remove' };

export interface ChangeContext {
  attributes: Map<string, ResolvedAttribute>;
  brands: Map<string, BrandRow>;
}

/** Where a change came from in the request body, so an error names the field ("data.0.fieldValue"). */
export interface ChangePath {
  code: string;
  value: string;
}

const LOOKUP_NOUN: Record<string, string> = {
  brands: 'brand',
  subbrands: 'sub-brand',
  categories: 'leaf category',
  seasons: 'season',
  suppliers: 'supplier',
  countries: 'country',
  collections: 'collection',
};

/**
 * Each attribute's value rule and option keys, built once per meta-info object (meta-info objects are
 * rebuilt only when the metadata changes): an import validates 100,000 rows by the same few rules,
 * and building a zod schema per value cost more than the rest of the row.
 */
const compiledRules = new WeakMap<ResolvedAttribute['meta'], { schema: ReturnType<typeof attributeValueSchema>; keys: Set<string> }>();

function rulesOf(meta: ResolvedAttribute['meta']) {
  let rules = compiledRules.get(meta);
  if (!rules) {
    rules = { schema: attributeValueSchema(meta), keys: new Set(meta.options.map((o) => o.key)) };
    compiledRules.set(meta, rules);
  }
  return rules;
}

export const normaliseTags = (text: string) => [...new Set(text.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean))];

/**
 * Validates one (fieldCode, fieldValue) against meta-info — bulk-editable, input type, options
 * (lookups resolved from the database), validations — and turns it into a FieldChange. Problems are
 * pushed to `errors` as "<path>: message"; the result is null then.
 */
export function resolveChange(
  ctx: ChangeContext,
  fieldCode: string,
  fieldValue: string,
  path: ChangePath,
  errors: string[],
): FieldChange | null {
  const attr = ctx.attributes.get(fieldCode.trim().toLowerCase());
  if (!attr) {
    errors.push(`${path.code}: no attribute has code ${fieldCode} (see meta-info)`);
    return null;
  }
  const { meta, core } = attr;
  if (!meta.isBulkEditable) {
    errors.push(`${path.code}: ${meta.fieldCode} cannot be bulk-updated (isBulkEditable is false)`);
    return null;
  }
  const value = fieldValue.trim();
  const rules = rulesOf(meta);
  const lookup = core?.storage.kind === 'reference' ? core.storage.lookup : core?.storage.kind === 'category' ? 'categories' : null;
  if (lookup && value !== '' && !rules.keys.has(value)) {
    const noun = LOOKUP_NOUN[lookup];
    errors.push(`${path.value}: no ${noun} has ${lookup === 'countries' ? 'code' : 'id'} ${value}`);
    return null;
  }
  const parsed = rules.schema.safeParse(fieldValue);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors.push(`${path.value}: ${issue.message}`);
    return null;
  }
  if (!core) return { kind: 'custom', code: meta.fieldCode, value: value === '' ? null : value };

  const storage = core.storage;
  switch (storage.kind) {
    case 'text':
      // Rich text (inputType 3, the description) is stored sanitised, whichever way it was written.
      return { kind: 'column', column: storage.column, type: 'text', value: meta.inputType === 3 ? sanitiseRichText(value) : value };
    case 'integer':
      if (storage.column === 'status') return { kind: 'status', status: Number(value) };
      return { kind: 'column', column: storage.column, type: 'integer', value: value === '' ? 0 : Number(value) };
    case 'decimal':
      return { kind: 'column', column: storage.column, type: 'numeric', value: value === '' ? '0' : value };
    case 'boolean':
      return { kind: 'column', column: storage.column, type: 'boolean', value: value === 'true' };
    case 'date':
      return { kind: 'column', column: storage.column, type: 'timestamptz', value: value === '' ? null : `${value}T00:00:00Z` };
    case 'reference':
      if (storage.column === 'brand_id') return { kind: 'brand', brandId: value || null };
      if (storage.column === 'subbrand_id')
        return { kind: 'subbrand', subbrandId: value || null, brandId: value ? (ctx.brands.get(value)?.parentId ?? null) : null };
      // Country codes are text; the other references are Guids.
      return { kind: 'column', column: storage.column, type: lookup === 'countries' ? 'text' : 'uuid', value: value || (lookup === 'countries' ? '' : null) };
    case 'category':
      if (value === '') {
        errors.push(`${path.value}: a product always has a default category; it cannot be cleared`);
        return null;
      }
      return { kind: 'category', categoryId: value };
    case 'tags':
      return { kind: 'tags', tags: normaliseTags(value), mode: 'replace' };
    case 'collections':
      // Not bulk-editable (meta-info says so): collections are added with bulk-update/collection.
      errors.push(`${path.code}: ${meta.fieldCode} cannot be bulk-updated; use bulk-update/collection`);
      return null;
  }
}

export const CAST: Record<Extract<FieldChange, { kind: 'column' }>['type'], string> = {
  text: 'text',
  integer: 'integer',
  numeric: 'numeric',
  boolean: 'boolean',
  timestamptz: 'timestamptz',
  uuid: 'uuid',
};

/**
 * The SET list of the products row (aliased `p`) for these changes: one builder for bulk updates and
 * single-product edits alike.
 */
export function changeAssignments(changes: FieldChange[]): SQL[] {
  const out: SQL[] = [];
  const customSet: Record<string, string> = {};
  const customRemoved: string[] = [];
  for (const c of changes) {
    switch (c.kind) {
      case 'column':
        out.push(sql`${sql.identifier(c.column)} = ${c.value === null ? null : String(c.value)}::${sql.raw(CAST[c.type])}`);
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
            : c.mode === 'remove'
              ? sql`tags = array(select t from unnest(p.tags) with ordinality u(t, n) where t <> all(${textArray(c.tags)}) order by n)`
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

/**
 * The columns of a new products row for these changes (a created product): the same values as
 * changeAssignments, with the row's defaults where an assignment reads the row it changes, so a new
 * product is written by one INSERT instead of an INSERT and an UPDATE of the same row.
 */
export function insertAssignments(changes: FieldChange[]): Map<string, SQL> {
  const out = new Map<string, SQL>();
  const custom: Record<string, string> = {};
  for (const c of changes) {
    switch (c.kind) {
      case 'column':
        out.set(c.column, sql`${c.value === null ? null : String(c.value)}::${sql.raw(CAST[c.type])}`);
        break;
      case 'custom':
        if (c.value !== null) custom[c.code] = c.value;
        break;
      case 'brand':
        out.set('brand_id', sql`${c.brandId}::uuid`);
        break;
      case 'subbrand':
        out.set('subbrand_id', sql`${c.subbrandId}::uuid`);
        if (c.brandId) out.set('brand_id', sql`${c.brandId}::uuid`);
        break;
      case 'status':
        out.set('status', sql`${c.status}::integer`);
        out.set('published_at', sql`case when ${c.status}::integer = 2 then now() end`);
        break;
      case 'tags':
        out.set('tags', sql`${textArray(c.tags)}`);
        break;
      case 'category':
        out.set('default_category_id', sql`${c.categoryId}::uuid`);
        break;
    }
  }
  if (Object.keys(custom).length) out.set('custom_attributes', sql`${JSON.stringify(custom)}::jsonb`);
  return out;
}

/** Which field a change writes: `column:<column>`, `custom:<code>`, or its kind. */
export const fieldKey = (c: FieldChange) => (c.kind === 'column' ? `column:${c.column}` : c.kind === 'custom' ? `custom:${c.code}` : c.kind);

/** A change's values in slot order (a sub-brand carries its brand too), as text for the recordset. */
export function valuesOf(c: FieldChange): (string | null)[] {
  switch (c.kind) {
    case 'column':
      return [c.value === null ? null : String(c.value)];
    case 'custom':
      return [c.value];
    case 'brand':
      return [c.brandId];
    case 'subbrand':
      return [c.subbrandId, c.brandId];
    case 'status':
      return [String(c.status)];
    case 'tags':
      return [JSON.stringify(c.tags)];
    case 'category':
      return [c.categoryId];
  }
}

/**
 * The SET list of the products row `p` for one shape of changes, each value from the jsonb recordset
 * row `v` in valuesOf's slot order: the set-based writes of an import batch and of the grid's
 * per-product call. `custom`: 'merge' keeps what a value does not name (an import's empty cell changes
 * nothing); 'set-or-remove' removes an attribute whose value is empty (as a bulk call does).
 */
export function recordsetAssignments(template: FieldChange[], custom: 'merge' | 'set-or-remove'): SQL[] {
  const out: SQL[] = [];
  const customSet: SQL[] = [];
  const customRemoved: SQL[] = [];
  let slot = 0;
  const next = () => sql.raw(`v.c${slot++}`);
  for (const c of template) {
    switch (c.kind) {
      case 'column':
        out.push(sql`${sql.identifier(c.column)} = ${next()}::${sql.raw(CAST[c.type])}`);
        break;
      case 'custom': {
        const value = next();
        customSet.push(sql`${c.code}::text, ${value}`);
        customRemoved.push(sql`case when ${value} is null then ${c.code}::text end`);
        break;
      }
      case 'brand': {
        const brand = next();
        out.push(sql`brand_id = ${brand}::uuid`);
        // The sub-brand stays when it belongs to the new brand. Tested only for products that have one:
        // the sub-select runs per row here (the brand differs by row), ~40 µs each.
        out.push(sql`subbrand_id = case when p.subbrand_id is not null and p.subbrand_id in (select b.id from brands b where b.parent_id = ${brand}::uuid) then p.subbrand_id end`);
        break;
      }
      case 'subbrand': {
        const sub = next();
        const brand = next();
        out.push(sql`subbrand_id = ${sub}::uuid`);
        out.push(sql`brand_id = coalesce(${brand}::uuid, p.brand_id)`);
        break;
      }
      case 'status': {
        const status = next();
        out.push(sql`status = ${status}::integer`);
        out.push(sql`published_at = case when ${status}::integer = 2 then coalesce(p.published_at, now()) else p.published_at end`);
        break;
      }
      case 'tags':
        out.push(sql`tags = array(select jsonb_array_elements_text(${next()}::jsonb))`);
        break;
      case 'category':
        out.push(sql`default_category_id = ${next()}::uuid`);
        break;
    }
  }
  if (customSet.length && custom === 'merge')
    out.push(sql`custom_attributes = p.custom_attributes || jsonb_build_object(${sql.join(customSet, sql`, `)})`);
  else if (customSet.length)
    out.push(sql`custom_attributes = (p.custom_attributes || jsonb_strip_nulls(jsonb_build_object(${sql.join(customSet, sql`, `)})))
      - array_remove(array[${sql.join(customRemoved, sql`, `)}], null)`);
  return out;
}
