import { BULK_MAX_BODY_BYTES, tagsSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateTags } from '@/lib/service/products/bulk';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk-request';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'C', body: tagsSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
  bulkReply(await bulkUpdateTags(ctx.db, body, bulkRequestOf(ctx, request))),
);
