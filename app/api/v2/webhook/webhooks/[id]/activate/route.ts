import { webhookIdParamsSchema } from '@/lib/api/schemas/webhooks';
import { route } from '@/lib/http/route';
import { webhookAnswer } from '@/lib/http/webhook-answer';
import { setWebhookActive } from '@/lib/service/webhooks/manage';

/** Extension: Resumes a paused webhook (the node's Client.activateWebhook). */
export const POST = route(
  { wrapper: 'bare', failureWrapper: 'D', params: webhookIdParamsSchema },
  async ({ ctx, params }) =>
    webhookAnswer(await setWebhookActive(ctx.db, params.id, true, ctx.client, ctx.actor)),
);
