import { BULK_MAX_BODY_BYTES } from '@/lib/api/schemas/bulk-update';
import { bulkPriceSchema } from '@/lib/api/schemas/bulk-price';
import { bulkUpdatePrice } from '@/lib/service/products/bulk/price';
import { bulkRequestOf } from '@/lib/service/products/bulk/request';
import { route } from '@/lib/service/http';

export const PUT = route({ wrapper: 'C', body: bulkPriceSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body, request }) =>
  bulkUpdatePrice(ctx.db, body, bulkRequestOf(ctx, request)),
);
