import { channelCreateSchema, channelListQuerySchema } from '@/lib/api/schemas/channels';
import { createChannel, listChannels } from '@/lib/service/channels';
import { route } from '@/lib/http/route';

/** Extension (issue 38, docs/channels.md): the channels, the default first (Wrapper A, like the other lists). */
export const GET = route({ wrapper: 'A', query: channelListQuerySchema }, ({ ctx, query }) => listChannels(ctx.db, query));

export const POST = route({ wrapper: 'C', body: channelCreateSchema }, async ({ ctx, body }) => ({
  recordId: await createChannel(ctx.db, body, ctx.actor),
  message: 'Channel created',
}));
