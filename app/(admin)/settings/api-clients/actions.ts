'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import {
  createApiClient,
  deleteApiClient,
  resetApiClientTokens,
  rotateApiClientSecret,
  setApiClientDisabled,
} from '@/lib/api/api-clients';
import { apiClientCreateSchema } from '@/lib/api/schemas/api-clients';

const clientIdSchema = z.string().min(1).max(200);

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
    const result = await resetApiClientTokens(clientIdSchema.parse(clientId));
    revalidatePath('/settings/api-clients');
    return result;
  });
}

/** Disables (its tokens are refused at once) or enables a client. */
export async function setApiClientDisabledAction(clientId: unknown, disabled: unknown) {
  return runAction('settings', 'write', async () => {
    const result = await setApiClientDisabled(clientIdSchema.parse(clientId), z.boolean().parse(disabled));
    revalidatePath('/settings/api-clients');
    return { disabled: result.disabled };
  });
}

/** Deletes a client and its tokens. */
export async function deleteApiClientAction(clientId: unknown) {
  return runAction('settings', 'write', async () => {
    const result = await deleteApiClient(clientIdSchema.parse(clientId));
    revalidatePath('/settings/api-clients');
    return result;
  });
}

/** A new secret, returned this once for the dialog to show; the old secret stops working. */
export async function rotateApiClientSecretAction(clientId: unknown) {
  return runAction('settings', 'write', async () => {
    const result = await rotateApiClientSecret(clientIdSchema.parse(clientId));
    revalidatePath('/settings/api-clients');
    return result;
  });
}
