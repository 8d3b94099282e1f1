import { companyIdParamsSchema } from '@/lib/api/schemas/b2b';
import { getCompanyDetail } from '@/lib/service/b2b/companies/detail';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D', params: companyIdParamsSchema }, ({ ctx, params }) =>
  getCompanyDetail(ctx.db, params.companyId),
);
