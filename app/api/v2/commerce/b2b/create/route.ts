import { companyRegistrationSchema } from '@/lib/api/schemas/b2b';
import { registerCompany } from '@/lib/service/b2b/companies/register';
import { Reply, route } from '@/lib/http/route';

/** result is true (spec); the Location header names the new company (extension). */
export const POST = route(
  { wrapper: 'D', body: companyRegistrationSchema, bodyFormat: 'json-or-form' },
  async ({ ctx, body }) => {
    const id = await registerCompany(ctx.db, body, ctx.actor);
    return new Reply(true, { Location: `/api/v2/commerce/b2b/${id}` });
  },
);
