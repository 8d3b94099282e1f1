import { webhookDeliveryParamsSchema } from '@/lib/api/schemas/webhooks';
import { route } from '@/lib/http/route';
import { replayDelivery } from '@/lib/service/webhooks/delivery-log';

/** Extension: sends one delivery's event again (same body, same idempotency key) as a new delivery. */
export const POST = route({ wrapper: 'D', params: webhookDeliveryParamsSchema }, ({ ctx, params }) =>
  replayDelivery(ctx.db, params.id, params.deliveryId, ctx.client),
);
