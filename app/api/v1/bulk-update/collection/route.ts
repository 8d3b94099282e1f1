import { BULK_MAX_BODY_BYTES, collectionSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateCollection } from '@/lib/service/products/bulk';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk-request';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'C', body: collectionSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
  bulkReply(await bulkUpdateCollection(ctx.db, body, bulkRequestOf(ctx, request))),
);
