import { companyIdParamsSchema } from '@/lib/api/schemas/b2b';
import { quotesPageQuerySchema } from '@/lib/api/schemas/storefront';
import { quotesOf } from '@/lib/service/b2b/users/by-user';
import { route } from '@/lib/http/route';

/** A company's quotes; the vendor's clients pass a company user's id (and currentPage/pageSize) instead. */
export const GET = route({ wrapper: 'D', params: companyIdParamsSchema, query: quotesPageQuerySchema }, ({ ctx, params, query }) =>
  quotesOf(ctx.db, params.companyId, query),
);
