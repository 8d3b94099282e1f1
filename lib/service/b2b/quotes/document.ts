import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { companies, quotationLines, quotations, type StoredAddress } from '@/lib/db/schema';
import type { AddressInput } from '@/lib/api/schemas/b2b';
import type { QuotationSave } from '@/lib/api/schemas/b2b-quotes';
import { conflict, notFound } from '@/lib/errors';
import type { Actor } from '../../history';
import { majorToMinor } from '../../money';
import type { PriceListRef } from '../../price-lists';
import { inFieldOrder } from '../companies/addresses';
import { checkAddress } from '../rules';
import { quotationHistory } from './history';
import { priceLines, quotationFigures, type PricedLine } from './pricing';
import { storedTotals } from '@/lib/quotes/totals';
import { linesOf, type QuotationLineRow, type QuotationRow } from './view';
import { announceQuote } from '../../webhooks/announce';

/**
 * Quotations of B2B companies as documents: saved through the spec's quote/save (./save.ts; its body
 * keeps working, lines, delivery, notes and valid-until are extensions), edited with optimistic
 * locking (./update.ts), moved through their statuses (./move-status.ts, rules in ./state-machine.ts).
 * This file holds what the three share: the request's checked fields, and one change applied with its
 * history in the caller's transaction.
 */

function snapshot(a: AddressInput, companyId: string): StoredAddress {
  return inFieldOrder({ ...a, id: a.id ?? 0, customerId: companyId });
}

/** The quotation's company (404 for an unknown one), with what pricing needs. */
export async function findCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, priceListId: companies.priceListId })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw notFound(`Company ${companyId} was not found`, [`companyId: no company has id ${companyId}`]);
  return row;
}

/** '' clears; a day means the end of that day (UTC). */
function parseValidUntil(v: string | undefined): Date | null | undefined {
  if (v === undefined) return undefined;
  if (v === '') return null;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59.999Z` : v);
}

/** The checked, converted document fields of a request; only those that were sent. */
export interface DocumentChange {
  quoteName?: string;
  purchaseOrderNo?: string;
  email?: string;
  notes?: string;
  validUntil?: Date | null;
  deliveryMinor?: number;
  quoteDiscountBasisPoints?: number;
  shippingAddress?: StoredAddress;
  billingAddress?: StoredAddress;
  lines?: PricedLine[];
}

/** A request's document fields checked (addresses, prices) and converted, before any write. */
export async function checkDocument(
  db: Db,
  body: Partial<QuotationSave>,
  companyId: string,
  list: PriceListRef,
): Promise<DocumentChange> {
  const shipping = body.shippingAddress && (await checkAddress(db, body.shippingAddress, 'shippingAddress', 'shipping'));
  const billing = body.billingAddress && (await checkAddress(db, body.billingAddress, 'billingAddress', 'billing'));
  return {
    quoteName: body.quoteName,
    purchaseOrderNo: body.purchaseOrderNo,
    email: body.email,
    notes: body.notes,
    validUntil: parseValidUntil(body.validUntil),
    deliveryMinor: body.delivery === undefined ? undefined : majorToMinor(body.delivery, list.currency),
    quoteDiscountBasisPoints: body.quoteDiscountPercent === undefined ? undefined : Math.round(body.quoteDiscountPercent * 100),
    shippingAddress: shipping ? snapshot(shipping, companyId) : undefined,
    billingAddress: billing ? snapshot(billing, companyId) : undefined,
    lines: body.lines ? await priceLines(db, body.lines, list) : undefined,
  };
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The lines as ONE jsonb parameter unpacked in SQL: a multi-row VALUES binds 11 parameters a line, and
 * binding 1,100 of them cost more than the insert itself (most of a 100-line save on PGlite).
 */
export async function insertLines(tx: Tx, quotationId: string, lines: PricedLine[]) {
  if (lines.length === 0) return;
  await tx.execute(sql`
    insert into quotation_lines (quotation_id, position, product_id, stock_code, name, image, qty, unit_price_minor,
      list_price_minor, discount_basis_points, tax_basis_points, line_total_minor)
    select ${quotationId}::uuid, x.ord::int, (x.l->>'productId')::uuid, x.l->>'stockCode', x.l->>'name', x.l->>'image',
      (x.l->>'qty')::int, (x.l->>'unitPriceMinor')::bigint, (x.l->>'listPriceMinor')::bigint,
      (x.l->>'discountBasisPoints')::int, (x.l->>'taxBasisPoints')::int, (x.l->>'lineTotalMinor')::bigint
    from jsonb_array_elements(${JSON.stringify(lines)}::jsonb) with ordinality as x(l, ord)`);
}

/**
 * Applies a checked change to a locked quotation: fields, lines (replaced when sent), totals, version;
 * then its history. Runs inside the caller's transaction.
 */
export async function applyChange(tx: Tx, before: QuotationRow, change: DocumentChange, actor: Actor, extra: Partial<QuotationRow> = {}) {
  const { lines, ...fields } = change;
  const oldLines = await linesOf(tx, [before.id]);
  const nextLines: Pick<QuotationLineRow, 'qty' | 'unitPriceMinor' | 'discountBasisPoints' | 'taxBasisPoints'>[] = lines ?? oldLines;
  const figures = quotationFigures({
    lines: nextLines,
    deliveryMinor: fields.deliveryMinor ?? before.deliveryMinor,
    quoteDiscountBasisPoints: fields.quoteDiscountBasisPoints ?? before.quoteDiscountBasisPoints,
  });
  const [after] = await tx
    .update(quotations)
    .set({ ...defined(fields), ...extra, ...storedTotals(figures), version: before.version + 1, updatedAt: new Date() })
    .where(eq(quotations.id, before.id))
    .returning();
  if (lines) {
    await tx.delete(quotationLines).where(eq(quotationLines.quotationId, before.id));
    await insertLines(tx, before.id, lines);
  }
  await quotationHistory(tx, before, oldLines, after, lines, actor);
  await announceQuote(tx, after, actor, before);
  return after;
}

/** A stale version (another edit came first) is a 409. */
export function assertVersion(row: QuotationRow, expected: number | undefined) {
  if (expected !== undefined && row.version !== expected)
    throw conflict('The quotation was changed by someone else since it was opened; reload it and try again', [
      `version: expected ${expected} but the quotation is at ${row.version}`,
    ]);
}
