import { webhookIdParamsSchema } from '@/lib/api/schemas/webhooks';
import { route } from '@/lib/http/route';
import { rotateWebhookSecret } from '@/lib/service/webhooks/manage';

/** Extension: a new signing secret, answered this once. */
export const POST = route({ wrapper: 'D', params: webhookIdParamsSchema }, ({ ctx, params }) =>
  rotateWebhookSecret(ctx.db, params.id, ctx.client, ctx.actor),
);
