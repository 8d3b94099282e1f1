import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { companies, companyUsers, quotationLines, quotations, type StoredAddress } from '@/lib/db/schema';
import type { AddressInput } from '@/lib/api/schemas/b2b';
import type { Quotation, QuotationSave, QuotationStatus, QuotationStatusMove, QuotationUpdate } from '@/lib/api/schemas/b2b-quotes';
import { checkAddress } from './b2b-rules';
import { priceLines, priceListOfCompany, quotationTotals, type PricedLine } from './b2b-quote-pricing';
import { assertEditable, assertMove, DEFAULT_VALID_DAYS } from './b2b-quote-status';
import { inFieldOrder } from './b2b-addresses';
import { findQuotationRow, readQuotation, linesOf, quotationViews, type QuotationLineRow, type QuotationRow } from './b2b-quote-view';
import { expireLapsedQuotations } from './b2b-quote-expiry';
import { quotationHistory } from './b2b-quote-history';
import { conflict, invalid, notFound } from '@/lib/errors';
import { recordLifecycle, SYSTEM_ACTOR, type Actor } from './history';
import { majorToMinor } from './money';
import type { PriceListRef } from './price-lists';

/**
 * Quotations of B2B companies as documents: saved through the spec's quote/save (its body keeps
 * working; lines, delivery, notes and valid-until are extensions), edited with optimistic locking,
 * moved through their statuses (b2b-quote-status.ts). Every write records its history in the same
 * transaction.
 */

