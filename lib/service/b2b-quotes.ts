import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { companies, quotations, type QuotationAddress } from '@/lib/db/schema';
import type { AddressInput, Quotation, QuotationSave } from '@/lib/api/schemas/b2b';
import { checkAddress } from './b2b-rules';
import { notFound } from './errors';

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

async function assertCompany(db: Db, companyId: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!row)
    throw notFound(`Company ${companyId} was not found`, [`companyId: no company has id ${companyId}`]);
}

/**
 * POST /api/v2/commerce/b2b/quote/save. The shipping address must be in a country the store ships to,
 * the billing address in one it bills to. With `id`, replaces that quotation of the same company.
 */
export async function saveQuotation(db: Db, body: QuotationSave): Promise<boolean> {
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
