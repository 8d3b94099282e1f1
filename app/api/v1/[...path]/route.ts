import { verdictOf } from '@/lib/http/request-guard';
import { errorResponse } from '@/lib/http/error-response';
import { malformedRequest, ServiceError } from '@/lib/errors';

/**
 * Unknown v1 paths answer in Wrapper B rather than with the HTML 404 page; a path the request guard
 * refused (lib/http/service-url-shape.ts) is a 400, whichever route its repaired path falls into.
 */
function unknownPath(request: Request) {
  const refused = verdictOf(request.headers);
  return errorResponse(
    'B',
    refused ? malformedRequest(refused) : new ServiceError(404, 'NOT_FOUND', 'No such endpoint', ['path: no v1 endpoint has this path']),
  );
}

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as DELETE, unknownPath as PATCH };
