import { webhookIdParamsSchema } from '@/lib/api/schemas/webhooks';
import { route } from '@/lib/http/route';
import { pingWebhook } from '@/lib/service/webhooks/delivery-log';

/** Extension: sends a test ping (event webhook.ping) to this webhook, logged like any delivery. */
export const POST = route({ wrapper: 'D', params: webhookIdParamsSchema }, ({ ctx, params }) =>
  pingWebhook(ctx.db, params.id, ctx.client),
);
