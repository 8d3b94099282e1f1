import { BULK_MAX_BODY_BYTES } from '@/lib/api/schemas/bulk-update';
import { bulkPriceSchema } from '@/lib/api/schemas/bulk-price';
import { previewPriceChange } from '@/lib/service/products/bulk/price';
import { route } from '@/lib/http/route';

export const POST = route({ wrapper: 'B', body: bulkPriceSchema, maxBodyBytes: BULK_MAX_BODY_BYTES }, ({ ctx, body }) =>
  previewPriceChange(ctx.db, body),
);
