import { importProfileBodySchema, importProfileIdParamsSchema } from '@/lib/api/schemas/product-import-profiles';
import { route } from '@/lib/http/route';
import { deleteProfile, getProfile, updateProfile } from '@/lib/service/import';

/** Extension: one saved import mapping profile. */
export const GET = route({ wrapper: 'B', params: importProfileIdParamsSchema }, ({ ctx, params }) => getProfile(ctx.db, params.id));

export const PUT = route({ wrapper: 'B', params: importProfileIdParamsSchema, body: importProfileBodySchema }, ({ ctx, params, body }) =>
  updateProfile(ctx.db, params.id, body),
);

export const DELETE = route({ wrapper: 'B', params: importProfileIdParamsSchema }, async ({ ctx, params }) => {
  await deleteProfile(ctx.db, params.id);
  return { recordId: params.id, message: 'Profile deleted' };
});
