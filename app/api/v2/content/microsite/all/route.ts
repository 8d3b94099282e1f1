import { listActiveMicrosites } from '@/lib/service/content';
import { route } from '@/lib/service/http';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => listActiveMicrosites(ctx.db));
