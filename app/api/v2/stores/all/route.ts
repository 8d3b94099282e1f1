import { route } from '@/lib/service/http';
import { listStores } from '@/lib/service/stores';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => listStores(ctx.db));
