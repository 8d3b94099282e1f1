import { returnListQuerySchema } from '@/lib/api/schemas/returns';
import { route } from '@/lib/http/route';
import { listReturns } from '@/lib/service/returns/lists';

/** Extension: returns for the back-office, newest first. */
export const GET = route({ wrapper: 'D', query: returnListQuerySchema }, ({ ctx, query }) => listReturns(ctx.db, query));
