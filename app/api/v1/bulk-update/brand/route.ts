import { BULK_MAX_BODY_BYTES, brandSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateBrand } from '@/lib/service/products/bulk';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', body: brandSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body, request }) =>
  bulkUpdateBrand(ctx.db, body, bulkRequestOf(ctx, request)),
);
