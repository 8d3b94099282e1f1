import { BULK_MAX_BODY_BYTES, hsnCodeSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateHsnCode } from '@/lib/service/products/bulk';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk-request';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'C', body: hsnCodeSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
  bulkReply(await bulkUpdateHsnCode(ctx.db, body, bulkRequestOf(ctx, request))),
);
