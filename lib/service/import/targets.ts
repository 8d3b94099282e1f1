import type { Db } from '@/lib/db';
import type { ImportTarget } from '@/lib/api/schemas/product-import';
import { channelRefs, type ChannelRef } from '../channels';
import { priceListLookup, warehouseLookup, type PriceListRow } from '../lookups';
import type { ResolvedAttribute } from '../meta-info';

/**
 * What a file's column can fill (docs/import.md, "Mapping"): every meta-info field, and the money and
 * stock that live in their own tables, as pseudo-fields named after their price list or warehouse:
 *
 *   Price:<list code>      the sell price in that list (with or without tax as the store setting says)
 *   ListPrice:<list code>  the list price (RRP)
 *   CostPrice:<list code>  the cost price
 *   Stock:<warehouse code> stock on hand there; `Stock` alone: the default warehouse
 *   Weight:g               the weight given in grams (stored in kilograms)
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
  | { kind: 'channels'; channels: ChannelRef[] };

/** The reference data targets are resolved against, read once per preview or import. */
export interface TargetContext {
  attributes: Map<string, ResolvedAttribute>;
  lists: PriceListRow[];
  warehouses: Warehouse[];
  defaultWarehouse: Warehouse | null;
  channels: ChannelRef[];
}

export async function targetContext(db: Db, attributes: Map<string, ResolvedAttribute>, defaultWarehouse: string | null): Promise<TargetContext> {
  const [lists, warehouses, channels] = await Promise.all([priceListLookup(db), warehouseLookup(db), channelRefs(db)]);
  const all = [...warehouses.values()].map((w) => ({ id: w.id, code: w.code, name: w.name })).sort((a, b) => a.code.localeCompare(b.code));
  return { attributes, lists, warehouses: all, defaultWarehouse: all.find((w) => w.code === defaultWarehouse) ?? null, channels };
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
  const channels: Target = { kind: 'channels', channels: ctx.channels };
  if (ctx.channels.length) out.push({ code: targetCode(channels), label: targetLabel(channels), group: 'Channels', required: false });
  return out;
}
