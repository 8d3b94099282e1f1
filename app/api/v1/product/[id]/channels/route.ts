import { guidParamSchema } from '@/lib/api/schemas/category';
import { productChannelsUpdateSchema } from '@/lib/api/schemas/channels';
import { getProductChannels, setProductChannels } from '@/lib/service/channels';
import { route } from '@/lib/http/route';

/** Extension (docs/channels.md): the channels a product is offered in. */
export const GET = route({ wrapper: 'B', params: guidParamSchema }, ({ ctx, params }) => getProductChannels(ctx.db, params.id));

/** Replaces the product's channels with `channelIds`. */
export const PUT = route({ wrapper: 'C', params: guidParamSchema, body: productChannelsUpdateSchema }, async ({ ctx, params, body }) => {
  const { channelCodes } = await setProductChannels(ctx.db, params.id, body, ctx.actor);
  return { recordId: params.id, message: `Product channels set: ${channelCodes.join(', ') || 'none'}` };
});
