import { companyIdParamsSchema, companyInviteSchema } from '@/lib/api/schemas/b2b';
import { inviteCompanyUser } from '@/lib/service/b2b/users/invite';
import { route } from '@/lib/http/route';

export const POST = route(
  { wrapper: 'D', params: companyIdParamsSchema, body: companyInviteSchema },
  ({ ctx, params, body }) => inviteCompanyUser(ctx.db, params.companyId, body.userId, ctx.actor),
);
