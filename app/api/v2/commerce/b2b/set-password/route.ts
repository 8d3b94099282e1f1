import { invitedPasswordSchema } from '@/lib/api/schemas/b2b';
import { setPasswordFromInvite } from '@/lib/service/b2b/users/invite';
import { route } from '@/lib/http/route';

export const POST = route({ wrapper: 'D', body: invitedPasswordSchema }, ({ ctx, body }) =>
  setPasswordFromInvite(ctx.db, body, ctx.actor),
);
