import { pagingOnlyQuerySchema, webhookIdParamsSchema } from '@/lib/api/schemas/webhooks';
import { route } from '@/lib/http/route';
import { listDeliveryAttempts } from '@/lib/service/webhooks/delivery-log';

/** Extension: the webhook's delivery log, every attempt newest first. */
export const GET = route(
  { wrapper: 'D', params: webhookIdParamsSchema, query: pagingOnlyQuerySchema },
  ({ ctx, params, query }) => listDeliveryAttempts(ctx.db, params.id, query, ctx.client),
);
