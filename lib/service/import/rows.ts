import { PRODUCT_GROUP_FIELDS, PRODUCT_GROUP_NAMES, type ProductUpdate } from '@/lib/api/schemas/product-lifecycle';
import type { ImportRowError } from '@/lib/api/schemas/product-import';
import { TRANSLATED_SLUG } from '@/lib/api/schemas/translations';
import { sanitiseRichText } from '../rich-text';
import type { ChangeContext, FieldChange } from '../products/bulk/changes';
import { resolveGroups, type ResolvedUpdate } from '../products/lifecycle/fields';
import type { PriceListRow } from '../lookups';
import { attributeOf, normalise, type MappedColumn } from './mapping';
import { readMoney, readNumber, readQuantity, readWeight, type NumberFormat, type Reading } from './numbers';
import type { ReferenceCells } from './reference-cells';
import type { ReferenceKind } from './references';
import type { ChannelRef } from '../channels';
import type { PriceField, Warehouse } from './targets';

/**
 * One file row turned into a product write and validated by the product form's own rules
 * (resolveGroups: meta-info type, options, validations — lib/service/products/lifecycle/fields.ts),
 * its numbers read as suppliers write them (./numbers.ts), its references by code, name or path
 * (./reference-cells.ts), its prices and stock gathered per list and warehouse; every problem named
 * by its row and column.
 */

/** Where each core field code goes in the groups of a product body (the reverse of PRODUCT_GROUP_FIELDS). */
const GROUP_OF_CODE = new Map<string, { group: (typeof PRODUCT_GROUP_NAMES)[number]; field: string }>();
for (const group of PRODUCT_GROUP_NAMES)
  for (const [field, code] of Object.entries(PRODUCT_GROUP_FIELDS[group] as Record<string, string>)) if (code) GROUP_OF_CODE.set(code, { group, field });

/** One price list's values a row gives (decimal text), and the column each came from. */
export interface PriceCells {
  list: PriceListRow;
  given: Partial<Record<PriceField, string>>;
  columns: Partial<Record<PriceField, string>>;
}

export interface StockCell {
  warehouse: Warehouse;
  onHand: number;
  column: string;
}

export interface RowWrite {
  rowNumber: number;
  stockCode: string;
  changes: FieldChange[];
  identifiers: ResolvedUpdate['identifiers'];
  /** Set for rows that create a product (the name is required then). */
  name: string;
  prices: PriceCells[];
  stock: StockCell[];
  /** Collections the product is added to. */
  collections: string[];
  /** Translated fields the row gives (docs/locales.md). */
  translations: TranslationCell[];
  /** The channels the product is in after the row (ids), or null when the row leaves them as they are. */
  channels: string[] | null;
}

