import { settingUpdateSchema } from '@/lib/api/schemas/settings';
import { assertAdminClient } from '@/lib/service/api-clients';
import { route } from '@/lib/http/route';
import { getStoreSettings, updateSetting } from '@/lib/service/settings';

export const GET = route({ wrapper: 'D' }, ({ ctx }) => getStoreSettings(ctx.db, ctx.country));

export const PUT = route({ wrapper: 'D', body: settingUpdateSchema }, ({ ctx, body }) => {
  assertAdminClient(ctx.client);
  return updateSetting(ctx.db, body, ctx.actor);
});
