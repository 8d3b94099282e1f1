import { feedQuerySchema } from '@/lib/api/schemas/content';
import { getFeed } from '@/lib/service/content';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D', query: feedQuerySchema }, ({ ctx, query }) =>
  getFeed(ctx.db, query.slug),
);
