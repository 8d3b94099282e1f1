import { BULK_MAX_BODY_BYTES } from '@/lib/api/schemas/bulk-update';
import { bulkPriceSchema } from '@/lib/api/schemas/bulk-price';
import { bulkUpdatePrice } from '@/lib/service/products/bulk/price';
import { bulkReply, bulkRequestOf } from '@/lib/http/bulk-request';
import { route } from '@/lib/http/route';

export const PUT = route({ wrapper: 'C', body: bulkPriceSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, async ({ ctx, body, request }) =>
  bulkReply(await bulkUpdatePrice(ctx.db, body, bulkRequestOf(ctx, request))),
);
