import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  channelSchema,
  productChannelsSchema,
  type Channel,
  type ChannelCreate,
  type ChannelUpdate,
} from '@/lib/api/schemas/channels';
import { requestA, requestB, requestMutation, segment } from './http';

export type { Channel };

/** Every channel, the default first (GET /api/v1/channel; a store has a handful). */
export const listChannels = cache(async () => {
  const { result } = await requestA(
    { path: '/api/v1/channel', query: { page: 1, pagesize: 1000 } },
    z.array(channelSchema),
  );
  return result;
});

/** Creates a channel; returns its id. */
export async function createChannel(body: ChannelCreate): Promise<string> {
  return (await requestMutation({ method: 'POST', path: '/api/v1/channel', body })).recordId;
}

/** Changes a channel (a field left out keeps its value). */
export async function updateChannel(id: string, body: ChannelUpdate) {
  await requestMutation({ method: 'PUT', path: `/api/v1/channel/${segment(id)}`, body });
}

/** Deletes a channel and its product assignments (the default channel cannot be deleted). */
export async function deleteChannel(id: string) {
  await requestMutation({ method: 'DELETE', path: `/api/v1/channel/${segment(id)}` });
}

/** The channels a product is offered in. */
export const getProductChannels = cache((productId: string) =>
  requestB({ path: `/api/v1/product/${segment(productId)}/channels` }, productChannelsSchema),
);

/** Replaces the channels a product is offered in. */
export async function setProductChannels(productId: string, channelIds: string[]) {
  await requestMutation({
    method: 'PUT',
    path: `/api/v1/product/${segment(productId)}/channels`,
    body: { channelIds },
  });
}
