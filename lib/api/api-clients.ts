import 'server-only';
import { z } from 'zod';
import {
  apiClientCreatedSchema,
  apiClientSchema,
  tokensResetSchema,
  type ApiClientCreate,
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
