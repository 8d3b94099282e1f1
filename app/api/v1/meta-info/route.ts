import { listAttributeMeta } from '@/lib/service/meta-info';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'A' }, async ({ ctx }) => {
  const result = await listAttributeMeta(ctx.db);
  return { result, totalRecords: result.length };
});
