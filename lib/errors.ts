import type { z } from 'zod';

/**
 * The one error type of the service's side: thrown by the service, by the database helpers beneath it
 * and by the HTTP layer's request parsing, and turned into the endpoint's wrapper by the HTTP layer
 * (lib/http/route.ts). It sits below every layer so that each can throw it without importing one
 * above (docs/architecture.md). `errors` follow the "field: message" convention when a message
 * concerns one request field.
 */
export class ServiceError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly messageCode: string,
    message: string,
    readonly errors: string[] = [message],
    /** Response headers the failure carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** messageCode / errorId catalogue (spec § Errors leaves it open); documented in the OpenAPI document. */
export const MESSAGE_CODES = {
  OK: 'Success',
  VALIDATION_ERROR: 'The request body, query or path is invalid (HTTP 400)',
  MALFORMED_BODY: 'The body is not valid JSON or form data (HTTP 400)',
  MALFORMED_REQUEST:
    'The path or query has a malformed percent-encoding, a control character or an over-long value (HTTP 400)',
  UNSUPPORTED_MEDIA_TYPE: 'The Content-Type is not accepted by this endpoint (HTTP 415)',
  PAYLOAD_TOO_LARGE: 'The body exceeds the size limit of the endpoint (HTTP 413)',
  UNAUTHORIZED: 'No valid bearer token or Basic credentials (HTTP 401)',
  FORBIDDEN: 'The API client may not call this endpoint (HTTP 403)',
  NOT_FOUND: 'A record named in the path or body does not exist (HTTP 404)',
  DUPLICATE: 'A unique value (code, name, email…) is already taken (HTTP 409)',
  CONFLICT: 'The record changed since it was read, or the change conflicts with its state (HTTP 409)',
  UNPROCESSABLE_IMAGE: 'The image cannot be decoded, or declares more pixels than allowed (HTTP 422)',
  RULE_VIOLATION: 'The change breaks a business rule, such as an illegal status move (HTTP 422)',
  RATE_LIMITED:
    'Too many requests: the API client is over its calls-a-minute budget, or locked out after wrong secrets; retry after the Retry-After header\'s seconds (HTTP 429)',
  INTERNAL_ERROR: 'Unexpected failure; nothing was changed (HTTP 500)',
  MAIL_NOT_SENT:
    'The change was saved but the message it sends (a set-password invitation) could not be sent: the mail server refused it or could not be reached (HTTP 502), or no mail transport is configured (HTTP 503); errors say why, and the call may be repeated',
  SERVICE_UNAVAILABLE: 'The process is starting, retrying a failed start or shutting down; retry after Retry-After seconds (HTTP 503)',
} as const;
export type MessageCode = keyof typeof MESSAGE_CODES;

export const invalid = (errors: string[], message = 'The request is not valid') =>
  new ServiceError(400, 'VALIDATION_ERROR', message, errors);
export const malformedRequest = (errors: string[]) =>
  new ServiceError(400, 'MALFORMED_REQUEST', 'The request path or query is malformed', errors);
export const notFound = (message: string, errors: string[] = [message]) =>
  new ServiceError(404, 'NOT_FOUND', message, errors);
export const duplicate = (field: string, message: string) =>
  new ServiceError(409, 'DUPLICATE', message, [`${field}: ${message}`]);
export const conflict = (message: string, errors: string[] = [message]) =>
  new ServiceError(409, 'CONFLICT', message, errors);
export const ruleViolation = (message: string, errors: string[] = [message]) =>
  new ServiceError(422, 'RULE_VIOLATION', message, errors);

export const rateLimited = (retryAfterSeconds: number, message: string, error = message) =>
  new ServiceError(429, 'RATE_LIMITED', message, [error], { 'Retry-After': String(retryAfterSeconds) });

/** zod issues as "path: message" strings. */
export function issuesToErrors(error: z.ZodError, prefix = ''): string[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** The SQLSTATE of a database error under either driver, through drizzle's wrapping; else undefined. */
export function databaseErrorCode(e: unknown, depth = 0): string | undefined {
  const err = e as { code?: unknown; cause?: unknown } | null;
  if (!err || typeof err !== 'object' || depth > 4) return undefined;
  if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) return err.code;
  return databaseErrorCode(err.cause, depth + 1);
}

/** PostgreSQL unique violation (code 23505) under either driver, with drizzle's wrapping. */
export function isUniqueViolation(e: unknown, constraintPart?: string): boolean {
  const err = e as { code?: string; constraint?: string; cause?: unknown; message?: string } | null;
  if (!err) return false;
  if (err.code === '23505') {
    return !constraintPart || (err.constraint ?? err.message ?? '').includes(constraintPart);
  }
  return err.cause ? isUniqueViolation(err.cause, constraintPart) : false;
}
