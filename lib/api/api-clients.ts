import 'server-only';
import { z } from 'zod';
import {
  apiClientCreatedSchema,
  apiClientDeletedSchema,
  apiClientListSchema,
  apiClientSchema,
  apiClientSecretSchema,
  tokensResetSchema,
  type ApiClientCreate,
  type ApiClientListQuery,
} from '@/lib/api/schemas/api-clients';
import { requestD, segment } from './http';

/** The OAuth clients of the service (GET /api/v2/infra/clients; needs an admin client). */
export async function listApiClients() {
  return requestD({ path: '/api/v2/infra/clients' }, z.array(apiClientSchema));
}

/** Creates a client; the answer holds its secret, which the service never gives again. */
export async function createApiClient(body: ApiClientCreate) {
  return requestD({ method: 'POST', path: '/api/v2/infra/clients', body }, apiClientCreatedSchema);
}

/** Revokes every access and refresh token of a client; its secret keeps working for new tokens. */
export async function resetApiClientTokens(clientId: string) {
  return requestD(
    { method: 'POST', path: `/api/v2/infra/clients/${segment(clientId)}/reset-tokens` },
    tokensResetSchema,
  );
}

/** A page of clients, newest first, by part of the name or id (GET /api/v2/infra/clients/search). */
export async function searchApiClients(query: ApiClientListQuery = {}) {
  return requestD({ path: '/api/v2/infra/clients/search', query: { ...query } }, apiClientListSchema);
}

/** Disables or enables a client; a disabled client's tokens are refused at once. */
export async function setApiClientDisabled(clientId: string, disabled: boolean) {
  return requestD(
    { method: 'POST', path: `/api/v2/infra/clients/${segment(clientId)}/${disabled ? 'disable' : 'enable'}` },
    apiClientSchema,
  );
}

/** Deletes a client and its tokens. */
export async function deleteApiClient(clientId: string) {
  return requestD({ method: 'DELETE', path: `/api/v2/infra/clients/${segment(clientId)}` }, apiClientDeletedSchema);
}

/** A new secret for the client, in this answer only; the old one stops working. */
export async function rotateApiClientSecret(clientId: string) {
  return requestD(
    { method: 'POST', path: `/api/v2/infra/clients/${segment(clientId)}/rotate-secret` },
    apiClientSecretSchema,
  );
}
