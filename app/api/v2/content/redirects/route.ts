import { listRedirects } from '@/lib/service/content';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => listRedirects(ctx.db));
