import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import { countryName, isCountryCode } from '@/lib/api/schemas/countries';

/**
 * The reference data a label needs to name an id or a code: what the page loaded from the service
 * (lib/api/labels.ts), plain data that server and client code alike can read. Every part is optional:
 * a label without its reference falls back to the code, never fails.
 */
export interface LabelReferences {
  priceLists?: { id: string; code: string; name: string; currencyCode: string }[];
  warehouses?: { id: string; code: string; name: string }[];
  /** Meta-info: each attribute's name, input type and the options of lookups (brands, categories, suppliers, seasons, countries). */
  attributes?: Pick<AttributeMeta, 'fieldCode' | 'fieldName' | 'inputType' | 'options'>[];
  /** Every category (not only the leaves meta-info offers), by id. */
  categories?: { id: string; name: string }[];
  /** Master data of coded fields (businessType, title, gender, companyUserRole): value → text. */
  masterData?: Record<string, { value: string; label: string }[]>;
  /** Channels by id (a product's history names them as channels.<id>). */
  channels?: { id: string; code: string; name: string }[];
}

interface Indexed {
  priceListsByCode: Map<string, NonNullable<LabelReferences['priceLists']>[number]>;
  priceListsById: Map<string, NonNullable<LabelReferences['priceLists']>[number]>;
  warehousesByCode: Map<string, string>;
  warehousesById: Map<string, string>;
  attributes: Map<string, NonNullable<LabelReferences['attributes']>[number] & { optionNames: Map<string, string> }>;
  categories: Map<string, string>;
  masterData: Map<string, Map<string, string>>;
}

// Built once per references object: a history page names hundreds of values from the same data.
const indexes = new WeakMap<LabelReferences, Indexed>();

export function indexed(refs: LabelReferences): Indexed {
  let index = indexes.get(refs);
  if (index) return index;
  const lists = refs.priceLists ?? [];
  index = {
    priceListsByCode: new Map(lists.map((l) => [l.code.toUpperCase(), l])),
    priceListsById: new Map(lists.map((l) => [l.id.toLowerCase(), l])),
    warehousesByCode: new Map((refs.warehouses ?? []).map((w) => [w.code.toUpperCase(), w.name])),
    warehousesById: new Map((refs.warehouses ?? []).map((w) => [w.id.toLowerCase(), w.name])),
    attributes: new Map(
      (refs.attributes ?? []).map((a) => [a.fieldCode.toLowerCase(), { ...a, optionNames: new Map(a.options.map((o) => [o.key.toLowerCase(), o.value])) }]),
    ),
    categories: new Map((refs.categories ?? []).map((c) => [c.id.toLowerCase(), c.name])),
    masterData: new Map(Object.entries(refs.masterData ?? {}).map(([field, items]) => [field, new Map(items.map((i) => [i.value, i.label]))])),
  };
  indexes.set(refs, index);
  return index;
}

/** A price list by its code (`RETAIL-GBP`) or id: its name, else what was given. */
export function priceListName(refs: LabelReferences, codeOrId: string): string {
  const i = indexed(refs);
  return (i.priceListsByCode.get(codeOrId.toUpperCase()) ?? i.priceListsById.get(codeOrId.toLowerCase()))?.name ?? codeOrId;
}

/** A warehouse by its code (`MAN-DC`) or id: its name, else what was given. */
export function warehouseName(refs: LabelReferences, codeOrId: string): string {
  const i = indexed(refs);
  return i.warehousesByCode.get(codeOrId.toUpperCase()) ?? i.warehousesById.get(codeOrId.toLowerCase()) ?? codeOrId;
}

/** A two-letter country code as its English name ("GB" → "United Kingdom"); anything else as it is. */
export function countryLabel(code: string): string {
  const upper = code.trim().toUpperCase();
  return isCountryCode(upper) ? countryName(upper) : code;
}

/** A meta-info attribute by field code (any case). */
export function attributeOf(refs: LabelReferences, fieldCode: string) {
  return indexed(refs).attributes.get(fieldCode.toLowerCase());
}

/** The name of a category id (any category, then the leaf categories of meta-info), else the id. */
export function categoryName(refs: LabelReferences, id: string): string {
  return indexed(refs).categories.get(id.toLowerCase()) ?? attributeOf(refs, 'Category')?.optionNames.get(id.toLowerCase()) ?? id;
}

/** The text of a master data value (`CHARITY` → "Charity & non-profit"), else the value. */
export function masterDataLabel(refs: LabelReferences, field: string, value: string): string {
  return indexed(refs).masterData.get(field)?.get(value) ?? value;
}
