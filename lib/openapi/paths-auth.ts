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
      'Access tokens live 24 hours (expires_in 86400). Client credentials may be sent with HTTP Basic (RFC 6749 §2.3.1) or as client_id and client_secret in the body. ' +
      'Extension: the refresh_token grant authenticates the client too (Basic or body), and the refresh token must have been issued to that client; a refresh token can be used once (it returns a new pair and revokes the old one) and lives SecuritySettings.RefreshTokenLifetimeDays days (default 30). Rotating the client secret, resetting its tokens or disabling the client revokes every refresh token it holds. Any other method than POST answers 405 with Allow: POST.',
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
      401: {
        description: 'invalid_client: no client credentials, an unknown client or wrong secret, a disabled client, or a refresh token issued to another client',
        headers: {
          'WWW-Authenticate': { description: 'Basic realm="catalogue" (RFC 6749 §5.2)', schema: { type: 'string' as const } },
        },
        content: { 'application/json': { schema: oauthErrorSchema } },
      },
      429: {
        description: `Extension: temporarily_unavailable — ${CLIENT_SECRET_LIMITS.perClientAtAddress} wrong secrets for one client_id from one address (or ${CLIENT_SECRET_LIMITS.perAddress} from one address for any client) within ${CLIENT_SECRET_LIMITS.windowSeconds / 60} minutes lock that client id at that address (or the address) out for ${CLIENT_SECRET_LIMITS.lockSeconds / 60} minutes, even with the right secret. Other addresses are not affected`,
        headers: retryAfterHeader,
        content: { 'application/json': { schema: oauthErrorSchema } },
      },
    },
  });
}
