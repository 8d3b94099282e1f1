import { byFilterBodySchema, byFilterParamsSchema } from '@/lib/api/schemas/bulk-runs';
import { bulkUpdateByFilter } from '@/lib/service/products/bulk/by-filter';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', params: byFilterParamsSchema, body: byFilterBodySchema }, ({ ctx, params, body, request }) =>
  bulkUpdateByFilter(ctx.db, params.operation, body, bulkRequestOf(ctx, request), ctx.currency),
);
