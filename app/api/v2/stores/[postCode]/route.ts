import { storeSearchParamsSchema, storeSearchQuerySchema } from '@/lib/api/schemas/stores';
import { route } from '@/lib/service/http';
import { findStoresNear } from '@/lib/service/stores';

export const POST = route(
  { wrapper: 'D', params: storeSearchParamsSchema, query: storeSearchQuerySchema },
  ({ ctx, params, query }) => findStoresNear(ctx.db, params.postCode, query.radius, query.limit),
);
