import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { uuidArray, textArray } from '@/lib/db/arrays';
import { conflict, invalid, notFound } from '@/lib/errors';
import {
  ATTRIBUTE_FIELD_PREFIX,
  TEXT_ATTRIBUTE_TYPES,
  TRANSLATABLE_FIELDS,
  TRANSLATED_SLUG,
  OPTION_FIELD_PREFIX,
  translationsUpdateSchema,
  type TranslatableKind,
  type Translations,
  type TranslationsUpdate,
} from '@/lib/api/schemas/translations';
import type { HistoryEntity } from '@/lib/api/schemas/history';
import { recordChanges, type Actor } from './history';
import { invalidate } from './cache';
import { sanitiseRichText } from './rich-text';
import { SEARCH_CACHE_PREFIX } from './catalog-search/dictionary';
import { patchLocaleWords } from './catalog-search/facts';
import { describeLocales, localeTag, locales, requireLocale, searchConfigOfSql, type Locale } from './locales';

/**
 * Translated content (issue 38, docs/locales.md): reading and writing a record's translations, and
 * applying them to what the v2 storefront reads. A record's own columns hold the default locale's
 * text; a translation row overrides one field in one locale, and a field without one falls back to
 * the record's own text — field by field.
 */
interface KindTable {
  table: SQL;
  key: SQL;
  source: SQL;
  /** The source table's key column, and its type (attributes are keyed by field code). */
  id?: { column: SQL; type: 'text' };
  /** Field → the record's column of the default locale's text. */
  columns: Record<string, string>;
  history?: HistoryEntity;
}

/** A product's translatable core fields and the products column of each one's default-locale text. */
export const PRODUCT_TRANSLATED_COLUMNS = {
  name: 'name',
  shortDescription: 'short_description',
  description: 'description',
  metaTitle: 'meta_title',
  metaDescription: 'meta_description',
  metaKeywords: 'meta_keywords',
  seoUrl: 'seo_url',
} as const;

const KINDS: Record<TranslatableKind, KindTable> = {
  product: {
    table: sql.raw('product_translations'),
    key: sql.raw('product_id'),
    source: sql.raw('products'),
    columns: PRODUCT_TRANSLATED_COLUMNS,
    history: 'product',
  },
  category: {
    table: sql.raw('category_translations'),
    key: sql.raw('category_id'),
    source: sql.raw('categories'),
    columns: { name: 'name', description: 'description', metaTitle: 'meta_title', metaDescription: 'meta_description' },
    history: 'category',
  },
  brand: { table: sql.raw('brand_translations'), key: sql.raw('brand_id'), source: sql.raw('brands'), columns: { name: 'name', description: 'description' } },
  collection: { table: sql.raw('collection_translations'), key: sql.raw('collection_id'), source: sql.raw('collections'), columns: { name: 'name' } },
  attribute: {
    table: sql.raw('attribute_translations'),
    key: sql.raw('field_code'),
    source: sql.raw('attributes'),
    id: { column: sql.raw('field_code'), type: 'text' },
    columns: { fieldName: 'field_name' },
  },
};

/** The custom text attributes a product's translations may hold (`attribute.<code>`), in meta-info's order, and which are rich text. */
async function textAttributes(db: Db | Tx): Promise<{ code: string; rich: boolean }[]> {
  const rows = await db.execute<{ field_code: string; input_type: number }>(sql`
    select field_code, input_type from attributes where is_custom and input_type = any(${sql.raw(`array[${TEXT_ATTRIBUTE_TYPES.join(',')}]`)})
    order by display_order, field_code`);
  return rows.rows.map((r) => ({ code: r.field_code, rich: Number(r.input_type) === RICH_TEXT_INPUT_TYPE }));
}

/** Meta-info's RichText input type: such a field's HTML is sanitised on every write (lib/service/rich-text.ts). */
const RICH_TEXT_INPUT_TYPE = 3;

