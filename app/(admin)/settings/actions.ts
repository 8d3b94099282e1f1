'use server';

import { revalidatePath } from 'next/cache';
import { runAction } from '@/lib/actions/run-action';
import { clearServerCache } from '@/lib/api/settings';

/** "Clear cache": empties the service's read cache; returns when it was done, for the page to show. */
export async function clearCacheAction() {
  return runAction('settings', 'write', async () => {
    await clearServerCache();
    revalidatePath('/', 'layout');
    return { clearedAt: new Date().toISOString() };
  });
}
