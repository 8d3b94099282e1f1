import { BULK_MAX_BODY_BYTES, multipleFieldsSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateMultipleFields } from '@/lib/service/products/bulk';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk-request';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'C', body: multipleFieldsSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
  bulkReply(await bulkUpdateMultipleFields(ctx.db, body, bulkRequestOf(ctx, request))),
);
