import { verdictOf } from '@/lib/http/request-guard';
import { errorResponse } from '@/lib/http/error-response';
import { malformedRequest, ServiceError } from '@/lib/errors';

/**
 * An /api path outside v1 and v2 (and the few routes beside them) answers in Wrapper D rather than
 * with the HTML 404 page: no API path answers a page. A path the request guard refused is a 400.
 */
function unknownPath(request: Request) {
  const refused = verdictOf(request.headers);
  return errorResponse(
    'D',
    refused ? malformedRequest(refused) : new ServiceError(404, 'NOT_FOUND', 'No such endpoint', ['path: no endpoint has this path']),
  );
}

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as DELETE, unknownPath as PATCH };
