import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { cached } from './cache';
import { invalid } from '@/lib/errors';
import { currencyOf, type Currency } from './money';

/** A price list as the v2 calls use it: which prices to read and in which currency to show them. */
export interface PriceListRef {
  id: string;
  iid: number;
  code: string;
  currency: Currency;
  isDefault: boolean;
  isWholesale: boolean;
}

const TTL_MS = 60_000;

export function allPriceLists(db: Db | Tx): Promise<PriceListRef[]> {
  return cached('price-lists:all', TTL_MS, async () => {
    const rows = await db.execute<{
      id: string;
      iid: number;
      code: string;
      currency_code: string;
      currency_symbol: string;
      is_default: boolean;
      is_wholesale: boolean;
    }>(sql`select id, iid, code, currency_code, currency_symbol, is_default, is_wholesale from price_lists order by iid`);
    return rows.rows.map((r) => ({
      id: r.id,
      iid: Number(r.iid),
      code: r.code,
      currency: currencyOf(r.currency_code, r.currency_symbol),
      isDefault: r.is_default,
      isWholesale: r.is_wholesale,
    }));
  });
}

/**
 * The price list of the `Currency` header: the default list when no header is sent, else the retail
 * (not wholesale) list in that currency, the default one first. An unknown currency is a 400 naming the
 * currencies there are.
 */
export async function priceListForCurrency(db: Db | Tx, currencyCode: string | null): Promise<PriceListRef> {
  const lists = await allPriceLists(db);
  if (!currencyCode) {
    const fallback = lists.find((l) => l.isDefault) ?? lists[0];
    if (!fallback) throw invalid(['Currency: no price list exists']);
    return fallback;
  }
  const code = currencyCode.toUpperCase();
  const match = lists
    .filter((l) => l.currency.code === code)
    .sort((a, b) => Number(a.isWholesale) - Number(b.isWholesale) || Number(b.isDefault) - Number(a.isDefault) || a.iid - b.iid)[0];
  if (!match) {
    const known = [...new Set(lists.map((l) => l.currency.code))].join(', ');
    throw invalid([`Currency: no price list in ${code}; available: ${known}`], `No prices in currency ${code}`);
  }
  return match;
}

export async function priceListById(db: Db | Tx, id: string): Promise<PriceListRef | undefined> {
  return (await allPriceLists(db)).find((l) => l.id === id);
}
