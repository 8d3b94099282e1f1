import { BULK_MAX_BODY_BYTES, multipleFieldsSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateMultipleFields } from '@/lib/service/products/bulk';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', body: multipleFieldsSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body, request }) =>
  bulkUpdateMultipleFields(ctx.db, body, bulkRequestOf(ctx, request)),
);