function snapshot(a: AddressInput, companyId: string): StoredAddress {
  return inFieldOrder({ ...a, id: a.id ?? 0, customerId: companyId });
}

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** companyId '' or the empty Guid (the vendor's clients): the company of the user with the quotation's email. */
async function resolveCompany(db: Db, companyId: string, email: string): Promise<string> {
  if (companyId && companyId !== EMPTY_GUID) return companyId.toLowerCase();
  const [user] = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(sql`lower(${companyUsers.email}) = ${email.toLowerCase()}`);
  if (!user) throw invalid([`companyId: is empty and no company user has the email ${email}`]);
  return user.companyId;
}

/** A basket with this id exists and no quotation has the id yet. */
async function isNewBasketQuote(db: Db, id: string): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 from baskets b where b.id = ${id.toLowerCase()} and not exists (select 1 from quotations q where q.id = b.id)`);
  return rows.rows.length > 0;
}

async function findCompany(db: Db, companyId: string) {
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
interface DocumentChange {
  quoteName?: string;
  purchaseOrderNo?: string;
  email?: string;
  notes?: string;
  validUntil?: Date | null;
  deliveryMinor?: number;
  shippingAddress?: StoredAddress;
  billingAddress?: StoredAddress;
  lines?: PricedLine[];
}

async function checkDocument(
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
async function insertLines(tx: Tx, quotationId: string, lines: PricedLine[]) {
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
async function applyChange(tx: Tx, before: QuotationRow, change: DocumentChange, actor: Actor, extra: Partial<QuotationRow> = {}) {
  const { lines, ...fields } = change;
  const oldLines = await linesOf(tx, [before.id]);
  const nextLines: Pick<QuotationLineRow, 'qty' | 'unitPriceMinor' | 'discountBasisPoints' | 'taxBasisPoints' | 'lineTotalMinor'>[] = lines ?? oldLines;
  const deliveryMinor = fields.deliveryMinor ?? before.deliveryMinor;
  const [after] = await tx
    .update(quotations)
    .set({ ...defined(fields), ...extra, ...quotationTotals(nextLines, deliveryMinor), version: before.version + 1, updatedAt: new Date() })
    .where(eq(quotations.id, before.id))
    .returning();
  if (lines) {
    await tx.delete(quotationLines).where(eq(quotationLines.quotationId, before.id));
    await insertLines(tx, before.id, lines);
  }
  await quotationHistory(tx, before, oldLines, after, lines, actor);
  return after;
}

/**
 * POST /api/v2/commerce/b2b/quote/save. The shipping address must be in a country the store ships to,
 * the billing address in one it bills to. With `id`, replaces that quotation of the same company
 * (lines left out are kept). Returns the quotation's id.
 */
export async function saveQuotation(db: Db, input: QuotationSave, actor: Actor = SYSTEM_ACTOR): Promise<string> {
  const companyId = await resolveCompany(db, input.companyId, input.email);
  const company = await findCompany(db, companyId);
  const body = { ...input, quoteName: input.quoteName || `Quote ${new Date().toISOString().slice(0, 10)}` };
  const existing = body.id ? await db.select().from(quotations).where(eq(quotations.id, body.id.toLowerCase())) : [];
  if (body.id && existing.length === 0 && !(await isNewBasketQuote(db, body.id)))
    throw notFound(`Quotation ${body.id} was not found`, [`id: no quotation of company ${companyId} has id ${body.id}`]);
  if (existing[0] && existing[0].companyId !== companyId)
    throw notFound(`Quotation ${body.id} was not found`, [`id: no quotation of company ${companyId} has id ${body.id}`]);
  const list = await priceListOfCompany(db, existing[0]?.priceListId ?? company.priceListId);
  const change = await checkDocument(db, body, companyId, list);
  return db.transaction(async (tx) => {
    if (existing[0]) {
      const locked = await findQuotationRow(tx, existing[0].id, true);
      assertEditable(locked);
      await applyChange(tx, locked, change, actor);
      return locked.id;
    }
    const lines = change.lines ?? [];
    const [created] = await tx
      .insert(quotations)
      .values({
        ...(body.id ? { id: body.id.toLowerCase() } : {}),
        companyId,
        quoteName: body.quoteName,
        purchaseOrderNo: body.purchaseOrderNo,
        email: body.email,
        notes: change.notes ?? '',
        validUntil: change.validUntil ?? null,
        deliveryMinor: change.deliveryMinor ?? 0,
        shippingAddress: change.shippingAddress!,
        billingAddress: change.billingAddress!,
        priceListId: list.id,
        currencyCode: list.currency.code,
        ...quotationTotals(lines, change.deliveryMinor ?? 0),
      })
      .returning();
    await insertLines(tx, created.id, lines);
    await recordLifecycle(tx, 'quotation', created.id, { after: { name: created.quoteName, code: created.number } }, actor);
    return created.id;
  });
}

/** The version an edit is based on: If-Match or the body's `version`; one of them is required. */
function expectedVersion(bodyVersion: number | undefined, ifMatch: number | undefined): number {
  const v = ifMatch ?? bodyVersion;
  if (v === undefined)
    throw invalid(['version: is required (or send If-Match with the ETag of the quotation you read), so no edit overwrites another']);
  return v;
}

function assertVersion(row: QuotationRow, expected: number | undefined) {
  if (expected !== undefined && row.version !== expected)
    throw conflict('The quotation was changed by someone else since it was opened; reload it and try again', [
      `version: expected ${expected} but the quotation is at ${row.version}`,
    ]);
}

/** PUT /api/v2/commerce/b2b/quote/{id} (extension): changes the fields sent; a stale version is a 409. */
export async function updateQuotation(
  db: Db,
  id: string,
  body: QuotationUpdate,
  ifMatch: number | undefined,
  actor: Actor = SYSTEM_ACTOR,
): Promise<Quotation> {
  const expected = expectedVersion(body.version, ifMatch);
  await expireLapsedQuotations(db);
  const current = await findQuotationRow(db, id);
  const company = await findCompany(db, current.companyId);
  const list = await priceListOfCompany(db, current.priceListId ?? company.priceListId);
  const change = await checkDocument(db, body, current.companyId, list);
  await db.transaction(async (tx) => {
    const locked = await findQuotationRow(tx, id, true);
    assertVersion(locked, expected);
    assertEditable(locked);
    await applyChange(tx, locked, change, actor, { priceListId: list.id, currencyCode: locked.currencyCode || list.currency.code });
  });
  return readQuotation(db, id);
}

/** POST /api/v2/commerce/b2b/quote/{id}/status (extension): one move of the state machine. */
export async function moveQuotationStatus(db: Db, id: string, body: QuotationStatusMove, actor: Actor = SYSTEM_ACTOR): Promise<Quotation> {
  await expireLapsedQuotations(db);
  await db.transaction(async (tx) => {
    const locked = await findQuotationRow(tx, id, true);
    assertVersion(locked, body.version);
    const lines = await linesOf(tx, [locked.id]);
    assertMove({ status: locked.status as QuotationStatus, validUntil: locked.validUntil, lineCount: lines.length }, body.status);
    // Sent without a date: valid for the default number of days, to the end of that day.
    const validUntil =
      body.status === 'sent' && !locked.validUntil
        ? new Date(new Date(Date.now() + DEFAULT_VALID_DAYS * 86_400_000).toISOString().slice(0, 10) + 'T23:59:59.999Z')
        : undefined;
    await applyChange(tx, locked, { validUntil }, actor, { status: body.status });
  });
  return readQuotation(db, id);
}

/** GET /api/v2/commerce/b2b/:companyId/quotes (extension): newest first, as documents. */
export async function listQuotations(db: Db, companyId: string): Promise<Quotation[]> {
  const company = await findCompany(db, companyId);
  await expireLapsedQuotations(db);
  const rows = await db
    .select()
    .from(quotations)
    .where(eq(quotations.companyId, companyId))
    .orderBy(desc(quotations.createdAt), desc(quotations.number));
  return quotationViews(db, rows, company.name);
}
