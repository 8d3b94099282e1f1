import type { Db } from '@/lib/db';
import type { Quotation, QuotationUpdate } from '@/lib/api/schemas/b2b-quotes';
import { invalid } from '@/lib/errors';
import { SYSTEM_ACTOR, type Actor } from '../../history';
import { applyChange, assertVersion, checkDocument, findCompany } from './document';
import { expireLapsedQuotations } from './expire';
import { priceListOfCompany } from './pricing';
import { assertEditable } from './state-machine';
import { findQuotationRow, readQuotation } from './view';

/** The version an edit is based on: If-Match or the body's `version`; one of them is required. */
function expectedVersion(bodyVersion: number | undefined, ifMatch: number | undefined): number {
  const v = ifMatch ?? bodyVersion;
  if (v === undefined)
    throw invalid(['version: is required (or send If-Match with the ETag of the quotation you read), so no edit overwrites another']);
  return v;
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
