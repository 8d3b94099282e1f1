import type { Db } from '@/lib/db';
import type { ImportTarget } from '@/lib/api/schemas/product-import';
import { channelRefs, type ChannelRef } from '../channels';
import { priceListLookup, warehouseLookup, type PriceListRow } from '../lookups';
import type { ResolvedAttribute } from '../meta-info';
import { locales as readLocales, matchLocale, type Locale, type Locales } from '../locales';
import { ATTRIBUTE_FIELD_PREFIX, TEXT_ATTRIBUTE_TYPES } from '@/lib/api/schemas/translations';

/**
 * What a file's column can fill (docs/import.md, "Mapping"): every meta-info field, and the money and
 * stock that live in their own tables, as pseudo-fields named after their price list or warehouse:
 *
 *   Price:<list code>      the sell price in that list (with or without tax as the store setting says)
 *   ListPrice:<list code>  the list price (RRP)
 *   CostPrice:<list code>  the cost price
 *   Stock:<warehouse code> stock on hand there; `Stock` alone: the default warehouse
 *   Weight:g               the weight given in grams (stored in kilograms)
 *   Name[fr-FR]            the field's translation into an enabled locale (docs/locales.md): Name,
 *                          ShortDescription, Description, SeoUrl, MetaTitle, MetaDescription,
 *                          MetaKeywords and custom text attributes
 *   Channels               the channels the product is offered in, by code (`WEB|B2B`; docs/channels.md)
 *
 * One list feeds the mapping check, the preview's choices with their labels, and the suggestions.
 */
export type PriceField = 'sellPrice' | 'listPrice' | 'costPrice';

export interface Warehouse {
  id: string;
  code: string;
  name: string;
}

export type Target =
  | { kind: 'attribute'; attribute: ResolvedAttribute; unit: 'kg' | 'g' | null }
  | { kind: 'price'; field: PriceField; list: PriceListRow }
  | { kind: 'stock'; warehouse: Warehouse }
  /** `field` as the translations API names it (name, seoUrl, attribute.<code>). */
  | { kind: 'translation'; attribute: ResolvedAttribute; field: string; locale: Locale }
  | { kind: 'channels'; channels: ChannelRef[] };

/** The reference data targets are resolved against, read once per preview or import. */
export interface TargetContext {
  attributes: Map<string, ResolvedAttribute>;
  lists: PriceListRow[];
  warehouses: Warehouse[];
  defaultWarehouse: Warehouse | null;
  /** The enabled locales: a translation target is into one of them but the default. */
  locales: Locales;
  channels: ChannelRef[];
}

export async function targetContext(db: Db, attributes: Map<string, ResolvedAttribute>, defaultWarehouse: string | null): Promise<TargetContext> {
  const [lists, warehouses, locales, channels] = await Promise.all([priceListLookup(db), warehouseLookup(db), readLocales(db), channelRefs(db)]);
  const all = [...warehouses.values()].map((w) => ({ id: w.id, code: w.code, name: w.name })).sort((a, b) => a.code.localeCompare(b.code));
  return { attributes, lists, warehouses: all, defaultWarehouse: all.find((w) => w.code === defaultWarehouse) ?? null, locales, channels };
}

export const PRICE_PREFIX: Record<PriceField, string> = { sellPrice: 'Price', listPrice: 'ListPrice', costPrice: 'CostPrice' };
const PRICE_WORDS: Record<PriceField, string> = { sellPrice: 'Sell price', listPrice: 'List price (RRP)', costPrice: 'Cost price' };
const FIELD_OF_PREFIX = new Map(Object.entries(PRICE_PREFIX).map(([field, prefix]) => [prefix.toLowerCase(), field as PriceField]));

/** The mapping code of a target, as the preview offers it. */
export function targetCode(t: Target, defaultWarehouse: Warehouse | null = null): string {
  switch (t.kind) {
    case 'attribute':
      return t.unit === 'g' ? `${t.attribute.meta.fieldCode}:g` : t.attribute.meta.fieldCode;
    case 'price':
      return `${PRICE_PREFIX[t.field]}:${t.list.code}`;
    case 'stock':
      return t.warehouse.id === defaultWarehouse?.id ? 'Stock' : `Stock:${t.warehouse.code}`;
    case 'translation':
      return `${t.attribute.meta.fieldCode}[${t.locale.culture}]`;
    case 'channels':
      return 'Channels';
  }
}

/** The target in words. */
export function targetLabel(t: Target): string {
  switch (t.kind) {
    case 'attribute':
      return t.unit === 'g' ? `${t.attribute.meta.fieldName} (in grams, kept in kg)` : t.attribute.meta.fieldName;
    case 'price':
      return `${PRICE_WORDS[t.field]} — ${t.list.name}`;
    case 'stock':
      return `Stock on hand — ${t.warehouse.name}`;
    case 'translation':
      return `${t.attribute.meta.fieldName} [${t.locale.culture}]`;
    case 'channels':
      return 'Channels (codes separated by |)';
  }
}

/** The history field a price or stock target writes (as the product form's history names it). */
export function valueField(t: Extract<Target, { kind: 'price' | 'stock' }>): string {
  return t.kind === 'price' ? `prices.${t.list.code}.${t.list.currencyCode}.${t.field}` : `stock.${t.warehouse.code}.onHand`;
}

/**
 * A mapping code to its target (codes in any case), or null. `Stock` is the default warehouse, and
 * `Stock:<code>` of the default warehouse is the same target.
 */
