import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { invalid } from '../../errors';
import { ifMatchVersion, type RequestContext } from '../../http';
import type { BulkRequest } from './index';

/** Who writes (UserId header, a Guid when sent) and the If-Match version, for the bulk endpoints. */
export function bulkRequestOf(ctx: RequestContext, request: NextRequest): BulkRequest {
  if (ctx.userId && !z.uuid().safeParse(ctx.userId).success) throw invalid(['UserId: must be a Guid']);
  return { userId: ctx.userId?.toLowerCase() ?? null, expectedVersion: ifMatchVersion(request) };
}
