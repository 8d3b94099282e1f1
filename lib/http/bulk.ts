import { z } from 'zod';
import { BULK_MAX_BODY_BYTES } from '@/lib/api/schemas/bulk-update';
import { bulkOperation, type BulkOperationPath } from '@/lib/api/schemas/bulk-operations';
import { BULK_RUN_HEADER } from '@/lib/api/schemas/bulk-runs';
import { invalid } from '@/lib/errors';
import type { BulkRequest, BulkResult } from '@/lib/service/products/bulk';
import { runBulkOperation } from '@/lib/service/products/bulk/operations';
import type { BulkMutationResult } from '@/lib/api/schemas/bulk-runs';
import { Reply, route, type RequestContext } from './route';
import { mutationOk } from './wrappers';
import { ifMatchVersion } from './versions';

/**
 * Who writes (UserId header, a Guid when sent; the caller's actor for the history) and the If-Match
 * version, for the bulk endpoints. Extension: `Prefer: respond-async` (RFC 7240) asks for a
 * background job whatever the size; calls over the threshold get one anyway.
 */
export function bulkRequestOf(ctx: RequestContext, request: Request): BulkRequest {
  if (ctx.userId && !z.uuid().safeParse(ctx.userId).success) throw invalid(['UserId: must be a Guid']);
  const async = /(^|[,;\s])respond-async($|[,;\s])/i.test(request.headers.get('prefer') ?? '');
  return { userId: ctx.userId?.toLowerCase() ?? null, expectedVersion: ifMatchVersion(request), actor: ctx.actor, mode: async ? 'async' : 'auto' };
}

/**
 * A bulk call's answer, the mutation result (Wrapper C): a change queued as a background job is 202
 * Accepted with the job's Location (GET /api/v1/jobs/{id}); one applied at once also names its run
 * and what it did (extension `run`: changed, already so, skipped; docs/counts.md), and names the run
 * in X-Bulk-Run-Id too (what an Undo reverts).
 */
export function bulkReply(result: BulkResult): BulkMutationResult | Reply<BulkMutationResult> {
  const body = mutationOk(result.recordId, result.message);
  if (result.jobId) return new Reply(body, { Location: `/api/v1/jobs/${result.jobId}` }, 202);
  return result.run ? new Reply({ ...body, run: result.run }, { [BULK_RUN_HEADER]: result.run.id }) : body;
}

/** The PUT handler of a bulk operation of the registry (lib/api/schemas/bulk-operations.ts). */
export function bulkOperationRoute(path: BulkOperationPath) {
  const body: z.ZodType = bulkOperation(path).body;
  // 'bare': bulkReply builds the mutation result itself (with its `run`); failures stay in Wrapper C.
  return route({ wrapper: 'bare', failureWrapper: 'C', body, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
    bulkReply(await runBulkOperation(ctx.db, path, body as never, bulkRequestOf(ctx, request))),
  );
}