export function resolveTarget(code: string, ctx: TargetContext): Target | null {
  const trimmed = code.trim();
  const bracket = TRANSLATION_CODE.exec(trimmed);
  if (bracket) return translationTarget(bracket[1], bracket[2], ctx);
  const colon = trimmed.indexOf(':');
  const head = (colon < 0 ? trimmed : trimmed.slice(0, colon)).toLowerCase();
  const tail = colon < 0 ? '' : trimmed.slice(colon + 1).trim().toLowerCase();
  const field = FIELD_OF_PREFIX.get(head);
  if (field) {
    const list = ctx.lists.find((l) => l.code.toLowerCase() === tail);
    return list ? { kind: 'price', field, list } : null;
  }
  if (head === 'stock' && !ctx.attributes.has('stock')) {
    const warehouse = colon < 0 ? ctx.defaultWarehouse : ctx.warehouses.find((w) => w.code.toLowerCase() === tail);
    return warehouse ? { kind: 'stock', warehouse } : null;
  }
  if (head === 'channels' && colon < 0 && !ctx.attributes.has('channels')) return { kind: 'channels', channels: ctx.channels };
  const attribute = ctx.attributes.get(head);
  if (!attribute) return null;
  if (colon < 0) return { kind: 'attribute', attribute, unit: attribute.meta.fieldCode === 'Weight' ? 'kg' : null };
  return attribute.meta.fieldCode === 'Weight' && (tail === 'g' || tail === 'kg') ? { kind: 'attribute', attribute, unit: tail } : null;
}

/** Two codes that fill the same thing (`Weight` and `Weight:g`, `Stock` and `Stock:<default>`). */
export function targetKey(t: Target): string {
  switch (t.kind) {
    case 'attribute':
      return `field:${t.attribute.meta.fieldCode}`;
    case 'price':
      return `price:${t.list.id}:${t.field}`;
    case 'stock':
      return `stock:${t.warehouse.id}`;
    case 'translation':
      return `translation:${t.locale.culture}:${t.field}`;
    case 'channels':
      return 'channels';
  }
}

/** Every target with its code and label, for the mapping step: fields by meta-info, then prices per list, then stock. */
export function listTargets(ctx: TargetContext): ImportTarget[] {
  const out: ImportTarget[] = [];
  for (const attribute of ctx.attributes.values()) {
    const meta = attribute.meta;
    out.push({ code: meta.fieldCode, label: meta.fieldName, group: meta.fieldGroup, required: meta.isRequired });
    if (meta.fieldCode === 'Weight') {
      const grams: Target = { kind: 'attribute', attribute, unit: 'g' };
      out.push({ code: targetCode(grams), label: targetLabel(grams), group: meta.fieldGroup, required: false });
    }
  }
  for (const list of ctx.lists)
    for (const field of ['sellPrice', 'listPrice', 'costPrice'] as const) {
      const t: Target = { kind: 'price', field, list };
      out.push({ code: targetCode(t), label: targetLabel(t), group: 'Prices', required: false });
    }
  for (const warehouse of ctx.warehouses) {
    const t: Target = { kind: 'stock', warehouse };
    const isDefault = warehouse.id === ctx.defaultWarehouse?.id;
    out.push({ code: targetCode(t, ctx.defaultWarehouse), label: `${targetLabel(t)}${isDefault ? ' (default warehouse)' : ''}`, group: 'Stock', required: false });
  }
  for (const locale of ctx.locales.enabled) {
    if (locale.culture === ctx.locales.default.culture) continue;
    for (const attribute of ctx.attributes.values()) {
      const t = translationTarget(attribute.meta.fieldCode, locale.culture, ctx);
      if (t) out.push({ code: targetCode(t), label: targetLabel(t), group: `Translations (${locale.culture})`, required: false });
    }
  }
  const channels: Target = { kind: 'channels', channels: ctx.channels };
  if (ctx.channels.length) out.push({ code: targetCode(channels), label: targetLabel(channels), group: 'Channels', required: false });
  return out;
}

/** `<field code>[<locale>]`: a translation target. */
export const TRANSLATION_CODE = /^([^[\]]+?)\s*\[\s*([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?)\s*\]$/;

/** The core fields a translation column may fill, by meta-info code, with the field name the translations API uses. */
const TRANSLATABLE_CODES: Record<string, string> = {
  name: 'name',
  shortdescription: 'shortDescription',
  description: 'description',
  seourl: 'seoUrl',
  metatitle: 'metaTitle',
  metadescription: 'metaDescription',
  metakeywords: 'metaKeywords',
};

/**
 * A field's translation into an enabled locale other than the default, or null: the field must be a
 * translatable core field or a custom text attribute.
 */
export function translationTarget(fieldCode: string, localeName: string, ctx: TargetContext): Target | null {
  const attribute = ctx.attributes.get(fieldCode.trim().toLowerCase());
  const locale = matchLocale(ctx.locales.enabled, localeName);
  if (!attribute || !locale || locale.culture === ctx.locales.default.culture) return null;
  const core = TRANSLATABLE_CODES[attribute.meta.fieldCode.toLowerCase()];
  const field = attribute.core
    ? core
    : (TEXT_ATTRIBUTE_TYPES as readonly number[]).includes(attribute.meta.inputType) ? `${ATTRIBUTE_FIELD_PREFIX}${attribute.meta.fieldCode}` : undefined;
  return field ? { kind: 'translation', attribute, field, locale } : null;
}
