import { webhookIdParamsSchema, webhookWriteSchema } from '@/lib/api/schemas/webhooks';
import { route } from '@/lib/http/route';
import { webhookAnswer } from '@/lib/http/webhook-answer';
import { deleteWebhook, getWebhook, updateWebhook } from '@/lib/service/webhooks/manage';

/** Extension (docs/webhooks.md): one webhook, its changes, its removal. */
export const GET = route(
  { wrapper: 'bare', failureWrapper: 'D', params: webhookIdParamsSchema },
  async ({ ctx, params }) => webhookAnswer(await getWebhook(ctx.db, params.id, ctx.client)),
);

export const PUT = route(
  { wrapper: 'bare', failureWrapper: 'D', params: webhookIdParamsSchema, body: webhookWriteSchema },
  async ({ ctx, params, body }) =>
    webhookAnswer(await updateWebhook(ctx.db, params.id, body, ctx.client, ctx.actor)),
);

export const DELETE = route({ wrapper: 'D', params: webhookIdParamsSchema }, ({ ctx, params }) =>
  deleteWebhook(ctx.db, params.id, ctx.client, ctx.actor),
);