/** The record's translatable fields and each one's text in the default locale; null when there is no such record. */
async function sourceOf(
  db: Db | Tx,
  kind: TranslatableKind,
  id: string,
): Promise<{ fields: string[]; source: Record<string, string>; rich: Set<string> } | null> {
  const k = KINDS[kind];
  const attributes = kind === 'product' ? await textAttributes(db) : [];
  const columns = Object.entries(k.columns).map(([field, column]) => sql`${sql.raw(column)} as ${sql.identifier(field)}`);
  if (kind === 'product') columns.push(sql`custom_attributes`);
  if (kind === 'attribute') columns.push(sql`options`);
  const rows = await db.execute<Record<string, unknown>>(sql`select ${sql.join(columns, sql`, `)} from ${k.source} where ${k.id?.column ?? sql`id`} = ${id}`);
  const row = rows.rows[0];
  if (!row) return null;
  const source: Record<string, string> = {};
  for (const field of Object.keys(k.columns)) source[field] = String(row[field] ?? '');
  const custom = (row.custom_attributes ?? {}) as Record<string, string>;
  for (const { code } of attributes) source[`${ATTRIBUTE_FIELD_PREFIX}${code}`] = String(custom[code] ?? '');
  const options = ((row.options ?? []) as { key: string; value: string }[]).map((o) => [`${OPTION_FIELD_PREFIX}${o.key}`, o.value] as const);
  for (const [field, label] of options) source[field] = label;
  // A product's description (RichText in meta-info) and rich-text attributes are HTML the storefront renders.
  const rich = new Set(kind === 'product' ? ['description', ...attributes.filter((a) => a.rich).map((a) => `${ATTRIBUTE_FIELD_PREFIX}${a.code}`)] : []);
  return {
    fields: [...TRANSLATABLE_FIELDS[kind], ...attributes.map((a) => `${ATTRIBUTE_FIELD_PREFIX}${a.code}`), ...options.map(([field]) => field)],
    source,
    rich,
  };
}

const missing = (kind: TranslatableKind, id: string) =>
  kind === 'attribute'
    ? notFound('The attribute was not found', [`code: no attribute has field code ${id} (see meta-info)`])
    : notFound(`The ${kind} was not found`, [`id: no ${kind} has id ${id}`]);

/** GET /api/v1/{kind}/{id}/translations (an attribute: /api/v1/meta-info/{code}/translations). */
export async function getTranslations(db: Db | Tx, kind: TranslatableKind, id: string): Promise<Translations> {
  const [all, found] = await Promise.all([locales(db), sourceOf(db, kind, id)]);
  if (!found) throw missing(kind, id);
  const k = KINDS[kind];
  const rows = await db.execute<{ locale: string; field: string; value: string }>(
    sql`select locale, field, value from ${k.table} where ${k.key} = ${id} order by locale, field`,
  );
  const others = all.enabled.filter((l) => l.culture !== all.default.culture);
  const translations: Record<string, Record<string, string>> = Object.fromEntries(others.map((l) => [l.culture, {}]));
  // Rows of a locale no longer enabled are kept (enabling it again brings them back) but not shown.
  for (const r of rows.rows) if (translations[r.locale] && found.fields.includes(r.field)) translations[r.locale][r.field] = r.value;
  return {
    id,
    defaultLocale: all.default.culture,
    locales: [all.default.culture, ...others.map((l) => l.culture)],
    fields: found.fields,
    source: found.source,
    translations,
  };
}

/**
 * PUT /api/v1/{kind}/{id}/translations: sets (or with '' / null removes) fields of one non-default
 * locale, all or nothing. A product's slug must not be another product's in that locale (its
 * translated one, or its own where it has none there): 409.
 */
