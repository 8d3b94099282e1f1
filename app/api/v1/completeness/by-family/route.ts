import { completenessByFamily } from '@/lib/service/products/completeness';
import { route } from '@/lib/service/http';

export const GET = route({ wrapper: 'B' }, ({ ctx }) => completenessByFamily(ctx.db));
