import { masterDataParamsSchema, masterDataQuerySchema } from '@/lib/api/schemas/content';
import { listMasterData } from '@/lib/service/content';
import { route } from '@/lib/http/route';

export const GET = route(
  { wrapper: 'D', params: masterDataParamsSchema, query: masterDataQuerySchema },
  ({ ctx, params, query }) => listMasterData(ctx.db, params.id, query.includeInactive),
);
