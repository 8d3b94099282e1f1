import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { textArray, uuidArray } from '@/lib/db/arrays';
import type { QuotableProduct, QuotationLineInput } from '@/lib/api/schemas/b2b-quotes';
import { invalid, notFound } from '@/lib/errors';
import { lineNetMinor, priceQuotation, type PricingInput, type QuotationFigures } from '@/lib/quotes/totals';
import { majorToMinor, minorToDecimal, toMinor, type Currency } from '../../money';
import { allPriceLists, priceListById, type PriceListRef } from '../../price-lists';
import { settingValue } from '../../settings';

/**
 * Prices a quotation: each line's product (by id or stock code) with its name, first image and net
 * price in the company's price list, then line totals, tax and the document's totals — all in integer
 * minor units (docs/architecture.md, "Conventions"). Products are read in one query however many
 * lines there are.
 */

export interface PricedLine {
  productId: string;
  stockCode: string;
  name: string;
  image: string;
  qty: number;
  unitPriceMinor: number;
  listPriceMinor: number;
  discountBasisPoints: number;
  taxBasisPoints: number;
  lineTotalMinor: number;
}

/**
 * The price list a company buys at: its own, else the one B2BSettings.DefaultPriceListCode names,
 * else the store's default list.
 */
export async function priceListOfCompany(db: Db | Tx, priceListId: string | null): Promise<PriceListRef> {
  const own = priceListId ? await priceListById(db, priceListId) : undefined;
  if (own) return own;
  const [lists, code] = await Promise.all([allPriceLists(db), settingValue(db, 'B2BSettings.DefaultPriceListCode')]);
  const named = code.trim().toLowerCase();
  const fallback = (named && lists.find((l) => l.code.toLowerCase() === named)) || lists.find((l) => l.isDefault) || lists[0];
  if (!fallback) throw invalid(['companyId: no price list exists to price the quotation']);
  return fallback;
}

type ProductRow = {
  id: string;
  stock_code: string;
  name: string;
  has_variant: boolean;
  net: string | null;
  tax_bp: number | null;
  image: string | null;
};

/** The first active image of a product (the preview rendition when there is one). */
const FIRST_IMAGE = sql`(select coalesce(nullif(m.preview_url, ''), m.url) from product_media m
  where m.product_id = p.id and m.is_active and m.media_type = 0 order by m.is_default desc, m.display_order limit 1)`;

/** Stock codes are stored upper-case (as basket lines look them up), so both keys use their unique index. */
async function productsFor(db: Db | Tx, lines: QuotationLineInput[], priceListId: string): Promise<ProductRow[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.productId ? [l.productId.toLowerCase()] : [])))];
  const codes = [...new Set(lines.flatMap((l) => (!l.productId && l.stockCode ? [l.stockCode.trim().toUpperCase()] : [])))];
  if (ids.length === 0 && codes.length === 0) return [];
  const rows = await db.execute<ProductRow>(sql`
    select p.id, p.stock_code, p.name, p.has_variant, pp.sell_price_exc_vat as net, tc.rate_basis_points as tax_bp,
      ${FIRST_IMAGE} as image
    from products p
    left join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${priceListId}
    left join tax_classes tc on tc.id = pp.tax_class_id
    where p.id = any(${uuidArray(ids)}) or p.stock_code = any(${textArray(codes)})`);
  return rows.rows;
}

/**
 * Lines priced against the price list. Every problem of every line is collected first and thrown
 * together (unknown products 404, unpriced or master products 400), so nothing is written half way.
 */
export async function priceLines(
  db: Db | Tx,
  lines: QuotationLineInput[],
  list: PriceListRef,
): Promise<PricedLine[]> {
  const rows = await productsFor(db, lines, list.id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byCode = new Map(rows.map((r) => [r.stock_code.toUpperCase(), r]));
  const missing: string[] = [];
  const broken: string[] = [];
  const priced: PricedLine[] = [];
  for (const [i, line] of lines.entries()) {
    const key = line.productId ? 'productId' : 'stockCode';
    const product = line.productId ? byId.get(line.productId.toLowerCase()) : byCode.get(line.stockCode!.trim().toUpperCase());
    if (!product) {
      missing.push(`lines.${i}.${key}: no product has ${key} ${line.productId ?? line.stockCode}`);
      continue;
    }
    if (product.has_variant) {
      broken.push(`lines.${i}.${key}: ${product.stock_code} has variants; quote one of its variants`);
      continue;
    }
    if (product.net === null && line.unitPrice === undefined) {
      broken.push(`lines.${i}.unitPrice: ${product.stock_code} has no price in ${list.code}; give a unit price`);
      continue;
    }
    const listPriceMinor = product.net === null ? 0 : toMinor(product.net, list.currency.digits);
    const unitPriceMinor = line.unitPrice === undefined ? listPriceMinor : majorToMinor(line.unitPrice, list.currency);
    const discountBasisPoints = Math.round((line.discountPercent ?? 0) * 100);
    priced.push({
      productId: product.id,
      stockCode: product.stock_code,
      name: product.name,
      image: product.image ?? '',
      qty: line.qty,
      unitPriceMinor,
      listPriceMinor,
      discountBasisPoints,
      taxBasisPoints: Number(product.tax_bp ?? 0),
      lineTotalMinor: exactly(() => lineNetMinor({ qty: line.qty, unitPriceMinor, discountBasisPoints }), `lines.${i}`),
    });
  }
  if (missing.length) throw notFound('A product of the quotation was not found', missing);
  if (broken.length) throw invalid(broken, 'A line of the quotation cannot be priced');
  return priced;
}

/** A figure too large to work out exactly is the caller's mistake (400 naming `field`), never a rounded amount. */
function exactly<T>(work: () => T, field: string): T {
  try {
    return work();
  } catch (e) {
    if (e instanceof RangeError) throw invalid([`${field}: ${e.message}; quote smaller amounts`], 'The quotation cannot be priced');
    throw e;
  }
}

/** Every figure of the quotation (lib/quotes/totals.ts), or a 400 when one is too large to be exact. */
export const quotationFigures = (input: PricingInput): QuotationFigures => exactly(() => priceQuotation(input), 'lines');

/** Minor units as a JSON number in major units, exactly ("12.34" → 12.34). */
export const major = (minor: number, currency: Pick<Currency, 'digits'>): number => Number(minorToDecimal(minor, currency.digits));

/** Products for a quotation line by name or stock code, with their price in the company's list. */
export async function findQuotableProducts(
  db: Db,
  q: { q: string; priceListId: string | null; limit?: number },
): Promise<QuotableProduct[]> {
  const list = await priceListOfCompany(db, q.priceListId);
  const text = q.q.trim();
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.execute<ProductRow>(sql`
    select p.id, p.stock_code, p.name, p.has_variant, pp.sell_price_exc_vat as net, tc.rate_basis_points as tax_bp,
      ${FIRST_IMAGE} as image
    from products p
    left join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${list.id}
    left join tax_classes tc on tc.id = pp.tax_class_id
    where not p.has_variant and (p.stock_code = ${text.toUpperCase()} or p.stock_code ilike ${like} or p.name ilike ${like})
    order by (p.stock_code = ${text.toUpperCase()}) desc, (p.stock_code ilike ${like}) desc, p.name, p.id
    limit ${q.limit ?? 10}`);
  return rows.rows.map((r) => ({
    productId: r.id,
    stockCode: r.stock_code,
    name: r.name,
    image: r.image ?? '',
    unitPrice: r.net === null ? null : major(toMinor(r.net, list.currency.digits), list.currency),
    taxPercent: Number(r.tax_bp ?? 0) / 100,
  }));
}
