import { z } from 'zod';

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
