'use server';

import { revalidatePath } from 'next/cache';
import { runAction } from '@/lib/actions/run-action';
import { saveQuotation } from '@/lib/api/b2b';
import { quotationSaveSchema, type AddressInput } from '@/lib/api/schemas/b2b';

/** The form picks countries by code: the service fills the country's name from it. */
const nameFromCode = (a: AddressInput): AddressInput => ({ ...a, country: '' });

/** Saves a new quotation for a company. */
export async function saveQuotationAction(values: unknown) {
  return runAction('quotations', 'write', async () => {
    const body = quotationSaveSchema.parse(values);
    await saveQuotation({
      ...body,
      shippingAddress: nameFromCode(body.shippingAddress),
      billingAddress: nameFromCode(body.billingAddress),
    });
    revalidatePath('/b2b/quotations');
    return { companyId: body.companyId };
  });
}