export interface TranslationCell {
  culture: string;
  /** As the translations API names it: name, seoUrl, attribute.<code>. */
  field: string;
  value: string;
  column: string;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/**
 * A field column's converter from the file's spelling of a value to the form's, built once per import:
 * a fixed option named by its label ("Active") becomes its key, yes/no and 1/0 become true/false, and
 * numbers are read as suppliers write them.
 */
function formValueOf(column: MappedColumn, format: NumberFormat): (raw: string) => Reading<string> {
  const attribute = attributeOf(column)!;
  const meta = attribute.meta;
  const ok = (value: string): Reading<string> => ({ ok: true, value });
  if (column.target.kind === 'attribute' && column.target.unit) {
    const unit = column.target.unit;
    return (raw) => readWeight(raw, format, unit);
  }
  if (meta.inputType === 4 || meta.inputType === 5) return (raw) => readNumber(raw, format, meta.inputType === 4);
  if (meta.inputType === 6)
    return (raw) => {
      const value = raw.trim();
      const key = value.toLowerCase();
      return ok(TRUE.has(key) ? 'true' : FALSE.has(key) ? 'false' : value);
    };
  if (meta.options.length === 0) return (raw) => ok(raw.trim());
  const keys = new Set(meta.options.map((o) => o.key));
  const byLabel = new Map<string, string>();
  for (const o of meta.options) if (!byLabel.has(normalise(o.value))) byLabel.set(normalise(o.value), o.key);
  return (raw) => {
    const value = raw.trim();
    return ok(keys.has(value) ? value : (byLabel.get(normalise(value)) ?? value));
  };
}

/** A mapped column compiled for the rows: what it fills and how its cells are read. */
type PlannedColumn = { column: MappedColumn; code: string } & (
  | { kind: 'field'; path: string; group: string | null; field: string; formValue: (raw: string) => Reading<string> }
  | { kind: 'reference'; lookup: ReferenceKind; storageColumn: string | null }
  | { kind: 'collections' }
  | { kind: 'price'; list: PriceListRow; field: PriceField }
  | { kind: 'stock'; warehouse: Warehouse }
  | { kind: 'translation'; culture: string; field: string; rich: boolean }
  | { kind: 'channels'; channels: ChannelRef[] }
);

/** The column-to-field plan of one import, computed once for every row. */
export interface RowPlan {
  columns: MappedColumn[];
  planned: PlannedColumn[];
  stockCodeIndex: number;
  /** The request path resolveGroups names each column by → the column's name. */
  columnOfPath: Map<string, string>;
  /** Required fields (meta-info isRequired) a new product must have; status defaults to draft as on create. */
  requiredForCreate: { code: string; column: string | null }[];
  format: NumberFormat;
}

function plan(column: MappedColumn, format: NumberFormat): PlannedColumn {
  const t = column.target;
  if (t.kind === 'price') return { column, code: `price:${t.list.code}:${t.field}`, kind: 'price', list: t.list, field: t.field };
  if (t.kind === 'stock') return { column, code: `stock:${t.warehouse.code}`, kind: 'stock', warehouse: t.warehouse };
  if (t.kind === 'translation')
    return { column, code: `translation:${t.locale.culture}:${t.field}`, kind: 'translation', culture: t.locale.culture, field: t.field, rich: t.attribute.meta.inputType === 3 };
  if (t.kind === 'channels') return { column, code: 'channels', kind: 'channels', channels: t.channels };
  const { meta, core } = t.attribute;
  const code = meta.fieldCode;
  const storage = core?.storage;
  if (storage?.kind === 'collections') return { column, code, kind: 'collections' };
  if (storage?.kind === 'category') return { column, code, kind: 'reference', lookup: 'categories', storageColumn: null };
  if (storage?.kind === 'reference' && storage.lookup !== 'countries') return { column, code, kind: 'reference', lookup: storage.lookup, storageColumn: storage.column };
  const path = pathOf(column);
  const dot = path.indexOf('.');
  const group = dot > 0 && !path.startsWith('customAttributes.') ? path.slice(0, dot) : null;
  return { column, code, kind: 'field', path, group, field: group ? path.slice(dot + 1) : path, formValue: formValueOf(column, format) };
}

export function planRows(columns: MappedColumn[], ctx: ChangeContext, format: NumberFormat): RowPlan {
  const columnOfPath = new Map<string, string>();
  for (const c of columns) if (attributeOf(c)) columnOfPath.set(pathOf(c), c.name);
  const mappedCodes = new Map(columns.flatMap((c) => (attributeOf(c) ? [[attributeOf(c)!.meta.fieldCode, c.name] as const] : [])));
  const requiredForCreate = [...ctx.attributes.values()]
    .filter((a) => a.meta.isRequired && a.meta.fieldCode !== 'Status')
    .map((a) => ({ code: a.meta.fieldCode, column: mappedCodes.get(a.meta.fieldCode) ?? null }));
  const stock = columns.find((c) => attributeOf(c)?.meta.fieldCode === 'StockCode')!;
  return { columns, planned: columns.map((c) => plan(c, format)), stockCodeIndex: stock.index, columnOfPath, requiredForCreate, format };
}

function pathOf(c: MappedColumn): string {
  const attribute = attributeOf(c)!;
  const code = attribute.meta.fieldCode;
  if (!attribute.core) return `customAttributes.${code}`;
  if (attribute.core.storage.kind === 'tags') return 'tags';
  const at = GROUP_OF_CODE.get(code);
  return at ? `${at.group}.${at.field}` : code;
}

/** A reference's value as the change the writers apply. */
function referenceChange(p: Extract<PlannedColumn, { kind: 'reference' }>, id: string, parentId: string | null): FieldChange {
  switch (p.lookup) {
    case 'brands':
      return { kind: 'brand', brandId: id };
    case 'subbrands':
      return { kind: 'subbrand', subbrandId: id, brandId: parentId };
    case 'categories':
      return { kind: 'category', categoryId: id };
    default:
      return { kind: 'column', column: p.storageColumn!, type: 'uuid', value: id };
  }
}

/** A cell of collections: names or codes separated by commas, semicolons or bars. */
const listOf = (raw: string) => raw.split(/[,;|]/u).map((v) => v.trim()).filter(Boolean);

/**
 * Validates one row. `creating` adds the create rules (every required field present). Returns the
 * write, or null with the row's errors pushed to `errors`.
 */
export function resolveRow(
  plan: RowPlan,
  ctx: ChangeContext,
  refs: ReferenceCells,
  row: { line: number; cells: string[] },
  creating: boolean,
  errors: ImportRowError[],
): RowWrite | null {
  const rowNumber = row.line;
  const body: ProductUpdate = {};
  const groups = body as Record<string, Record<string, string> | undefined>;
  const rowErrors: ImportRowError[] = [];
  const given = new Set<string>();
  const direct: FieldChange[] = [];
  const prices = new Map<string, PriceCells>();
  const stock: StockCell[] = [];
  const collections: string[] = [];
  const translations: TranslationCell[] = [];
  let channels: string[] | null = null;
  const fail = (p: PlannedColumn, message: string) => rowErrors.push({ rowNumber, column: p.column.name, message });
  for (const p of plan.planned) {
    const raw = row.cells[p.column.index] ?? '';
    if (raw.trim() === '') continue; // an empty cell changes nothing
    given.add(p.code);
    if (p.kind === 'price') {
      const money = readMoney(raw, plan.format);
      if (!money.ok) fail(p, money.message);
      else {
        const cells = prices.get(p.list.id) ?? { list: p.list, given: {}, columns: {} };
        cells.given[p.field] = money.value;
        cells.columns[p.field] = p.column.name;
        prices.set(p.list.id, cells);
      }
    } else if (p.kind === 'stock') {
      const quantity = readQuantity(raw, plan.format);
      if (!quantity.ok) fail(p, quantity.message);
      else stock.push({ warehouse: p.warehouse, onHand: quantity.value, column: p.column.name });
    } else if (p.kind === 'reference') {
      const entry = refs.resolve(p.lookup, raw, rowNumber, p.column.name, rowErrors);
      if (entry) direct.push(referenceChange(p, entry.id, entry.parentId));
    } else if (p.kind === 'translation') {
      // HTML (the description, rich-text attributes) is sanitised as every other write of it is.
      const value = p.field === 'seoUrl' ? raw.trim().toLowerCase() : p.field === 'name' ? raw.trim() : p.rich ? sanitiseRichText(raw) : raw;
      if (p.field === 'seoUrl' && !TRANSLATED_SLUG.test(value)) fail(p, `"${raw.trim()}" is not a slug (lower-case letters and digits joined by single hyphens)`);
      else translations.push({ culture: p.culture, field: p.field, value, column: p.column.name });
    } else if (p.kind === 'channels') {
      const codes = listOf(raw).map((code) => code.toUpperCase());
      const unknown = codes.filter((code) => !p.channels.some((c) => c.code === code));
      if (unknown.length) fail(p, `no channel has code ${unknown.join(', ')}; channels: ${p.channels.map((c) => c.code).join(', ') || 'none'}`);
      else channels = [...new Set(codes.map((code) => p.channels.find((c) => c.code === code)!.id))];
    } else if (p.kind === 'collections') {
      for (const name of listOf(raw)) {
        const entry = refs.resolve('collections', name, rowNumber, p.column.name, rowErrors);
        if (entry && !collections.includes(entry.id)) collections.push(entry.id);
      }
    } else {
      const value = p.formValue(raw);
      if (!value.ok) fail(p, value.message);
      else if (p.path === 'tags') body.tags = value.value.split(',');
      else if (p.group) (groups[p.group] ??= {})[p.field] = value.value;
      else if (p.path.startsWith('customAttributes.')) (body.customAttributes ??= {})[p.code] = value.value;
      else fail(p, `${p.code} cannot be imported; use its own endpoint`);
    }
  }
  if (creating)
    for (const r of plan.requiredForCreate)
      if (!given.has(r.code)) rowErrors.push({ rowNumber, column: r.column ?? r.code, message: `${r.code} is required for a new product` });
  const messages: string[] = [];
  const resolved = resolveGroups(ctx, body, messages);
  for (const m of messages) {
    const cut = m.indexOf(': ');
    const path = m.slice(0, cut);
    rowErrors.push({ rowNumber, column: plan.columnOfPath.get(path) ?? path, message: m.slice(cut + 2) });
  }
  if (rowErrors.length) {
    errors.push(...rowErrors);
    return null;
  }
  return {
    rowNumber,
    stockCode: (row.cells[plan.stockCodeIndex] ?? '').trim(),
    changes: [...resolved.changes.filter((c) => !(c.kind === 'column' && c.column === 'stock_code')), ...direct],
    identifiers: resolved.identifiers,
    name: groups.basicInfo?.name?.trim() ?? '',
    prices: [...prices.values()],
    stock,
    collections,
    translations,
    channels,
  };
}
