import { BULK_MAX_BODY_BYTES, hsnCodeSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateHsnCode } from '@/lib/service/products/bulk';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', body: hsnCodeSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body, request }) =>
  bulkUpdateHsnCode(ctx.db, body, bulkRequestOf(ctx, request)),
);
