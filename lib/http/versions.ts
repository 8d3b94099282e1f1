import { ServiceError } from '@/lib/errors';

/** ETag of a versioned record, and the version an If-Match header names (extension: optimistic locking). */
export function etag(version: number): string {
  return `"${version}"`;
}

export function ifMatchVersion(request: Request): number | undefined {
  const raw = request.headers.get('if-match')?.trim();
  if (!raw || raw === '*') return undefined;
  const m = /^(?:W\/)?"?(\d+)"?$/.exec(raw);
  if (!m) throw new ServiceError(400, 'VALIDATION_ERROR', 'If-Match must be an ETag returned by this service', ['If-Match: not an ETag of this service']);
  return Number(m[1]);
}
