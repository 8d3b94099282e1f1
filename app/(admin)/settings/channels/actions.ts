'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { createChannel, deleteChannel, updateChannel } from '@/lib/api/channels';
import { channelCreateSchema, channelUpdateSchema } from '@/lib/api/schemas/channels';

const idSchema = z.uuid();

/** "New channel": returns the new channel's id. */
export async function createChannelAction(values: unknown) {
  return runAction('settings', 'write', async () => {
    const id = await createChannel(channelCreateSchema.parse(values));
    revalidatePath('/settings/channels');
    return { id };
  });
}

/** Saves the edit dialog of one channel. */
export async function updateChannelAction(id: unknown, values: unknown) {
  return runAction('settings', 'write', async () => {
    await updateChannel(idSchema.parse(id), channelUpdateSchema.parse(values));
    revalidatePath('/settings/channels');
  });
}

/** Deletes a channel (its products leave it); the service refuses the default channel. */
export async function deleteChannelAction(id: unknown) {
  return runAction('settings', 'write', async () => {
    await deleteChannel(idSchema.parse(id));
    revalidatePath('/settings/channels');
  });
}
