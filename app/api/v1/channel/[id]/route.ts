import { guidParamSchema } from '@/lib/api/schemas/category';
import { channelUpdateSchema } from '@/lib/api/schemas/channels';
import { deleteChannel, getChannel, updateChannel } from '@/lib/service/channels';
import { route } from '@/lib/http/route';

export const GET = route({ wrapper: 'B', params: guidParamSchema }, ({ ctx, params }) => getChannel(ctx.db, params.id));

export const PUT = route({ wrapper: 'C', params: guidParamSchema, body: channelUpdateSchema }, async ({ ctx, params, body }) => ({
  recordId: await updateChannel(ctx.db, params.id, body, ctx.actor),
  message: 'Channel updated',
}));

/** The channel's product assignments go with it; the default channel cannot be deleted (409). */
export const DELETE = route({ wrapper: 'C', params: guidParamSchema }, async ({ ctx, params }) => ({
  recordId: await deleteChannel(ctx.db, params.id, ctx.actor),
  message: 'Channel deleted',
}));
