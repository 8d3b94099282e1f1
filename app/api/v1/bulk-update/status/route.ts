import { BULK_MAX_BODY_BYTES, statusSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateStatus } from '@/lib/service/products/bulk';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk-request';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'C', body: statusSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
  bulkReply(await bulkUpdateStatus(ctx.db, body, bulkRequestOf(ctx, request))),
);
