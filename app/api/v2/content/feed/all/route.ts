import { listFeeds } from '@/lib/service/content';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => listFeeds(ctx.db));
