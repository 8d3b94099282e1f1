import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { SECRET_VALUE, storeSettingsSchema, type SettingUpdate, type StoreSettings } from '@/lib/api/schemas/settings';
import { historyPageSchema, type HistoryPage } from '@/lib/api/schemas/history';
import { settingKind } from '@/lib/api/schemas/setting-kinds';
import { SETTINGS, type SettingKey } from '@/lib/api/schemas/setting-registry';
import { requestBare, requestD } from './http';

/**
 * Setting names that hold credentials, whatever the service says about them; a number or a flag is no
 * credential (SecuritySettings.RefreshTokenLifetimeDays is a count of days).
 */
const SECRET_NAME = /password|secret|connectionstring|apikey|privatekey|token/i;
const mayHoldCredential = (key: string) => SECRET_NAME.test(key) && ['text', 'url'].includes(settingKind(key));

/**
 * The service already replaces secret values by SECRET_VALUE; this second guard keeps any value of a
 * credential-like key out of the back-office even if a secret setting were ever stored unflagged.
 */
function withoutSecrets(settings: StoreSettings): StoreSettings {
  return {
    ...settings,
    configSettings: settings.configSettings.map((group) => ({
      ...group,
      configKeys: group.configKeys.map((k) =>
        mayHoldCredential(k.key) && k.value !== '' ? { ...k, value: SECRET_VALUE } : k,
      ),
    })),
  };
}

/** The store configuration (GET /api/v2/infra/config), secrets masked. */
export const getStoreSettings = cache(async () =>
  withoutSecrets(await requestD({ path: '/api/v2/infra/config' }, storeSettingsSchema)),
);

/** Empties the service's read cache (GET /api/v2/infra/cache/clear; the answer is `{}`). */
export async function clearServerCache(): Promise<void> {
  await requestBare({ path: '/api/v2/infra/cache/clear' }, z.object({}));
}

/** Changes one setting, or a country's override of it (PUT /api/v2/infra/config, admin clients). */
export async function updateSetting(body: SettingUpdate): Promise<void> {
  await requestD({ method: 'PUT', path: '/api/v2/infra/config', body }, z.boolean());
}

/** Who changed which setting, newest first (GET /api/v2/infra/config/history, admin clients). */
export function settingHistory(query: { key?: string; page?: number; pageSize?: number } = {}): Promise<HistoryPage> {
  return requestD({ path: '/api/v2/infra/config/history', query }, historyPageSchema);
}

/**
 * One store-wide setting as the service answers it (GET /api/v2/infra/config), or the registry's
 * default when the service does not list it: what a page shows beside the behaviour it explains
 * (the quotation editor's validity hint).
 */
export async function storeSetting(key: SettingKey): Promise<string> {
  const settings = await getStoreSettings();
  const found = settings.configSettings.flatMap((g) => g.configKeys).find((k) => k.key === key);
  return found?.value ?? SETTINGS[key].default;
}

/** A whole-number setting (its default when the stored value is not one). */
export async function storeIntSetting(key: SettingKey): Promise<number> {
  const n = Number(await storeSetting(key));
  return Number.isInteger(n) && n > 0 ? n : Number(SETTINGS[key].default);
}
