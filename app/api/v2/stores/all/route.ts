import { route } from '@/lib/http/route';
import { listStores } from '@/lib/service/stores';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => listStores(ctx.db));
