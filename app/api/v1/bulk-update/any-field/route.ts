import { BULK_MAX_BODY_BYTES, anyFieldSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateAnyField } from '@/lib/service/products/bulk';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk-request';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'C', body: anyFieldSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
  bulkReply(await bulkUpdateAnyField(ctx.db, body, bulkRequestOf(ctx, request))),
);
