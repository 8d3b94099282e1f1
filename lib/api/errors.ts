import { fieldErrorsFrom } from '@/lib/api/schemas/wrappers';

/**
 * The one error type of the back-office's client: a failure the service reported (any wrapper), a
 * service that could not be reached, or an answer of an unexpected shape. `fieldErrors` holds the
 * messages of the "field: message" convention by field path, so a form can place each on its field.
 */
export class ApiError extends Error {
  readonly fieldErrors: Record<string, string>;
  /** Messages that concern no single field. */
  readonly formErrors: string[];

  constructor(
    readonly status: number,
    readonly messageCode: string,
    message: string,
    readonly errors: string[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    const split = fieldErrorsFrom(errors);
    this.fieldErrors = split.fieldErrors;
    this.formErrors = split.formErrors;
  }

  get isConflict() {
    return this.status === 409 && this.messageCode === 'CONFLICT';
  }

  get isNotFound() {
    return this.status === 404;
  }
}

/** Reads the failure fields of whichever wrapper the service answered with (A, B, B+C, C or D). */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const nested = (b.result && typeof b.result === 'object' ? b.result : {}) as Record<string, unknown>;
  const strings = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  const errors =
    strings(b.errors) ??
    strings(nested.errors) ??
    // Wrappers A and B carry the messages joined in `error`.
    (text(b.error)?.split('; ') || []);
  const messageCode = text(b.messageCode) ?? text(nested.messageCode) ?? text(b.errorId) ?? `HTTP_${status}`;
  const message =
    text(b.message) ?? text(nested.message) ?? errors[0] ?? `The catalogue service answered ${status}`;
  return new ApiError(status, messageCode, message, errors.length ? errors : [message]);
}
