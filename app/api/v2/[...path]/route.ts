import { errorResponse } from '@/lib/service/http';
import { ServiceError } from '@/lib/service/errors';

/** Unknown v2 paths answer in Wrapper D rather than with the HTML 404 page. */
function unknownPath() {
  return errorResponse('D', new ServiceError(404, 'NOT_FOUND', 'No such endpoint', ['path: no v2 endpoint has this path']));
}

export { unknownPath as GET, unknownPath as POST, unknownPath as PUT, unknownPath as DELETE, unknownPath as PATCH };
