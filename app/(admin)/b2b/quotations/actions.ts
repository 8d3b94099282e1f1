'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import {
  convertQuotation,
  createQuotation,
  findQuotableProducts,
  listAllQuotations,
  moveQuotation,
  updateQuotation,
} from '@/lib/api/b2b-quotes';
import type { AddressInput } from '@/lib/api/schemas/b2b';
import { quotationSaveSchema, quotationStatusSchema, quotationUpdateSchema } from '@/lib/api/schemas/b2b-quotes';

/** The form picks countries by code: the service fills the country's name from it. */
const nameFromCode = (a: AddressInput): AddressInput => ({ ...a, country: '' });

const revalidate = (companyId?: string) => {
  revalidatePath('/b2b/quotations');
  if (companyId) revalidatePath(`/b2b/companies/${companyId}`);
};

/** Saves a new quotation and answers its id (the newest of the company's, just saved). */
export async function createQuotationAction(values: unknown) {
  return runAction('quotations', 'write', async () => {
    const body = quotationSaveSchema.parse(values);
    await createQuotation({ ...body, shippingAddress: nameFromCode(body.shippingAddress), billingAddress: nameFromCode(body.billingAddress) });
    const newest = await listAllQuotations({ companyId: body.companyId, pageSize: 1 });
    revalidate(body.companyId);
    return { id: newest.results[0]?.id ?? null };
  });
}

export async function updateQuotationAction(id: unknown, values: unknown) {
  return runAction('quotations', 'write', async () => {
    const body = quotationUpdateSchema.parse(values);
    const saved = await updateQuotation(z.uuid().parse(id), {
      ...body,
      shippingAddress: body.shippingAddress && nameFromCode(body.shippingAddress),
      billingAddress: body.billingAddress && nameFromCode(body.billingAddress),
    });
    revalidate(saved.companyId);
    revalidatePath(`/b2b/quotations/${saved.id}`);
    return { id: saved.id };
  });
}

export async function moveQuotationAction(id: unknown, status: unknown, version: unknown) {
  return runAction('quotations', 'write', async () => {
    const moved = await moveQuotation(z.uuid().parse(id), quotationStatusSchema.parse(status), z.number().int().parse(version));
    revalidate(moved.companyId);
    revalidatePath(`/b2b/quotations/${moved.id}`);
    return { status: moved.status };
  });
}

export async function convertQuotationAction(id: unknown) {
  return runAction('quotations', 'write', async () => {
    const quotationId = z.uuid().parse(id);
    const basket = await convertQuotation(quotationId);
    revalidatePath(`/b2b/quotations/${quotationId}`);
    revalidatePath('/baskets');
    return basket;
  });
}

/** Products for a line, by name or stock code, priced for the company (the editor's search). */
export async function searchQuotableProductsAction(q: unknown, companyId: unknown) {
  return runAction('quotations', 'read', async () =>
    findQuotableProducts(z.string().trim().min(1).max(100).parse(q), z.uuid().parse(companyId)),
  );
}
