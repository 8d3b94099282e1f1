import { BULK_MAX_BODY_BYTES, vendorSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateVendor } from '@/lib/service/products/bulk';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk-request';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'C', body: vendorSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
  bulkReply(await bulkUpdateVendor(ctx.db, body, bulkRequestOf(ctx, request))),
);
