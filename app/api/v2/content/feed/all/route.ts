import { listFeeds } from '@/lib/service/content';
import { route } from '@/lib/service/http';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => listFeeds(ctx.db));
