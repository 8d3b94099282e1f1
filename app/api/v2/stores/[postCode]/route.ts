import { storeLookupParamsSchema, storeSearchParamsSchema, storeSearchQuerySchema } from '@/lib/api/schemas/stores';
import { route } from '@/lib/http/route';
import { findStoresNear, storeOrStoresNear } from '@/lib/service/stores';

export const POST = route(
  { wrapper: 'D', params: storeSearchParamsSchema, query: storeSearchQuerySchema },
  ({ ctx, params, query }) => findStoresNear(ctx.db, params.postCode, query.radius, query.limit),
);

/** Extension (betterstorefront store-locator): a store by Guid, or the stores near a post code as POST answers. */
export const GET = route(
  { wrapper: 'D', params: storeLookupParamsSchema, query: storeSearchQuerySchema },
  ({ ctx, params, query }) => storeOrStoresNear(ctx.db, params.postCode, query.radius, query.limit),
);
