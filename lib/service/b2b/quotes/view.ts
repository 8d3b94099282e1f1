import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { companies, quotationLines, quotations } from '@/lib/db/schema';
import { inFieldOrder } from '../companies/addresses';
import type { Quotation, QuotationLine, QuotationStatus } from '@/lib/api/schemas/b2b-quotes';
import { expireLapsedQuotations } from './expire';
import { allowedStatuses } from './state-machine';
import { major } from './pricing';
import { priceQuotation, type PricedLineFigures, type QuotationFigures } from '@/lib/quotes/totals';
import { notFound } from '@/lib/errors';
import { currencyOf, type Currency } from '../../money';
import { allPriceLists } from '../../price-lists';

/** Reading quotations and turning their rows into the quotation shape of the service. */

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationLineRow = typeof quotationLines.$inferSelect;

export const quotationNumber = (n: number) => `Q-${String(n).padStart(6, '0')}`;

/** The currency a quotation's amounts are in (rows saved before quotations had one: the default list's). */
export async function currencyOfQuotation(db: Db | Tx, q: Pick<QuotationRow, 'currencyCode' | 'priceListId'>): Promise<Currency> {
  const lists = await allPriceLists(db);
  const list = lists.find((l) => l.id === q.priceListId);
  if (q.currencyCode) return list && list.currency.code === q.currencyCode ? list.currency : currencyOf(q.currencyCode);
  return (list ?? lists.find((l) => l.isDefault) ?? lists[0])?.currency ?? currencyOf('GBP');
}

export function lineView(l: QuotationLineRow, figures: PricedLineFigures, currency: Currency): QuotationLine {
  return {
    id: l.id,
    productId: l.productId,
    stockCode: l.stockCode,
    name: l.name,
    image: l.image,
    qty: l.qty,
    unitPrice: major(l.unitPriceMinor, currency),
    listPrice: major(l.listPriceMinor, currency),
    discountPercent: l.discountBasisPoints / 100,
    taxPercent: l.taxBasisPoints / 100,
    lineTotal: major(figures.netMinor, currency),
    quoteDiscountShare: major(figures.quoteDiscountShareMinor, currency),
    tax: major(figures.taxMinor, currency),
  };
}

/** Every figure of a stored quotation, from the pricing module (the stored totals came from it too). */
export const figuresOf = (q: QuotationRow, lines: QuotationLineRow[]): QuotationFigures =>
  priceQuotation({ lines, deliveryMinor: q.deliveryMinor, quoteDiscountBasisPoints: q.quoteDiscountBasisPoints });

/** The fields of a quotation without its lines and addresses (lists). */
export function summaryFields(q: QuotationRow, companyName: string, currency: Currency) {
  return {
    id: q.id,
    purchaseOrderNo: q.purchaseOrderNo,
    quoteName: q.quoteName,
    email: q.email,
    companyId: q.companyId,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    number: quotationNumber(q.number),
    companyName,
    status: q.status as QuotationStatus,
    validUntil: q.validUntil?.toISOString() ?? null,
    notes: q.notes,
    currencyCode: currency.code,
    currencySymbol: currency.symbol,
    subTotal: major(q.subTotalMinor, currency),
    discountTotal: major(q.discountMinor, currency),
    quoteDiscountPercent: q.quoteDiscountBasisPoints / 100,
    quoteDiscount: major(q.quoteDiscountMinor, currency),
    delivery: major(q.deliveryMinor, currency),
    taxTotal: major(q.taxMinor, currency),
    grandTotal: major(q.grandTotalMinor, currency),
    basketId: q.basketId,
    version: q.version,
  };
}

export function quotationView(q: QuotationRow, lines: QuotationLineRow[], companyName: string, currency: Currency): Quotation {
  const figures = figuresOf(q, lines);
  const { id, purchaseOrderNo, quoteName, email, companyId, ...rest } = summaryFields(q, companyName, currency);
  const { taxTotal, grandTotal, basketId, version, ...amounts } = rest;
  return {
    id,
    purchaseOrderNo,
    quoteName,
    email,
    companyId,
    shippingAddress: inFieldOrder(q.shippingAddress),
    billingAddress: inFieldOrder(q.billingAddress),
    ...amounts,
    deliveryTaxPercent: figures.deliveryTaxBasisPoints / 100,
    taxes: figures.taxes.map((t) => ({ taxPercent: t.taxBasisPoints / 100, taxable: major(t.taxableMinor, currency), tax: major(t.taxMinor, currency) })),
    taxTotal,
    grandTotal,
    basketId,
    version,
    lines: lines.map((l, i) => lineView(l, figures.lines[i], currency)),
    allowedStatuses: allowedStatuses({ status: q.status as QuotationStatus, validUntil: q.validUntil, lineCount: lines.length }),
  };
}

/** The quotation row (locked for update inside a transaction when `lock`), 404 when there is none. */
export async function findQuotationRow(db: Db | Tx, id: string, lock = false): Promise<QuotationRow> {
  const query = db.select().from(quotations).where(eq(quotations.id, id.toLowerCase()));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`Quotation ${id} was not found`, [`id: no quotation has id ${id}`]);
  return row;
}

export function linesOf(db: Db | Tx, ids: string[]): Promise<QuotationLineRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(quotationLines)
    .where(inArray(quotationLines.quotationId, ids))
    .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position));
}

async function companyName(db: Db | Tx, id: string): Promise<string> {
  const [c] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
  return c?.name ?? '';
}

/** GET /api/v2/commerce/b2b/quote/{id} (extension): the whole document. */
export async function getQuotation(db: Db | Tx, id: string): Promise<Quotation> {
  await expireLapsedQuotations(db);
  return readQuotation(db, id);
}

/** The quotation as a document, as stored (for writers that have just run the expiry themselves). */
export async function readQuotation(db: Db | Tx, id: string): Promise<Quotation> {
  const row = await findQuotationRow(db, id);
  const [lines, name, currency] = await Promise.all([linesOf(db, [row.id]), companyName(db, row.companyId), currencyOfQuotation(db, row)]);
  return quotationView(row, lines, name, currency);
}

/** Several quotations as documents, in the order of `rows` (a company's list). */
export async function quotationViews(db: Db, rows: QuotationRow[], name: string): Promise<Quotation[]> {
  const lines = await linesOf(db, rows.map((r) => r.id));
  const byQuote = new Map<string, QuotationLineRow[]>();
  for (const l of lines) byQuote.set(l.quotationId, [...(byQuote.get(l.quotationId) ?? []), l]);
  const out: Quotation[] = [];
  for (const r of rows) out.push(quotationView(r, byQuote.get(r.id) ?? [], name, await currencyOfQuotation(db, r)));
  return out;
}
