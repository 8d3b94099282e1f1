import { settingHistoryQuerySchema } from '@/lib/api/schemas/history';
import { assertAdminClient } from '@/lib/service/api-clients';
import { route } from '@/lib/http/route';
import { settingHistory } from '@/lib/service/settings';

export const GET = route({ wrapper: 'D', query: settingHistoryQuerySchema }, ({ ctx, query }) => {
  assertAdminClient(ctx.client);
  return settingHistory(ctx.db, query);
});
