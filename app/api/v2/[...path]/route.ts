import { verdictOf } from '@/lib/http/request-guard';
import { errorResponse } from '@/lib/http/error-response';
import { malformedRequest, ServiceError } from '@/lib/errors';
import { outOfDomainAnswer, outOfDomainCall } from '@/lib/http/out-of-domain';

/**
 * Unknown v2 paths answer in Wrapper D rather than with the HTML 404 page; a path the request guard
 * refused (lib/http/service-url-shape.ts) is a 400, whichever route its repaired path falls into.
 */
function unknownPath(request: Request) {
  const refused = verdictOf(request.headers);
  return errorResponse(
    'D',
    refused ? malformedRequest(refused) : new ServiceError(404, 'NOT_FOUND', 'No such endpoint', ['path: no v2 endpoint has this path']),
  );
}

/** Calls of the vendor's clients outside this service's domain get an empty result (lib/http/out-of-domain.ts). */
function handle(request: Request, segment: { params: Promise<Record<string, string | string[]>> }) {
  const refused = verdictOf(request.headers) !== null;
  return !refused && outOfDomainCall(new URL(request.url).pathname) ? outOfDomainAnswer(request, segment) : unknownPath(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
