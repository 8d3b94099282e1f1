import { completenessByFamily } from '@/lib/service/products/completeness';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'B' }, ({ ctx }) => completenessByFamily(ctx.db));
