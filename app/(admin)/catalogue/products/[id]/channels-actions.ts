'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { setProductChannels } from '@/lib/api/channels';

/** Saves the product page's Channels card: the product is in exactly these channels afterwards. */
export async function setProductChannelsAction(productId: unknown, channelIds: unknown) {
  return runAction('products', 'write', async () => {
    const id = z.uuid().parse(productId);
    await setProductChannels(id, z.array(z.uuid()).max(1000).parse(channelIds));
    revalidatePath(`/catalogue/products/${id}`);
  });
}
