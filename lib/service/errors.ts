import type { z } from 'zod';

/**
 * The one error type of the service layer. Route helpers turn it into the endpoint's wrapper;
 * `errors` follow the "field: message" convention when a message concerns one request field.
 */
export class ServiceError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly messageCode: string,
    message: string,
    readonly errors: string[] = [message],
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
  UNSUPPORTED_MEDIA_TYPE: 'The Content-Type is not accepted by this endpoint (HTTP 415)',
  PAYLOAD_TOO_LARGE: 'The body exceeds the size limit of the endpoint (HTTP 413)',
  UNAUTHORIZED: 'No valid bearer token or Basic credentials (HTTP 401)',
  FORBIDDEN: 'The API client may not call this endpoint (HTTP 403)',
  NOT_FOUND: 'A record named in the path or body does not exist (HTTP 404)',
  DUPLICATE: 'A unique value (code, name, email…) is already taken (HTTP 409)',
  CONFLICT: 'The record changed since it was read, or the change conflicts with its state (HTTP 409)',
  UNPROCESSABLE_IMAGE: 'The image cannot be decoded, or declares more pixels than allowed (HTTP 422)',
  RULE_VIOLATION: 'The change breaks a business rule, such as an illegal status move (HTTP 422)',
  INTERNAL_ERROR: 'Unexpected failure; nothing was changed (HTTP 500)',
} as const;
export type MessageCode = keyof typeof MESSAGE_CODES;

export const invalid = (errors: string[], message = 'The request is not valid') =>
  new ServiceError(400, 'VALIDATION_ERROR', message, errors);
export const notFound = (message: string, errors: string[] = [message]) =>
  new ServiceError(404, 'NOT_FOUND', message, errors);
export const duplicate = (field: string, message: string) =>
  new ServiceError(409, 'DUPLICATE', message, [`${field}: ${message}`]);
export const conflict = (message: string, errors: string[] = [message]) =>
  new ServiceError(409, 'CONFLICT', message, errors);
export const ruleViolation = (message: string, errors: string[] = [message]) =>
  new ServiceError(422, 'RULE_VIOLATION', message, errors);

/** zod issues as "path: message" strings. */
export function issuesToErrors(error: z.ZodError, prefix = ''): string[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
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
