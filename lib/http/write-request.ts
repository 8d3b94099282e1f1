import { z } from 'zod';
import { invalid } from '@/lib/errors';
import { ifMatchVersion } from './versions';
import type { RequestContext } from './route';
import type { WriteRequest } from '@/lib/service/products/lifecycle/update';

/** Who writes (the actor for history, the UserId header for created_by/updated_by) and the If-Match version. */
export function writeRequestOf(ctx: RequestContext, request: Request): WriteRequest {
  if (ctx.userId && !z.uuid().safeParse(ctx.userId).success) throw invalid(['UserId: must be a Guid']);
  return { actor: ctx.actor, userId: ctx.userId?.toLowerCase() ?? null, expectedVersion: ifMatchVersion(request) };
}
