import { companyIdParamsSchema } from '@/lib/api/schemas/b2b';
import { companyOfUser } from '@/lib/service/b2b/users/by-user';
import { route } from '@/lib/http/route';

/** Extension (betterstorefront b2b/get-company.ts): the company of the company user in the path. */
export const GET = route({ wrapper: 'D', params: companyIdParamsSchema }, ({ ctx, params }) =>
  companyOfUser(ctx.db, params.companyId),
);
