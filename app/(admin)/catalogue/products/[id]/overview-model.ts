import { z } from 'zod';
import type { MetaFormValues } from '@/components/meta-fields';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { moneySchema, type PriceInput, type ProductEditChoices, type StockInput } from '@/lib/api/schemas/product-lifecycle';

/**
 * The editable overview of a product as form values: the meta-info fields (by field code, as text),
 * one row per price list and one per warehouse. Plain module: the page builds the starting values on
 * the server, the form turns what changed into the PUT body.
 */

/**
 * A row carries the id of its price list or warehouse, so rows can be added (a list or warehouse the
 * product has none in yet) and marked for removal without losing track of which is which.
 */
export interface PriceRowValues {
  priceListId: string;
  sellPrice: string;
  sellPriceExcVat: string;
  listPrice: string;
  costPrice: string;
  /** Taken away on save (a stored row), or dropped from the form (an added one). */
  removed: boolean;
}
export interface StockRowValues {
  warehouseId: string;
  onHand: string;
  allocated: string;
  removed: boolean;
}
export interface OverviewValues {
  fields: MetaFormValues;
  prices: PriceRowValues[];
  stock: StockRowValues[];
}

/** What a row shows beside its inputs (not edited). */
export interface PriceRowInfo {
  priceListId: string;
  name: string;
  currencyCode: string;
  taxClass: string;
  isDefault: boolean;
  trade: boolean;
}
export interface StockRowInfo {
  warehouseId: string;
  name: string;
}

const amount = (n: number) => n.toFixed(2);

export function priceRowsOf(pricelists: ProductDetail['pricelists']): { info: PriceRowInfo[]; values: PriceRowValues[] } {
  return {
    info: pricelists.map((p) => ({
      priceListId: p.pricelist.key,
      name: p.pricelist.value,
      currencyCode: p.currencyCode,
      taxClass: p.taxClass.value,
      isDefault: p.isDefault,
      trade: p.wholeSalePriceList !== '',
    })),
    values: pricelists.map((p) => ({
      priceListId: p.pricelist.key,
      sellPrice: amount(p.sellPrice),
      sellPriceExcVat: amount(p.sellPriceExcVat),
      listPrice: amount(p.listPrice),
      costPrice: amount(p.costPrice),
      removed: false,
    })),
  };
}

/** A price list as a row it has no price in yet: the sell price is to be typed. */
export function newPriceRow(list: ProductEditChoices['priceLists'][number]): { info: PriceRowInfo; values: PriceRowValues } {
  return {
    info: { priceListId: list.id, name: list.name, currencyCode: list.currencyCode, taxClass: '—', isDefault: list.isDefault, trade: list.isWholesale },
    values: { priceListId: list.id, sellPrice: '', sellPriceExcVat: '', listPrice: '', costPrice: '', removed: false },
  };
}

export function newStockRow(warehouse: ProductEditChoices['warehouses'][number]): { info: StockRowInfo; values: StockRowValues } {
  return { info: { warehouseId: warehouse.id, name: warehouse.name }, values: { warehouseId: warehouse.id, onHand: '0', allocated: '0', removed: false } };
}

export function stockRowsOf(inventory: ProductDetail['inventory']): { info: StockRowInfo[]; values: StockRowValues[] } {
  return {
    info: inventory.map((i) => ({ warehouseId: i.warehouseId, name: i.warehouseName })),
    values: inventory.map((i) => ({ warehouseId: i.warehouseId, onHand: String(i.stockOnHand), allocated: String(i.stockAllocated), removed: false })),
  };
}

const count = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'must be a whole number of at least 0')
  .refine((v) => Number(v) <= 1_000_000_000, 'is too large');

const optionalMoney = z.union([z.literal(''), moneySchema]);
const required = { message: 'is required for a new price' };

/**
 * The rows' rules: the service's money rule for prices (an added row needs a sell price, with tax or
 * without; its list and cost price may stay empty, the service fills them in); whole counts,
 * allocated within on hand. A row marked for removal is not checked.
 */