export async function putTranslations(db: Db, kind: TranslatableKind, id: string, input: TranslationsUpdate, actor: Actor): Promise<Translations> {
  const body = translationsUpdateSchema.parse(input);
  const { locale, all } = await requireLocale(db, body.locale, 'locale');
  if (locale.culture === all.default.culture)
    throw invalid(
      [`locale: ${locale.culture} is the default language, whose text is the ${kind}'s own fields; translate into ${describeLocales({ ...all, enabled: all.enabled.filter((l) => l.culture !== locale.culture) }) || 'another enabled language'}`],
      'The default language is not translated',
    );
  const k = KINDS[kind];
  const out = await db.transaction(async (tx) => {
    const found = await sourceOf(tx, kind, id);
    if (!found) throw missing(kind, id);
    const errors: string[] = [];
    const changes = new Map<string, string | null>();
    for (const [field, raw] of Object.entries(body.fields)) {
      if (!found.fields.includes(field)) {
        errors.push(`fields.${field}: not a translatable field of a ${kind}; translatable: ${found.fields.join(', ')}`);
        continue;
      }
      let value = raw === null ? '' : field === 'seoUrl' ? raw.trim().toLowerCase() : found.rich.has(field) ? sanitiseRichText(raw) : raw;
      if (field === 'name' && raw !== null && raw !== '' && raw.trim() === '') errors.push(`fields.name: must not be blank (send '' to remove the translation)`);
      if (field === 'seoUrl' && value !== '' && !TRANSLATED_SLUG.test(value)) errors.push(`fields.seoUrl: '${raw}' is not a slug (lower-case letters and digits joined by single hyphens)`);
      if (field === 'name') value = value.trim();
      changes.set(field, value === '' ? null : value);
    }
    if (errors.length) throw invalid(errors, 'The translations are not valid');
    const slug = changes.get('seoUrl');
    if (kind === 'product' && slug) await refuseSlugClash(tx, id, locale, slug);

    const before = await tx.execute<{ field: string; value: string }>(
      sql`select field, value from ${k.table} where ${k.key} = ${id} and locale = ${locale.culture} for update`,
    );
    const old = new Map(before.rows.map((r) => [r.field, r.value]));
    const set = [...changes].filter((c): c is [string, string] => c[1] !== null);
    const removed = [...changes].filter(([, v]) => v === null).map(([f]) => f);
    if (set.length)
      await tx.execute(sql`
        insert into ${k.table} (${k.key}, locale, field, value, updated_by)
        select ${k.id ? sql`${id}` : sql`${id}::uuid`}, ${locale.culture}, f, v, ${actor.id} from unnest(${textArray(set.map((s) => s[0]))}, ${textArray(set.map((s) => s[1]))}) as x(f, v)
        on conflict (${k.key}, locale, field) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by
        where ${k.table}.value is distinct from excluded.value`);
    if (removed.length) await tx.execute(sql`delete from ${k.table} where ${k.key} = ${id} and locale = ${locale.culture} and field = any(${textArray(removed)})`);
    const changed = [...changes].filter(([f, v]) => (old.get(f) ?? null) !== v);
    if (k.history && changed.length)
      await recordChanges(
        tx,
        k.history,
        id,
        changed.map(([f, v]) => ({ field: `translation.${locale.culture}.${f}`, before: old.get(f) ?? null, after: v })),
        actor,
      );
    if (kind === 'product') {
      const master = await tx.execute<{ id: string }>(sql`select coalesce(parent_id, id) as id from products where id = ${id}`);
      await patchLocaleWords(tx, master.rows.map((r) => r.id));
    }
    return getTranslations(tx, kind, id);
  });
  // The search labels (names of brands, categories, collections, attributes per locale) are read anew
  // once the change is committed: dropped earlier, a read between could cache the old names again.
  if (kind !== 'product') invalidate(SEARCH_CACHE_PREFIX);
  return out;
}

async function refuseSlugClash(tx: Tx, id: string, locale: Locale, slug: string): Promise<void> {
  // Two writers of the same slug at once: the second waits and then sees the first's.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-slug:${locale.culture}:${slug}`}))`);
  const clash = await tx.execute<{ stock_code: string }>(sql`
    select p.stock_code from product_translations t join products p on p.id = t.product_id
    where t.locale = ${locale.culture} and t.field = 'seoUrl' and t.value = ${slug} and t.product_id <> ${id}
    union all
    select p.stock_code from products p
    where p.seo_url = ${slug} and p.id <> ${id}
      and not exists (select 1 from product_translations t where t.product_id = p.id and t.locale = ${locale.culture} and t.field = 'seoUrl')
    limit 1`);
  if (clash.rows[0])
    throw conflict(`The slug is taken in ${locale.culture}`, [`fields.seoUrl: '${slug}' is already the slug of ${clash.rows[0].stock_code} in ${locale.culture}`]);
}

/** The translated fields of products in one locale: product id → field → text. */
export async function productTranslationsIn(db: Db, productIds: string[], locale: Locale): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  if (productIds.length === 0) return out;
  const rows = await db.execute<{ product_id: string; field: string; value: string }>(sql`
    select product_id, field, value from product_translations where product_id = any(${uuidArray(productIds)}) and locale = ${locale.culture}`);
  for (const r of rows.rows) {
    if (!out.has(r.product_id)) out.set(r.product_id, new Map());
    out.get(r.product_id)!.set(r.field, r.value);
  }
  return out;
}

/** The products whose slug in a locale is `slug` (their translated one); the caller falls back to the own slugs. */
export async function productIdBySlugIn(db: Db, slug: string, locale: Locale, inactiveToo = false): Promise<string | undefined> {
  const rows = await db.execute<{ id: string }>(sql`
    select t.product_id as id from product_translations t join products p on p.id = t.product_id
    where t.locale = ${locale.culture} and t.field = 'seoUrl' and t.value = ${slug}${inactiveToo ? sql`` : sql` and p.is_active`}
    order by p.iid limit 1`);
  return rows.rows[0]?.id;
}

/**
 * Free text in a locale as a query of the facts' translated words (catalog_search_facts.locale_words):
 * the text stemmed by the locale's language, each word tagged with the locale and matched as a prefix,
 * all words required — as the default search treats its own words.
 */
export function localeTextQuery(locale: Locale, text: string): SQL {
  return sql`(select string_agg(quote_literal(${localeTag(locale.culture)} || lexeme) || ':*', ' & ')
    from unnest(to_tsvector(${searchConfigOfSql(locale)}, ${text})))::tsquery`;
}
