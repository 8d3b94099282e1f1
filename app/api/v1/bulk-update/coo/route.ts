import { BULK_MAX_BODY_BYTES, cooSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateCountryOfOrigin } from '@/lib/service/products/bulk';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', body: cooSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body, request }) =>
  bulkUpdateCountryOfOrigin(ctx.db, body, bulkRequestOf(ctx, request)),
);
