import { byFilterBodySchema, byFilterParamsSchema } from '@/lib/api/schemas/bulk-runs';
import { bulkUpdateByFilter } from '@/lib/service/products/bulk/by-filter';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'bare', failureWrapper: 'C', params: byFilterParamsSchema, body: byFilterBodySchema }, async ({ ctx, params, body, request }) =>
  bulkReply(await bulkUpdateByFilter(ctx.db, params.operation, body, bulkRequestOf(ctx, request), ctx.currency)),
);
