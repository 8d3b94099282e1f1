import { importProfileBodySchema, importProfilesQuerySchema } from '@/lib/api/schemas/product-import-profiles';
import { Reply, route } from '@/lib/http/route';
import { createProfile, listProfiles } from '@/lib/service/import';

/** Extension: saved import mapping profiles, by name (of one supplier with ?supplierId=). */
export const GET = route({ wrapper: 'B', query: importProfilesQuerySchema }, ({ ctx, query }) => listProfiles(ctx.db, query.supplierId));

/** Extension: saves a mapping profile; 201 with it. */
export const POST = route({ wrapper: 'B', body: importProfileBodySchema }, async ({ ctx, body }) => {
  const profile = await createProfile(ctx.db, body);
  return new Reply(profile, { Location: `/api/v1/import/profiles/${profile.id}` }, 201);
});
