'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { inviteCompanyUser, listCompanies, registerCompany, updateCompany } from '@/lib/api/b2b';
import { companyRegistrationSchema, companyUpdateSchema, type AddressInput } from '@/lib/api/schemas/b2b';

/**
 * The form picks countries by code and never shows the country's name, so the name is left for the
 * service to fill from the code (a stale name would survive a change of country otherwise).
 */
const nameFromCode = (a: AddressInput): AddressInput => ({ ...a, country: '' });

/**
 * Registers a company with its address and first user, who is sent a link to set their password. The service answers `true` and names the new
 * company only in a Location header, so it is found again by its (just saved) name; with a namesake
 * the caller gets no id and shows the list instead.
 */
export async function registerCompanyAction(values: unknown) {
  return runAction('companies', 'write', async () => {
    const body = companyRegistrationSchema.parse(values);
    await registerCompany({ ...body, address: nameFromCode(body.address) });
    revalidatePath('/b2b/companies', 'layout');
    const named = (await listCompanies(body.companyName)).filter((c) => c.name === body.companyName);
    return { id: named.length === 1 ? named[0].id : null, name: body.companyName };
  });
}

/** Saves the edit form: the company, its default address and its primary user. */
export async function updateCompanyAction(id: string, values: unknown) {
  return runAction('companies', 'write', async () => {
    const companyId = z.uuid().parse(id);
    const body = companyUpdateSchema.parse(values);
    await updateCompany(companyId, { ...body, address: body.address && nameFromCode(body.address) });
    revalidatePath('/b2b', 'layout');
  });
}

/** Sends a company user a new link to set their password (their earlier links stop working). */
export async function inviteUserAction(companyId: string, userId: string) {
  return runAction('companies', 'write', async () => {
    const sent = await inviteCompanyUser(z.uuid().parse(companyId), z.uuid().parse(userId));
    revalidatePath(`/b2b/companies/${companyId}`);
    return sent;
  });
}
