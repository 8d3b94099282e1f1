'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { createApiClient, resetApiClientTokens } from '@/lib/api/api-clients';
import { apiClientCreateSchema } from '@/lib/api/schemas/api-clients';

/**
 * Creates an API client. Its secret is in this result only: the dialog shows it once and the service
 * keeps just a hash, so it can never be shown again.
 */
export async function createApiClientAction(values: unknown) {
  return runAction('settings', 'write', async () => {
    const created = await createApiClient(apiClientCreateSchema.parse(values));
    revalidatePath('/settings/api-clients');
    return created;
  });
}

/** Revokes every token of a client (a leaked token); the client fetches new ones with its secret. */
export async function resetApiClientTokensAction(clientId: unknown) {
  return runAction('settings', 'write', async () => {
    const result = await resetApiClientTokens(z.string().min(1).parse(clientId));
    revalidatePath('/settings/api-clients');
    return result;
  });
}
