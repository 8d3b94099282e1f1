'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { moveReturn } from '@/lib/api/returns';

const moveSchema = z.object({
  id: z.number().int().min(1),
  status: z.number().int().min(1),
  comment: z.string().trim().max(2000, 'must be at most 2000 characters'),
});

/** Moves a return to another status; the service refuses a move its status table does not allow. */
export async function moveReturnAction(input: z.input<typeof moveSchema>) {
  return runAction('returns', 'write', async () => {
    const m = moveSchema.parse(input);
    const updated = await moveReturn(m.id, m.status, m.comment || undefined);
    revalidatePath('/returns', 'layout');
    return { statusLabel: updated.statusLabel };
  });
}
