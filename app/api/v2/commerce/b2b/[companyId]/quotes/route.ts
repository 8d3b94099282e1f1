import { companyIdParamsSchema } from '@/lib/api/schemas/b2b';
import { listQuotations } from '@/lib/service/b2b-quotes';
import { route } from '@/lib/service/http';

export const GET = route({ wrapper: 'D', params: companyIdParamsSchema }, ({ ctx, params }) =>
  listQuotations(ctx.db, params.companyId),
);
