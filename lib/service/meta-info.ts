import type { Db } from '@/lib/db';
import type { AttributeMeta, KeyValue } from '@/lib/api/schemas/attributes';
import { countryOptions } from '@/lib/api/schemas/countries';
import { brandLookup, categoryLookup, collectionLookup, customAttributeLookup, seasonLookup, supplierLookup } from './lookups';
import { CORE_FIELDS, type CoreField, type LookupName } from './product-fields';

/** One attribute as bulk update and Product Data see it: its metadata, and for core fields the storage. */
export interface ResolvedAttribute {
  meta: AttributeMeta;
  core: CoreField | null;
}

let countries: KeyValue[] | undefined;

const byValue = (a: KeyValue, b: KeyValue) => a.value.localeCompare(b.value);

/** Options of the lookup fields, read from the cached reference tables. */
async function lookupOptions(db: Db): Promise<Record<LookupName, KeyValue[]>> {
  const [brands, categories, seasons, suppliers, collections] = await Promise.all([
    brandLookup(db),
    categoryLookup(db),
    seasonLookup(db),
    supplierLookup(db),
    collectionLookup(db),
  ]);
  const all = [...brands.values()];
  countries ??= countryOptions();
  return {
    brands: all.filter((b) => !b.parentId).map((b) => ({ key: b.id, value: b.name })).sort(byValue),
    subbrands: all
      .filter((b) => b.parentId)
      .map((b) => ({ key: b.id, value: `${brands.get(b.parentId!)?.name ?? ''} › ${b.name}` }))
      .sort(byValue),
    // Products sit in leaf categories: those are the choices, named by their whole path.
    categories: [...categories.values()].filter((c) => c.isLeaf).map((c) => ({ key: c.id, value: c.path })).sort(byValue),
    seasons: [...seasons.values()].map((s) => ({ key: s.id, value: s.name })),
    suppliers: [...suppliers.values()].map((s) => ({ key: s.id, value: s.name })).sort(byValue),
    countries,
    collections: [...collections.values()].map((c) => ({ key: c.id, value: c.name })),
  };
}

function lookupOf(field: CoreField): LookupName | null {
  if (field.storage.kind === 'reference') return field.storage.lookup;
  if (field.storage.kind === 'category') return 'categories';
  if (field.storage.kind === 'collections') return 'collections';
  return null;
}

/**
 * GET /api/v1/meta-info: the core fields (in their order in product-fields.ts) then the custom
 * attributes of the `attributes` table, each with its options resolved.
 */
export async function listAttributeMeta(db: Db): Promise<AttributeMeta[]> {
  const [options, custom] = await Promise.all([lookupOptions(db), customAttributeLookup(db)]);
  const core = CORE_FIELDS.map(
    (f, i): AttributeMeta => ({
      fieldCode: f.fieldCode,
      fieldName: f.fieldName,
      fieldGroup: f.fieldGroup,
      defaultValue: f.defaultValue ?? '',
      info1: f.info1 ?? '',
      info2: '',
      info3: '',
      displayOrder: (i + 1) * 10,
      inputType: f.inputType,
      options: f.options ?? (lookupOf(f) ? options[lookupOf(f)!] : []),
      isCustom: false,
      isRequired: f.isRequired ?? false,
      isSearchable: f.isSearchable ?? false,
      isBulkEditable: f.isBulkEditable,
      validations: f.validations,
      searchType: f.searchType ?? 3,
    }),
  );
  const customMeta = [...custom.values()].map(
    (a): AttributeMeta => ({
      fieldCode: a.fieldCode,
      fieldName: a.fieldName,
      fieldGroup: a.fieldGroup,
      defaultValue: a.defaultValue,
      info1: a.info1,
      info2: a.info2,
      info3: a.info3,
      displayOrder: a.displayOrder,
      inputType: a.inputType,
      options: a.options ?? [],
      isCustom: true,
      isRequired: a.isRequired,
      isSearchable: a.isSearchable,
      isBulkEditable: a.isBulkEditable,
      validations: a.validations,
      searchType: a.searchType,
    }),
  );
  return [...core, ...customMeta];
}

/** The cached reference tables the metadata is built from: a reload of any gives a new value. */
const sources = (db: Db) =>
  Promise.all([brandLookup(db), categoryLookup(db), seasonLookup(db), supplierLookup(db), collectionLookup(db), customAttributeLookup(db)]);

/**
 * The last map built and what it was built from. Every product write validates against it; building
 * it (options of every lookup, sorted by name) cost more than the write's SQL, so it is rebuilt only
 * when one of its reference tables was reloaded (a write to them invalidates their cache).
 */
let built: { from: unknown[]; byCode: Map<string, ResolvedAttribute> } | undefined;

/** Every attribute by lower-cased field code (codes are matched case-insensitively). Read only: it is shared. */
export async function attributesByCode(db: Db): Promise<Map<string, ResolvedAttribute>> {
  const from = await sources(db);
  if (built && from.every((v, i) => v === built!.from[i])) return built.byCode;
  const metas = await listAttributeMeta(db);
  const coreByCode = new Map(CORE_FIELDS.map((f) => [f.fieldCode, f]));
  const byCode = new Map(metas.map((meta) => [meta.fieldCode.toLowerCase(), { meta, core: meta.isCustom ? null : (coreByCode.get(meta.fieldCode) ?? null) }]));
  built = { from, byCode };
  return byCode;
}
