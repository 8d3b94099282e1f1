'use server';

import { revalidatePath } from 'next/cache';
import { runAction } from '@/lib/actions/run-action';
import { settingKind, settingValueSchema } from '@/lib/api/schemas/setting-kinds';
import { settingUpdateSchema } from '@/lib/api/schemas/settings';
import { clearServerCache, updateSetting } from '@/lib/api/settings';

/** "Clear cache": empties the service's read cache; returns when it was done, for the page to show. */
export async function clearCacheAction() {
  return runAction('settings', 'write', async () => {
    await clearServerCache();
    revalidatePath('/', 'layout');
    return { clearedAt: new Date().toISOString() };
  });
}

/**
 * Saves one setting. The value is checked against its kind here (the form's own rule) and again by
 * the service, which also knows the store's currencies and countries.
 */
export async function updateSettingAction(input: { key: string; value: string }) {
  return runAction('settings', 'write', async () => {
    const key = settingUpdateSchema.shape.key.parse(input.key);
    const value = settingValueSchema(settingKind(key)).parse(input.value);
    await updateSetting({ key, value });
    revalidatePath('/settings');
    return { key };
  });
}
