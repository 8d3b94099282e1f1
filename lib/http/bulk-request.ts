import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { invalid } from '@/lib/errors';
import { ifMatchVersion, type RequestContext } from '../../http';
import type { BulkRequest } from './index';

/**
 * Who writes (UserId header, a Guid when sent; the caller's actor for the history) and the If-Match
 * version, for the bulk endpoints. Extension: `Prefer: respond-async` (RFC 7240) asks for a
 * background job whatever the size; calls over the threshold get one anyway.
 */
export function bulkRequestOf(ctx: RequestContext, request: NextRequest): BulkRequest {
  if (ctx.userId && !z.uuid().safeParse(ctx.userId).success) throw invalid(['UserId: must be a Guid']);
  const async = /(^|[,;\s])respond-async($|[,;\s])/i.test(request.headers.get('prefer') ?? '');
  return { userId: ctx.userId?.toLowerCase() ?? null, expectedVersion: ifMatchVersion(request), actor: ctx.actor, mode: async ? 'async' : 'auto' };
}
