import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { cached } from '../cache';
import { FACET_INPUT_TYPES } from './facts';
import type { Locale } from '../locales';

/**
 * What the search needs to turn request values into facet tokens and tokens back into labelled facet
 * items: the facet-value dictionary (per facts generation) and the names of brands, categories,
 * collections and facetable attributes (short-lived, since a rename does not touch the facts).
 */
export const SEARCH_CACHE_PREFIX = 'catalog-search:';
const LABELS_TTL_MS = 60_000;
const DICTIONARY_TTL_MS = 10 * 60_000;

export type FacetValue = {
  id: number;
  facet: string;
  value: string;
  label: string;
}

export interface Dictionary {
  byId: Map<number, FacetValue>;
  /** `${facet}\u0000${value}` → token. */
  byKey: Map<string, number>;
}

export const dictKey = (facet: string, value: string) => `${facet}\u0000${value}`;

export function facetDictionary(db: Db, generation: number): Promise<Dictionary> {
  return cached(`${SEARCH_CACHE_PREFIX}dictionary:g${generation}`, DICTIONARY_TTL_MS, async () => {
    const rows = await db.execute<FacetValue>(sql`select id, facet, value, label from catalog_facet_values`);
    const byId = new Map<number, FacetValue>();
    const byKey = new Map<string, number>();
    for (const r of rows.rows) {
      byId.set(r.id, r);
      byKey.set(dictKey(r.facet, r.value), r.id);
    }
    return { byId, byKey };
  });
}

export type BrandLabel = {
  id: string;
  iid: number;
  code: string;
  name: string;
  slug: string;
  logo: string;
  description: string;
  parentId: string | null;
  isActive: boolean;
}

export interface CategoryLabel {
  id: string;
  code: string;
  name: string;
  slug: string;
  parentId: string | null;
  displayOrder: number;
  level: number;
  /** Top-level ancestor (itself at level 1). */
  rootId: string;
  /**
   * How a facet item names it: its name, or where another category has the same name its path from
   * the top ("Women › Clothing"), so that no two items read alike.
   */
  label: string;
}

export interface AttributeLabel {
  fieldCode: string;
  fieldName: string;
  inputType: number;
  displayOrder: number;
  options: Map<string, string>;
  /** Select, MultiSelect and Boolean attributes are facets. */
  isFacet: boolean;
}

export interface Labels {
  brands: Map<string, BrandLabel>;
  categories: Map<string, CategoryLabel>;
  collections: Map<string, { id: string; name: string; slug: string }>;
  /** Facetable custom attributes by lower-cased code. */
  attributes: Map<string, AttributeLabel>;
  /** Every custom attribute by its code. */
  allAttributes: Map<string, AttributeLabel>;
}

/**
 * The labels in a locale (null: the default locale, the records' own text): names and descriptions
 * translated field by field where the locale has its own (lib/service/translations.ts), the others
 * as they are. Cached per locale.
 */
