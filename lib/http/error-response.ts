import { databaseErrorCode, ServiceError } from '@/lib/errors';
import { log } from '@/lib/log';
import { failureBody, type WrapperKind } from './wrappers';

/**
 * The failure in the endpoint's wrapper. Only a ServiceError's own words reach the caller: a database
 * error the request caused becomes a 4xx that names no SQL, anything else a 500 that names nothing.
 */
export function errorResponse(kind: WrapperKind, e: unknown): Response {
  const known = e instanceof ServiceError ? e : fromDatabaseError(e);
  if (known) {
    const headers: HeadersInit = {
      ...(known.httpStatus === 401 ? { 'WWW-Authenticate': 'Bearer realm="catalogue"' } : {}),
      ...(known.httpStatus === 503 ? { 'Retry-After': '5' } : {}),
      ...known.headers,
    };
    return Response.json(failureBody(kind, known), { status: known.httpStatus, headers });
  }
  log.error({ err: e }, 'unexpected error in a service call');
  const internal = new ServiceError(500, 'INTERNAL_ERROR', 'An unexpected error occurred; nothing was changed');
  return Response.json(failureBody(kind, internal), { status: 500 });
}

/** SQLSTATE classes a request's own values cause (22 data exception, 23 integrity, 54 limits). */
function fromDatabaseError(e: unknown): ServiceError | null {
  const code = databaseErrorCode(e);
  if (!code) return null;
  // The code alone is logged: the message and parameters may hold the request's values or secrets.
  const warn = () => log.warn({ sqlState: code }, 'request refused by the database');
  if (code.startsWith('22') || code === '23502' || code === '23514' || code.startsWith('54')) {
    warn();
    return new ServiceError(400, 'VALIDATION_ERROR', 'A value in the request is not valid for its field', [
      'request: a value is out of range, too long or not valid for its field',
    ]);
  }
  if (code === '23505') {
    warn();
    return new ServiceError(409, 'DUPLICATE', 'A unique value in the request is already taken');
  }
  if (code === '23503') {
    warn();
    return new ServiceError(409, 'CONFLICT', 'A record the request names does not exist or is still in use');
  }
  return null;
}
