import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { oauthErrorSchema, tokenResponseSchema } from '@/lib/api/schemas/wrappers';
import { CLIENT_SECRET_LIMITS } from '@/lib/security/rate-limit-policy';
import { addPath, retryAfterHeader } from './helpers';

export function registerAuthPaths(registry: OpenAPIRegistry) {
  addPath(registry, {
    tag: 'Authentication',
    method: 'post',
    path: '/oAuth/Token',
    operationId: 'issueToken',
    summary: 'Issue an access token (client credentials) or renew it (refresh token)',
    description:
      'Access tokens live 24 hours (expires_in 86400). A refresh token can be used once: it returns a new pair and revokes the old one. Client credentials may also be sent with HTTP Basic.',
    security: [],
    request: {
      body: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.object({
              grant_type: z.enum(['client_credentials', 'refresh_token']),
              client_id: z.string().optional(),
              client_secret: z.string().optional(),
              refresh_token: z.string().optional(),
            }),
          },
        },
      },
    },
    responses: {
      200: { description: 'Token issued', content: { 'application/json': { schema: tokenResponseSchema } } },
      400: { description: 'invalid_request, invalid_grant or unsupported_grant_type', content: { 'application/json': { schema: oauthErrorSchema } } },
      401: { description: 'invalid_client', content: { 'application/json': { schema: oauthErrorSchema } } },
      429: {
        description: `Extension: temporarily_unavailable — ${CLIENT_SECRET_LIMITS.perClient} wrong secrets for one client_id (or ${CLIENT_SECRET_LIMITS.perIp} from one address) within ${CLIENT_SECRET_LIMITS.windowSeconds / 60} minutes lock it out for ${CLIENT_SECRET_LIMITS.lockSeconds / 60} minutes, even with the right secret`,
        headers: retryAfterHeader,
        content: { 'application/json': { schema: oauthErrorSchema } },
      },
    },
  });
}
