import { BULK_MAX_BODY_BYTES, collectionSchema } from '@/lib/api/schemas/bulk-update';
import { bulkUpdateCollection } from '@/lib/service/products/bulk';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', body: collectionSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body, request }) =>
  bulkUpdateCollection(ctx.db, body, bulkRequestOf(ctx, request)),
);
