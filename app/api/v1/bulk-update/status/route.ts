import { BULK_MAX_BODY_BYTES, statusSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateStatus } from '@/lib/service/products/bulk';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', body: statusSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body, request }) =>
  bulkUpdateStatus(ctx.db, body, bulkRequestOf(ctx, request)),
);
