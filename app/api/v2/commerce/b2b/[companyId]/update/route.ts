import { companyIdParamsSchema, companyUpdateSchema } from '@/lib/api/schemas/b2b';
import { updateCompany } from '@/lib/service/b2b/companies/update';
import { route } from '@/lib/http/route';

export const PUT = route(
  { wrapper: 'D', params: companyIdParamsSchema, body: companyUpdateSchema, bodyFormat: 'json-or-form' },
  ({ ctx, params, body }) => updateCompany(ctx.db, params.companyId, body, ctx.actor),
);
