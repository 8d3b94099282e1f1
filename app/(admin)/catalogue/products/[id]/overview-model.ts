import { z } from 'zod';
import type { MetaFormValues } from '@/components/meta-fields';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { moneySchema, type PriceInput, type StockInput } from '@/lib/api/schemas/product-lifecycle';

/**
 * The editable overview of a product as form values: the meta-info fields (by field code, as text),
 * one row per price list and one per warehouse. Plain module: the page builds the starting values on
 * the server, the form turns what changed into the PUT body.
 */

export interface PriceRowValues {
  sellPrice: string;
  sellPriceExcVat: string;
  listPrice: string;
  costPrice: string;
}
export interface StockRowValues {
  onHand: string;
  allocated: string;
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
      sellPrice: amount(p.sellPrice),
      sellPriceExcVat: amount(p.sellPriceExcVat),
      listPrice: amount(p.listPrice),
      costPrice: amount(p.costPrice),
    })),
  };
}

export function stockRowsOf(inventory: ProductDetail['inventory']): { info: StockRowInfo[]; values: StockRowValues[] } {
  return {
    info: inventory.map((i) => ({ warehouseId: i.warehouseId, name: i.warehouseName })),
    values: inventory.map((i) => ({ onHand: String(i.stockOnHand), allocated: String(i.stockAllocated) })),
  };
}

const count = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'must be a whole number of at least 0')
  .refine((v) => Number(v) <= 1_000_000_000, 'is too large');

/** The rows' rules: the service's money rule for prices; whole counts, allocated within on hand. */
export const overviewRowsSchema = z.object({
  prices: z.array(z.object({ sellPrice: moneySchema, sellPriceExcVat: moneySchema, listPrice: moneySchema, costPrice: moneySchema })),
  stock: z.array(
    z
      .object({ onHand: count, allocated: count })
      .refine((r) => Number(r.allocated) <= Number(r.onHand), { path: ['allocated'], message: 'cannot be more than on hand' }),
  ),
});

/**
 * The price and stock rows that changed, as the service takes them, each with the form row it came
 * from (the service names a refused value by its place in the body: prices.0.sellPrice).
 */
export function changedRows(values: OverviewValues, initial: OverviewValues, prices: PriceRowInfo[], stock: StockRowInfo[]) {
  const priceChanges: { row: number; input: PriceInput }[] = [];
  values.prices.forEach((v, row) => {
    const was = initial.prices[row];
    const input: PriceInput = { priceListId: prices[row].priceListId };
    // The sell price is given with tax or without; the other follows from the tax class in the service.
    if (v.sellPrice !== was.sellPrice) input.sellPrice = v.sellPrice.trim();
    else if (v.sellPriceExcVat !== was.sellPriceExcVat) input.sellPriceExcVat = v.sellPriceExcVat.trim();
    if (v.listPrice !== was.listPrice) input.listPrice = v.listPrice.trim();
    if (v.costPrice !== was.costPrice) input.costPrice = v.costPrice.trim();
    if (Object.keys(input).length > 1) priceChanges.push({ row, input });
  });
  const stockChanges: { row: number; input: StockInput }[] = [];
  values.stock.forEach((v, row) => {
    const was = initial.stock[row];
    const input: StockInput = { warehouseId: stock[row].warehouseId };
    if (v.onHand !== was.onHand) input.onHand = Number(v.onHand);
    if (v.allocated !== was.allocated) input.allocated = Number(v.allocated);
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
