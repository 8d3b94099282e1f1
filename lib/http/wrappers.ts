import { NIL_UUID, type MutationResult } from '@/lib/api/schemas/wrappers';
import type { ServiceError } from '@/lib/errors';

/**
 * Every response wrapper of the spec is built here and nowhere else (A: v1 search and meta-info,
 * B: v1 lookups, C: v1 mutations, D: v2).
 */
const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};
export const statusText = (code: number) => REASONS[code] ?? 'Error';

export type WrapperKind = 'A' | 'B' | 'C' | 'BC' | 'D';

export function wrapperA(result: unknown, totalRecords?: number) {
  return {
    statusCode: 200,
    status: 'OK',
    error: '',
    errorId: '',
    message: '',
    messageCode: 'OK',
    result,
    ...(totalRecords === undefined ? {} : { totalRecords }),
  };
}

export function wrapperB(result: unknown) {
  return {
    statusCode: 200,
    status: 'OK',
    error: null,
    errorId: null,
    message: null,
    messageCode: 'OK',
    result,
  };
}

export function mutationOk(recordId: string | undefined, message: string): MutationResult {
  return { isValid: true, message, errors: [], messageCode: 'OK', recordId: recordId ?? NIL_UUID };
}

export function wrapperD(result: unknown, message = '') {
  return {
    statusCode: 200,
    status: 'OK',
    errors: [] as string[],
    success: true,
    message,
    messageCode: 'OK',
    result,
  };
}

/**
 * Wrapper D with some fields of its record repeated beside the wrapper's own, for a client that reads
 * the record at the top level: the automation node reads its webhook service's bare answer
 * (`response.recordId || response.id`, `response.entityType` …). Extension; see docs/webhooks.md.
 */
export function wrapperDWithFields(result: Record<string, unknown>, fields: readonly string[]) {
  return { ...wrapperD(result), ...Object.fromEntries(fields.map((f) => [f, result[f]])) };
}

/**
 * Wrapper D for a by-slug read of the vendor's storefront: found → the usual success; not found → HTTP 200
 * with `status: "NotFound"` and a null result, which is how the storefront tells a missing page (a 404
 * would crash its page rendering). Extension; see docs/real-clients.md.
 */
export function foundOrNotFound(result: unknown) {
  // `snippets` (the page's own script snippets; this catalogue keeps none per page) sits beside `result`
  // as in the vendor's slug answers: the storefront copies it into its page props, where an absent value
  // fails Next's serialisation and the product page answers 500.
  if (result !== null) return { ...wrapperD(result), snippets: [] as unknown[] };
  return {
    statusCode: 404,
    status: 'NotFound',
    errors: ['slug: nothing has this slug'],
    success: false,
    message: 'Not found',
    messageCode: 'NOT_FOUND',
    result: null,
    snippets: [] as unknown[],
  };
}

/** The failure body of each wrapper for one service error. */
export function failureBody(kind: WrapperKind, e: ServiceError) {
  const base = { statusCode: e.httpStatus, status: statusText(e.httpStatus) };
  const mutation: MutationResult = {
    isValid: false,
    message: e.message,
    errors: e.errors,
    messageCode: e.messageCode,
    recordId: NIL_UUID,
  };
  switch (kind) {
    case 'A':
      return {
        ...base,
        error: e.errors.join('; '),
        errorId: e.messageCode,
        message: e.message,
        messageCode: e.messageCode,
        result: null,
      };
    case 'B':
      return {
        ...base,
        error: e.errors.join('; '),
        errorId: e.messageCode,
        message: e.message,
        messageCode: e.messageCode,
        result: null,
      };
    case 'BC':
      return {
        ...base,
        error: e.errors.join('; '),
        errorId: e.messageCode,
        message: e.message,
        messageCode: e.messageCode,
        result: mutation,
      };
    case 'C':
      return mutation;
    case 'D':
      return {
        ...base,
        errors: e.errors,
        success: false,
        message: e.message,
        messageCode: e.messageCode,
        result: null,
      };
  }
}
