import { companyListQuerySchema } from '@/lib/api/schemas/b2b';
import { listCompanies } from '@/lib/service/b2b/companies/list';
import { Reply, route } from '@/lib/http/route';

/** The total before paging travels in X-Total-Count: Wrapper D has no totalRecords. */
export const GET = route({ wrapper: 'D', query: companyListQuerySchema }, async ({ ctx, query }) => {
  const { items, total } = await listCompanies(ctx.db, query);
  return new Reply(items, { 'X-Total-Count': String(total) });
});
