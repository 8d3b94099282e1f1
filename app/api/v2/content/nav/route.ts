import { getNavMenu } from '@/lib/service/content';
import { route } from '@/lib/service/http';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => getNavMenu(ctx.db, ctx.language));
