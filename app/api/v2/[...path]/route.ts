import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { errorResponse, route } from '@/lib/service/http';
import { ServiceError } from '@/lib/service/errors';
import { outOfDomainCall } from '@/lib/service/storefront/out-of-domain';

/** Unknown v2 paths answer in Wrapper D rather than with the HTML 404 page. */
function unknownPath() {
  return errorResponse('D', new ServiceError(404, 'NOT_FOUND', 'No such endpoint', ['path: no v2 endpoint has this path']));
}

/** Calls of the vendor's clients outside this service's domain: an empty result (lib/service/storefront/out-of-domain.ts). */
const emptyAnswer = route({ wrapper: 'D', params: z.object({ path: z.array(z.string()) }) }, async ({ params, request }) => {
  const call = outOfDomainCall(params.path)!;
  return request.method === 'GET' ? call.get : call.other;
});

async function handle(request: NextRequest, segment: { params: Promise<{ path: string[] }> }) {
  const { path } = await segment.params;
  return outOfDomainCall(path) ? emptyAnswer(request, segment) : unknownPath();
}

export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
