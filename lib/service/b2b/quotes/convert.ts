import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { companyUsers, quotations } from '@/lib/db/schema';
import { addItems } from '../../baskets/lines';
import type { BasketRow } from '../../baskets/load';
import { expireLapsedQuotations } from './expire';
import { findQuotationRow, linesOf, quotationNumber } from './view';
import { quotationHistory } from './history';
import { conflict, ruleViolation } from '@/lib/errors';
import type { Actor } from '../../history';
import { priceListOfCompany } from './pricing';
import { announceQuote } from '../../webhooks/announce';

/**
 * POST /api/v2/commerce/b2b/quote/{id}/convert (extension): an accepted quotation becomes a basket for
 * its buyer (the company user with the quotation's email, else the company's primary user), marked as
 * a quote (quoteStatus 3 Accepted) created by staff, with the quotation's lines, PO number and addresses.
 * The basket prices its lines from the price list as every basket does; the quotation keeps the
 * agreed prices and is named on the basket (customInfo1) so checkout can honour them.
 */

const ACCEPTED_QUOTE_STATUS = 3; // basket quoteStatus (lib/api/schemas/return-status.ts QUOTE_STATUSES)

async function buyerOf(tx: Tx, companyId: string, email: string) {
  const [user] = await tx
    .select({ id: companyUsers.id, email: companyUsers.email })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(desc(sql`lower(${companyUsers.email}) = ${email.toLowerCase()}`), desc(companyUsers.isPrimary), asc(companyUsers.createdAt))
    .limit(1);
  return user ?? null;
}

export async function convertQuotation(db: Db, id: string, actor: Actor) {
  return db.transaction(async (tx) => {
    await expireLapsedQuotations(tx);
    const q = await findQuotationRow(tx, id, true);
    if (q.status !== 'accepted')
      throw conflict(`A ${q.status} quotation cannot be converted`, [`status: only an accepted quotation becomes a basket (this one is ${q.status})`]);
    if (q.basketId)
      throw conflict('The quotation was already converted', [`basketId: the quotation became basket ${q.basketId}`]);
    const lines = await linesOf(tx, [q.id]);
    const gone = lines.filter((l) => !l.productId);
    if (gone.length)
      throw ruleViolation('A product of the quotation no longer exists', gone.map((l) => `lines.${l.position - 1}.productId: ${l.stockCode} was deleted`));
    const list = await priceListOfCompany(tx, q.priceListId);
    const buyer = await buyerOf(tx, q.companyId, q.email);
    const email = buyer?.email ?? q.email;
    const created = await tx.execute<BasketRow>(sql`
      insert into baskets (user_id, user_email, currency_code, price_list_id, is_quote, quote_status, created_by_admin,
        valid_until, po_number, post_code, custom_info1, shipping_address, billing_address)
      values (${buyer?.id ?? null}, ${email}, ${list.currency.code}, ${list.id}, true, ${ACCEPTED_QUOTE_STATUS}, true,
        ${q.validUntil?.toISOString() ?? null}, ${q.purchaseOrderNo}, ${q.shippingAddress.postCode},
        ${`Quotation ${quotationNumber(q.number)}`}, ${JSON.stringify(q.shippingAddress)}::jsonb, ${JSON.stringify(q.billingAddress)}::jsonb)
      returning *`);
    const basket = created.rows[0];
    // The quantities were agreed by staff: BasketSettings.MaxLineQty (a shopper's limit) does not apply.
    await addItems(tx, basket, lines.map((l) => ({ productId: l.productId!, qty: l.qty })), 'lines', { maxLineQty: 0 });
    const [after] = await tx
      .update(quotations)
      .set({ basketId: basket.id, version: q.version + 1, updatedAt: new Date() })
      .where(eq(quotations.id, q.id))
      .returning();
    await quotationHistory(tx, q, lines, after, undefined, actor);
    await announceQuote(tx, after, actor, q);
    return { basketId: basket.id, userId: buyer?.id ?? null, email };
  });
}
