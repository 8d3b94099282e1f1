import { listBrands } from '@/lib/service/brands';
import { route } from '@/lib/service/http';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => listBrands(ctx.db));