export function searchLabels(db: Db, locale: Locale | null = null): Promise<Labels> {
  return cached(`${SEARCH_CACHE_PREFIX}labels${locale ? `:${locale.culture}` : ''}`, LABELS_TTL_MS, async () => {
    const [brands, categories, collections, attributes, translated] = await Promise.all([
      db.execute<BrandLabel & { parent_id: string | null }>(
        sql`select id, iid, code, name, slug, logo, description, parent_id, is_active as "isActive" from brands order by name`,
      ),
      db.execute<{ id: string; code: string; name: string; slug: string; parent_id: string | null; display_order: number }>(
        sql`select id, code, name, slug, parent_id, display_order from categories order by display_order, name`,
      ),
      db.execute<{ id: string; name: string; slug: string }>(sql`select id, name, slug from collections order by name`),
      db.execute<{ field_code: string; field_name: string; input_type: number; display_order: number; options: { key: string; value: string }[] }>(
        sql`select field_code, field_name, input_type, display_order, options from attributes where is_custom order by display_order`,
      ),
      locale ? labelTranslations(db, locale) : null,
    ]);
    if (translated) {
      const overlay = <T extends { name: string; description?: string }>(rows: (T & { id: string })[], of: Map<string, Map<string, string>>) => {
        for (const row of rows) {
          const t = of.get(row.id);
          if (!t) continue;
          row.name = t.get('name') ?? row.name;
          if (row.description !== undefined) row.description = t.get('description') ?? row.description;
        }
      };
      overlay(brands.rows, translated.brand_translations);
      overlay(categories.rows, translated.category_translations);
      overlay(collections.rows, translated.collection_translations);
      for (const a of attributes.rows) {
        const t = translated.attribute_translations.get(a.field_code);
        if (!t) continue;
        a.field_name = t.get('fieldName') ?? a.field_name;
        a.options = (a.options ?? []).map((o) => ({ key: o.key, value: t.get(`option.${o.key}`) ?? o.value }));
      }
    }
    const categoryRows = new Map(categories.rows.map((c) => [c.id, c]));
    const depth = (id: string): { level: number; rootId: string } => {
      let level = 1;
      let current = categoryRows.get(id);
      while (current?.parent_id && level < 100) {
        level++;
        current = categoryRows.get(current.parent_id);
      }
      return { level, rootId: current?.id ?? id };
    };
    const attributeLabels: AttributeLabel[] = attributes.rows.map((a) => ({
      fieldCode: a.field_code,
      fieldName: a.field_name,
      inputType: a.input_type,
      displayOrder: a.display_order,
      options: new Map((a.options ?? []).map((o) => [o.key.toLowerCase(), o.value])),
      isFacet: (FACET_INPUT_TYPES as readonly number[]).includes(a.input_type),
    }));
    const sameName = new Map<string, number>();
    for (const c of categories.rows) sameName.set(c.name.toLowerCase(), (sameName.get(c.name.toLowerCase()) ?? 0) + 1);
    const path = (id: string): string => {
      const names: string[] = [];
      for (let c = categoryRows.get(id); c && names.length < 100; c = c.parent_id ? categoryRows.get(c.parent_id) : undefined) names.unshift(c.name);
      return names.join(' \u203a ');
    };
    return {
      brands: new Map(brands.rows.map((b) => [b.id, { ...b, iid: Number(b.iid), parentId: b.parent_id }])),
      categories: new Map(
        categories.rows.map((c) => [
          c.id,
          {
            id: c.id,
            code: c.code,
            name: c.name,
            slug: c.slug,
            parentId: c.parent_id,
            displayOrder: c.display_order,
            ...depth(c.id),
            label: (sameName.get(c.name.toLowerCase()) ?? 0) > 1 ? path(c.id) : c.name,
          },
        ]),
      ),
      collections: new Map(collections.rows.map((c) => [c.id, c])),
      attributes: new Map(attributeLabels.filter((a) => a.isFacet).map((a) => [a.fieldCode.toLowerCase(), a])),
      allAttributes: new Map(attributeLabels.map((a) => [a.fieldCode, a])),
    };
  });
}

const LABEL_TRANSLATIONS = {
  brand_translations: 'brand_id',
  category_translations: 'category_id',
  collection_translations: 'collection_id',
  attribute_translations: 'field_code',
} as const;

/** One locale's translated names and descriptions of brands, categories, collections and attributes: table → id → field → text. */
async function labelTranslations(db: Db, locale: Locale) {
  const entries = await Promise.all(
    Object.entries(LABEL_TRANSLATIONS).map(async ([table, key]) => {
      const rows = await db.execute<{ id: string; field: string; value: string }>(
        sql`select ${sql.raw(key)} as id, field, value from ${sql.raw(table)} where locale = ${locale.culture}`,
      );
      const byId = new Map<string, Map<string, string>>();
      for (const r of rows.rows) {
        if (!byId.has(r.id)) byId.set(r.id, new Map());
        byId.get(r.id)!.set(r.field, r.value);
      }
      return [table, byId] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof LABEL_TRANSLATIONS, Map<string, Map<string, string>>>;
}
