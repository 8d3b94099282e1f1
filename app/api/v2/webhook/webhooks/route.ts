import { webhookListQuerySchema, webhookWriteSchema } from '@/lib/api/schemas/webhooks';
import { route } from '@/lib/http/route';
import { webhookAnswer } from '@/lib/http/webhook-answer';
import { createWebhook, listWebhooks } from '@/lib/service/webhooks/manage';

/** Extension (docs/webhooks.md): the webhooks of the calling client (an admin client: all), newest first, paged. */
export const GET = route({ wrapper: 'D', query: webhookListQuerySchema }, ({ ctx, query }) =>
  listWebhooks(ctx.db, query, ctx.client),
);

/** Registers a webhook; the answer carries its signing secret, this once. */
export const POST = route(
  { wrapper: 'bare', failureWrapper: 'D', body: webhookWriteSchema },
  async ({ ctx, body }) => webhookAnswer(await createWebhook(ctx.db, body, ctx.client, ctx.actor)),
);
