import { BULK_MAX_BODY_BYTES, brandSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateBrand } from '@/lib/service/products/bulk';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk-request';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'C', body: brandSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
  bulkReply(await bulkUpdateBrand(ctx.db, body, bulkRequestOf(ctx, request))),
);