export function overviewRowsSchema(initial: OverviewValues) {
  const storedLists = new Set(initial.prices.map((p) => p.priceListId));
  return z.object({
    prices: z.array(
      z
        .object({ priceListId: z.string(), removed: z.boolean(), sellPrice: z.string(), sellPriceExcVat: z.string(), listPrice: z.string(), costPrice: z.string() })
        .superRefine((row, ctx) => {
          if (row.removed) return;
          const stored = storedLists.has(row.priceListId);
          for (const key of ['sellPrice', 'sellPriceExcVat', 'listPrice', 'costPrice'] as const) {
            const result = (stored ? moneySchema : optionalMoney).safeParse(row[key]);
            if (!result.success) ctx.addIssue({ code: 'custom', path: [key], message: result.error.issues[0].message });
          }
          if (!stored && !row.sellPrice.trim() && !row.sellPriceExcVat.trim())
            for (const key of ['sellPrice', 'sellPriceExcVat'] as const) ctx.addIssue({ code: 'custom', path: [key], ...required });
        }),
    ),
    stock: z.array(
      z
        .object({ warehouseId: z.string(), removed: z.boolean(), onHand: z.string(), allocated: z.string() })
        .superRefine((row, ctx) => {
          if (row.removed) return;
          for (const key of ['onHand', 'allocated'] as const) {
            const result = count.safeParse(row[key]);
            if (!result.success) ctx.addIssue({ code: 'custom', path: [key], message: result.error.issues[0].message });
          }
          if (Number(row.allocated) > Number(row.onHand)) ctx.addIssue({ code: 'custom', path: ['allocated'], message: 'cannot be more than on hand' });
        }),
    ),
  });
}

const trimmed = (v: string) => (v.trim() === '' ? undefined : v.trim());

/**
 * The price and stock rows that changed, as the service takes them, each with the form row it came
 * from (the service names a refused value by its place in the body: prices.0.sellPrice). Rows are
 * matched to the stored ones by price list / warehouse: an unmatched row is new (all its values
 * sent), a stored row marked removed is sent as `remove: true`, an added row marked removed not at all.
 */
export function changedRows(values: OverviewValues, initial: OverviewValues) {
  const storedPrices = new Map(initial.prices.map((p) => [p.priceListId, p]));
  const priceChanges: { row: number; input: PriceInput }[] = [];
  values.prices.forEach((v, row) => {
    const was = storedPrices.get(v.priceListId);
    if (v.removed) {
      if (was) priceChanges.push({ row, input: { priceListId: v.priceListId, remove: true } });
      return;
    }
    const input: PriceInput = { priceListId: v.priceListId };
    if (!was) {
      const sell = trimmed(v.sellPrice);
      if (sell !== undefined) input.sellPrice = sell;
      else input.sellPriceExcVat = trimmed(v.sellPriceExcVat);
      if (trimmed(v.listPrice) !== undefined) input.listPrice = trimmed(v.listPrice);
      if (trimmed(v.costPrice) !== undefined) input.costPrice = trimmed(v.costPrice);
      priceChanges.push({ row, input });
      return;
    }
    // The sell price is given with tax or without; the other follows from the tax class in the service.
    if (v.sellPrice !== was.sellPrice) input.sellPrice = v.sellPrice.trim();
    else if (v.sellPriceExcVat !== was.sellPriceExcVat) input.sellPriceExcVat = v.sellPriceExcVat.trim();
    if (v.listPrice !== was.listPrice) input.listPrice = v.listPrice.trim();
    if (v.costPrice !== was.costPrice) input.costPrice = v.costPrice.trim();
    if (Object.keys(input).length > 1) priceChanges.push({ row, input });
  });
  const storedStock = new Map(initial.stock.map((s) => [s.warehouseId, s]));
  const stockChanges: { row: number; input: StockInput }[] = [];
  values.stock.forEach((v, row) => {
    const was = storedStock.get(v.warehouseId);
    if (v.removed) {
      if (was) stockChanges.push({ row, input: { warehouseId: v.warehouseId, remove: true } });
      return;
    }
    const input: StockInput = { warehouseId: v.warehouseId };
    if (!was || v.onHand !== was.onHand) input.onHand = Number(v.onHand);
    if (!was || v.allocated !== was.allocated) input.allocated = Number(v.allocated);
    if (Object.keys(input).length > 1) stockChanges.push({ row, input });
  });
  return { priceChanges, stockChanges };
}

/**
 * A refused field named by the service's body path, renamed to the form's path: "prices.0.sellPrice"
 * of the first changed row → "prices.3.sellPrice"; a field code (the action renames group paths to
 * codes) → "fields.<code>".
 */
export function formPathOf(path: string, priceRows: number[], stockRows: number[]): string {
  const row = /^(prices|stock)\.(\d+)\.(\w+)$/.exec(path);
  if (row) {
    const rows = row[1] === 'prices' ? priceRows : stockRows;
    return `${row[1]}.${rows[Number(row[2])] ?? row[2]}.${row[3]}`;
  }
  return `fields.${path}`;
}
