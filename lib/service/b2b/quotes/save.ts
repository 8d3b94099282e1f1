import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { companyUsers, quotations } from '@/lib/db/schema';
import type { QuotationSave } from '@/lib/api/schemas/b2b-quotes';
import { invalid, notFound } from '@/lib/errors';
import { recordLifecycle, SYSTEM_ACTOR, type Actor } from '../../history';
import { applyChange, checkDocument, findCompany, insertLines } from './document';
import { priceListOfCompany, quotationFigures } from './pricing';
import { storedTotals } from '@/lib/quotes/totals';
import { assertEditable } from './state-machine';
import { findQuotationRow } from './view';
import { announceQuote } from '../../webhooks/announce';

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
        quoteDiscountBasisPoints: change.quoteDiscountBasisPoints ?? 0,
        shippingAddress: change.shippingAddress!,
        billingAddress: change.billingAddress!,
        priceListId: list.id,
        currencyCode: list.currency.code,
        ...storedTotals(
          quotationFigures({ lines, deliveryMinor: change.deliveryMinor ?? 0, quoteDiscountBasisPoints: change.quoteDiscountBasisPoints ?? 0 }),
        ),
      })
      .returning();
    await insertLines(tx, created.id, lines);
    await recordLifecycle(tx, 'quotation', created.id, { after: { name: created.quoteName, code: created.number } }, actor);
    await announceQuote(tx, created, actor);
    return created.id;
  });
}
