import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { companies, companyUsers, quotations, type QuotationAddress } from '@/lib/db/schema';
import type { AddressInput, Quotation, QuotationSave } from '@/lib/api/schemas/b2b';
import { checkAddress } from './b2b-rules';
import { invalid, notFound } from './errors';

/** Saved quotation requests of B2B companies. */

function snapshot(a: AddressInput, companyId: string): QuotationAddress {
  return inFieldOrder({ ...a, id: a.id ?? 0, customerId: companyId });
}

/** jsonb keeps keys in its own order: rebuild the address with the spec's field order. */
function inFieldOrder(a: QuotationAddress): QuotationAddress {
  return {
    id: a.id,
    customerId: a.customerId,
    title: a.title,
    firstName: a.firstName,
    lastName: a.lastName,
    address1: a.address1,
    address2: a.address2,
    address3: a.address3,
    city: a.city,
    state: a.state,
    country: a.country,
    countryCode: a.countryCode,
    postCode: a.postCode,
    phoneNo: a.phoneNo,
    mobileNo: a.mobileNo,
    companyName: a.companyName,
    isDefault: a.isDefault,
    isDefaultDelivery: a.isDefaultDelivery,
    isDefaultForSubscription: a.isDefaultForSubscription,
    isDefaultBilling: a.isDefaultBilling,
  };
}

const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** companyId '' or the empty Guid (the vendor's clients): the company of the user with the quotation's email. */
async function resolveCompany(db: Db, companyId: string, email: string): Promise<string> {
  if (companyId && companyId !== EMPTY_GUID) return companyId;
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

async function assertCompany(db: Db, companyId: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!row)
    throw notFound(`Company ${companyId} was not found`, [`companyId: no company has id ${companyId}`]);
}

/**
 * POST /api/v2/commerce/b2b/quote/save. The shipping address must be in a country the store ships to,
 * the billing address in one it bills to. With `id`, replaces that quotation of the same company.
 */
export async function saveQuotation(db: Db, input: QuotationSave): Promise<boolean> {
  const companyId = await resolveCompany(db, input.companyId, input.email);
  const body = { ...input, companyId, quoteName: input.quoteName || `Quote ${new Date().toISOString().slice(0, 10)}` };
  await assertCompany(db, body.companyId);
  const shipping = snapshot(
    await checkAddress(db, body.shippingAddress, 'shippingAddress', 'shipping'),
    body.companyId,
  );
  const billing = snapshot(
    await checkAddress(db, body.billingAddress, 'billingAddress', 'billing'),
    body.companyId,
  );
  const values = {
    purchaseOrderNo: body.purchaseOrderNo,
    quoteName: body.quoteName,
    email: body.email,
    shippingAddress: shipping,
    billingAddress: billing,
  };
  if (body.id) {
    const updated = await db
      .update(quotations)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(quotations.id, body.id), eq(quotations.companyId, body.companyId)))
      .returning({ id: quotations.id });
    // The vendor storefront sends its basket's id: the first save of a basket's quote takes that id.
    if (updated.length === 0 && (await isNewBasketQuote(db, body.id))) {
      await db.insert(quotations).values({ ...values, id: body.id.toLowerCase(), companyId: body.companyId });
      return true;
    }
    if (updated.length === 0)
      throw notFound(`Quotation ${body.id} was not found`, [
        `id: no quotation of company ${body.companyId} has id ${body.id}`,
      ]);
  } else {
    await db.insert(quotations).values({ ...values, companyId: body.companyId });
  }
  return true;
}

/** GET /api/v2/commerce/b2b/:companyId/quotes (extension): newest first. */
export async function listQuotations(db: Db, companyId: string): Promise<Quotation[]> {
  await assertCompany(db, companyId);
  const rows = await db
    .select()
    .from(quotations)
    .where(eq(quotations.companyId, companyId))
    .orderBy(desc(quotations.createdAt));
  return rows.map((q) => ({
    id: q.id,
    purchaseOrderNo: q.purchaseOrderNo,
    quoteName: q.quoteName,
    email: q.email,
    companyId: q.companyId,
    shippingAddress: inFieldOrder(q.shippingAddress),
    billingAddress: inFieldOrder(q.billingAddress),
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  }));
}
