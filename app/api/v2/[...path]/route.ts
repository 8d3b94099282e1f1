import type { NextRequest } from 'next/server';
import { errorResponse } from '@/lib/service/http';
import { ServiceError } from '@/lib/service/errors';
import { outOfDomainAnswer, outOfDomainCall } from '@/lib/service/storefront/out-of-domain';

/** Unknown v2 paths answer in Wrapper D rather than with the HTML 404 page. */
function unknownPath() {
  return errorResponse('D', new ServiceError(404, 'NOT_FOUND', 'No such endpoint', ['path: no v2 endpoint has this path']));
}

/** Calls of the vendor's clients outside this service's domain get an empty result (lib/service/storefront/out-of-domain.ts). */
function handle(request: NextRequest, segment: { params: Promise<Record<string, string | string[]>> }) {
  return outOfDomainCall(request.nextUrl.pathname) ? outOfDomainAnswer(request, segment) : unknownPath();
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
