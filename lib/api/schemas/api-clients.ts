import { z } from 'zod';
import { formInt } from './form-values';

/** API clients (OAuth client-credentials) as the back-office settings page manages them. Never a hash. */
/** A client's own API budget; null or absent: the service default (API_RATE_LIMIT_PER_MINUTE). */
const rateLimitSchema = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1_000_000, 'must be at most 1000000')
  .meta({ description: 'API calls a minute this client may make; null: the service default (429 RATE_LIMITED past it)' });

export const apiClientSchema = z
  .object({
    clientId: z.string(),
    name: z.string(),
    createdAt: z.string().meta({ description: 'DateTime' }),
    activeTokens: z.number().int().meta({ description: 'Unrevoked, unexpired access tokens' }),
    isAdmin: z.boolean().meta({ description: 'May manage API clients and settings' }),
    isDemo: z.boolean(),
    tokensResetAt: z.string().nullable().meta({ description: 'DateTime of the last token reset' }),
    rateLimitPerMinute: rateLimitSchema.nullable(),
    disabled: z.boolean().meta({ description: 'A disabled client gets no token, and its existing tokens are refused' }),
    disabledAt: z.string().nullable().meta({ description: 'DateTime it was disabled; null while enabled' }),
    lastUsedAt: z.string().nullable().meta({ description: 'DateTime of its last call or token (to the minute); null: never' }),
    secretRotatedAt: z.string().nullable().meta({ description: 'DateTime of the last secret rotation' }),
  })
  .meta({ id: 'ApiClient' });
export type ApiClient = z.infer<typeof apiClientSchema>;

export const apiClientCreateSchema = z
  .object({
    name: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(100, 'must be at most 100 characters'),
    isAdmin: z.boolean({ error: 'must be true or false' }).optional().default(false),
    rateLimitPerMinute: rateLimitSchema.nullable().optional(),
  })
  .meta({ id: 'ApiClientCreate' });
export type ApiClientCreate = z.input<typeof apiClientCreateSchema>;

export const apiClientCreatedSchema = z
  .object({
    clientId: z.string(),
    clientSecret: z.string().meta({ description: 'Shown this once; only its hash is kept' }),
    name: z.string(),
    isAdmin: z.boolean(),
    rateLimitPerMinute: rateLimitSchema.nullable(),
  })
  .meta({ id: 'ApiClientCreated' });

export const clientIdParamsSchema = z.object({
  clientId: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
});

export const tokensResetSchema = z
  .object({ revoked: z.number().int().meta({ description: 'Tokens revoked by this call' }) })
  .meta({ id: 'TokensReset' });

export const apiClientListQuerySchema = z.object({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional().meta({ description: 'Part of the name or client id' }),
  page: formInt(1, 1_000_000).optional(),
  pageSize: formInt(1, 100).optional(),
});
export type ApiClientListQuery = Omit<z.input<typeof apiClientListQuerySchema>, 'page' | 'pageSize'> & { page?: number; pageSize?: number };

export const apiClientListSchema = z
  .object({
    total: z.number().int(),
    pages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    results: z.array(apiClientSchema),
  })
  .meta({ id: 'ApiClientList' });

export const apiClientSecretSchema = z
  .object({
    clientId: z.string(),
    clientSecret: z.string().meta({ description: 'The new secret, shown this once; the old one stops working at once' }),
  })
  .meta({ id: 'ApiClientSecret' });

export const apiClientDeletedSchema = z
  .object({ clientId: z.string(), deleted: z.boolean() })
  .meta({ id: 'ApiClientDeleted' });
