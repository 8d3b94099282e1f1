import { BULK_MAX_BODY_BYTES, tagsSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateTags } from '@/lib/service/products/bulk';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', body: tagsSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body, request }) =>
  bulkUpdateTags(ctx.db, body, bulkRequestOf(ctx, request)),
);
