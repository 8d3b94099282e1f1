import { BULK_MAX_BODY_BYTES, anyFieldSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateAnyField } from '@/lib/service/products/bulk';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', body: anyFieldSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body, request }) =>
  bulkUpdateAnyField(ctx.db, body, bulkRequestOf(ctx, request)),
);
