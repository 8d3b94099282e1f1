import { BULK_MAX_BODY_BYTES, vendorSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateVendor } from '@/lib/service/products/bulk';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', body: vendorSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body, request }) =>
  bulkUpdateVendor(ctx.db, body, bulkRequestOf(ctx, request)),
);
