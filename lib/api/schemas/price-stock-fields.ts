import { z } from 'zod';

/**
 * Field codes beyond meta-info that the multiple-fields bulk call and Product Data take (extension):
 * a product's sell price (with tax) in one price list, `Price.<price list code>`, and its stock on hand
 * in one warehouse, `Stock.<warehouse code>` — what the product grid edits as columns. Codes match in
 * any case, as meta-info field codes do. Their value rules are the product form's (the price and
 * stock tables of the product page): one rule for the grid's cells, the service and the form.
 */
export const PRICE_FIELD_PREFIX = 'Price.';
export const STOCK_FIELD_PREFIX = 'Stock.';

export const priceFieldCode = (priceListCode: string) => `${PRICE_FIELD_PREFIX}${priceListCode}`;
export const stockFieldCode = (warehouseCode: string) => `${STOCK_FIELD_PREFIX}${warehouseCode}`;

export type PriceStockField = { kind: 'price'; priceListCode: string } | { kind: 'stock'; warehouseCode: string };

/** The price list or warehouse a field code names, or null for a meta-info field code. */
export function priceStockFieldOf(fieldCode: string): PriceStockField | null {
  const code = fieldCode.trim();
  const lower = code.toLowerCase();
  if (lower.startsWith(PRICE_FIELD_PREFIX.toLowerCase()) && code.length > PRICE_FIELD_PREFIX.length)
    return { kind: 'price', priceListCode: code.slice(PRICE_FIELD_PREFIX.length) };
  if (lower.startsWith(STOCK_FIELD_PREFIX.toLowerCase()) && code.length > STOCK_FIELD_PREFIX.length)
    return { kind: 'stock', warehouseCode: code.slice(STOCK_FIELD_PREFIX.length) };
  return null;
}

/** An amount of money as the product form takes it: at least 0, at most two decimals. */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const QUANTITY_PATTERN = /^\d{1,10}$/;
const MAX_QUANTITY = 1_000_000_000;

/** The rule of a price cell, its messages starting with `label` ("Sell price in Retail GBP must be …"). */
export function priceValueSchema(label: string) {
  return z.string().superRefine((raw, ctx) => {
    const value = raw.trim();
    if (value === '') ctx.addIssue({ code: 'custom', message: `${label} is required (a product in a price list always has a price)` });
    else if (!MONEY_PATTERN.test(value))
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount of at least 0 with at most two decimals, such as 12.50` });
  });
}

/** The rule of a stock cell: a whole number of units on hand, 0 or more. */
export function stockValueSchema(label: string) {
  return z.string().superRefine((raw, ctx) => {
    const value = raw.trim();
    if (value === '') ctx.addIssue({ code: 'custom', message: `${label} is required (0 for none)` });
    else if (!QUANTITY_PATTERN.test(value) || Number(value) > MAX_QUANTITY)
      ctx.addIssue({ code: 'custom', message: `${label} must be a whole number of 0 or more` });
  });
}
