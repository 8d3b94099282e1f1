import { companyIdParamsSchema } from '@/lib/api/schemas/b2b';
import { listCompanyUsers } from '@/lib/service/b2b/users/by-user';
import { route } from '@/lib/http/route';

/** Extension (betterstorefront b2b/get-users.ts): the company's users. */
export const GET = route({ wrapper: 'D', params: companyIdParamsSchema }, ({ ctx, params }) =>
  listCompanyUsers(ctx.db, params.companyId),
);
