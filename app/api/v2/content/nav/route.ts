import { getNavMenu } from '@/lib/service/content';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => getNavMenu(ctx.db, ctx.language));
