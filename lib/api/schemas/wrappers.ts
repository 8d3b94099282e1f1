import { z } from 'zod';

/**
 * The spec's response wrappers. The service builds them (lib/http/wrappers.ts) and the back-office
 * client parses them with these schemas.
 */
export const wrapperASchema = <T extends z.ZodType>(result: T) =>
  z.object({
    statusCode: z.number().int(),
    status: z.string(),
    error: z.string(),
    errorId: z.string(),
    message: z.string(),
    messageCode: z.string(),
    result: result.nullable(),
    totalRecords: z.number().int().optional(),
  });

export const wrapperBSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    statusCode: z.number().int(),
    status: z.string(),
    error: z.string().nullable(),
    errorId: z.string().nullable(),
    message: z.string().nullable(),
    messageCode: z.string(),
    result: result.nullable(),
  });

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const mutationResultSchema = z
  .object({
    isValid: z.boolean(),
    message: z.string(),
    errors: z.array(z.string()).meta({
      description:
        'Messages. A message about one request field starts with that field\'s path and ": " (for example "code: must be unique"), so a form can place it.',
    }),
    messageCode: z.string(),
    recordId: z.string().meta({
      description: `Guid of the record created or updated; ${NIL_UUID} when the call failed or touched many records`,
    }),
  })
  .meta({ id: 'MutationResult' });
export type MutationResult = z.infer<typeof mutationResultSchema>;

/** Product family and supplier mutations: Wrapper B whose result holds the mutation fields. */
export const wrapperBMutationSchema = wrapperBSchema(mutationResultSchema);

export const wrapperDSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    statusCode: z.number().int(),
    status: z.string(),
    errors: z.array(z.string()),
    success: z.boolean(),
    message: z.string(),
    messageCode: z.string(),
    result: result.nullable(),
  });

/** OAuth 2.0 token response (RFC 6749 §5.1) and error (§5.2). */
export const tokenResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int(),
    refresh_token: z.string(),
    // Extension (as GitHub's and Microsoft's token endpoints name it): seconds the refresh token lives.
    refresh_token_expires_in: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Extension: seconds until the refresh token expires (SecuritySettings.RefreshTokenLifetimeDays)' }),
  })
  .meta({ id: 'TokenResponse' });

export const oauthErrorSchema = z
  .object({ error: z.string(), error_description: z.string() })
  .meta({ id: 'OAuthError' });

/** Parses the "field: message" convention of `errors` into messages per field. */
export function fieldErrorsFrom(errors: string[]): { fieldErrors: Record<string, string>; formErrors: string[] } {
  const fieldErrors: Record<string, string> = {};
  const formErrors: string[] = [];
  for (const e of errors) {
    const m = /^([A-Za-z_][\w.[\]]*): (.+)$/.exec(e);
    if (m) fieldErrors[m[1]] ??= m[2];
    else formErrors.push(e);
  }
  return { fieldErrors, formErrors };
}
