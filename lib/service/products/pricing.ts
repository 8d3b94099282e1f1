import type { ProductPricing } from '@/lib/api/schemas/product-pricing';
import type { PriceListRow } from '../lookups';

/** The default price list (the one flagged default, else the first). */
export function defaultPriceList(lists: PriceListRow[]): PriceListRow {
  return lists.find((l) => l.isDefault) ?? lists[0];
}

/**
 * The price list prices are shown in for a `Currency` header: a list in that currency (the default
 * list first, then retail before wholesale, then global ones), else the default price list. No header,
 * or a currency no list uses, gives the default list.
 */
export function priceListForCurrency(lists: PriceListRow[], currency: string | null): PriceListRow {
  const fallback = defaultPriceList(lists);
  if (!currency) return fallback;
  const candidates = lists
    .filter((l) => l.currencyCode === currency)
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) ||
        Number(a.isWholesale) - Number(b.isWholesale) ||
        Number(b.isGlobal) - Number(a.isGlobal) ||
        a.iid - b.iid,
    );
  return candidates[0] ?? fallback;
}

/** One stored price row (decimals as the database's text, so nothing is rounded on the way). */
export interface PriceRow {
  priceListId: string;
  sellPrice: string;
  sellPriceExcVat: string;
  listPrice: string;
  costPrice: string;
  landingCost: string;
  taxClassId: number;
  sameAsMaster: boolean;
  lastUpdated: string;
}

/** Decimal text to a JSON number: the one conversion at the edge, no arithmetic on it. */
export const decimal = (text: string | null | undefined): number => (text == null ? 0 : Number(text));

export const isoDate = (value: string | Date | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();

export function toPricing(
  row: PriceRow,
  lists: Map<string, PriceListRow>,
  taxClasses: Map<number, { id: number; name: string }>,
): ProductPricing | null {
  const list = lists.get(row.priceListId);
  if (!list) return null;
  const source = list.sourcePriceListId ? lists.get(list.sourcePriceListId) : undefined;
  const tax = taxClasses.get(row.taxClassId);
  return {
    pricelist: { key: list.id, value: list.name },
    sellPrice: decimal(row.sellPrice),
    sellPriceExcVat: decimal(row.sellPriceExcVat),
    listPrice: decimal(row.listPrice),
    costPrice: decimal(row.costPrice),
    landingCost: decimal(row.landingCost),
    currencySymbol: list.currencySymbol,
    currencyCode: list.currencyCode,
    taxClass: { key: String(row.taxClassId), value: tax?.name ?? '' },
    lastUpdated: isoDate(row.lastUpdated)!,
    isPricelistDynamic: list.isDynamic,
    isDefault: list.isDefault,
    isGlobal: list.isGlobal,
    sameAsMaster: row.sameAsMaster,
    sourcePricelist: source ? { key: source.id, value: source.name } : null,
    wholeSalePriceList: list.isWholesale ? list.code : '',
  };
}
