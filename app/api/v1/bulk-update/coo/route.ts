import { BULK_MAX_BODY_BYTES, cooSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateCountryOfOrigin } from '@/lib/service/products/bulk';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk-request';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'C', body: cooSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
  bulkReply(await bulkUpdateCountryOfOrigin(ctx.db, body, bulkRequestOf(ctx, request))),
);
