import type { Db } from '@/lib/db';
import { importOptionsSchema, type ImportOptions } from '@/lib/api/schemas/product-import';
import { warehouseLookup } from '../lookups';
import { settingValue } from '../settings';

/**
 * How an import reads its file, fixed when it is queued and kept with it (imports.options), so a
 * restarted job reads every batch the same way: the file's options (decimal comma, what may be
 * created) and the store settings as they were then.
 */
export interface StoredOptions extends ImportOptions {
  /** Sell prices in the file include tax (the store setting); else they are net and tax is added. */
  pricesIncludeTax: boolean;
  /** The warehouse a plain `Stock` column fills, by code; null when there is no warehouse. */
  defaultWarehouse: string | null;
}

/** Whether the store's sell prices are entered with tax ('true', the default) or without. */
export const PRICES_INCLUDE_TAX_SETTING = 'CatalogSettings.PricesIncludeTax';
/** The warehouse a file's one stock column is for, by code. */
export const DEFAULT_WAREHOUSE_SETTING = 'CatalogSettings.DefaultWarehouseCode';

export async function pricesIncludeTax(db: Db): Promise<boolean> {
  return (await settingValue(db, PRICES_INCLUDE_TAX_SETTING))?.trim().toLowerCase() !== 'false';
}

/**
 * The default warehouse: the one the setting names, else the first warehouse that is not a shop (by
 * code), else the first one.
 */
export async function defaultWarehouseCode(db: Db): Promise<string | null> {
  const [setting, warehouses] = await Promise.all([settingValue(db, DEFAULT_WAREHOUSE_SETTING), warehouseLookup(db)]);
  const all = [...warehouses.values()].sort((a, b) => a.code.localeCompare(b.code));
  const named = all.find((w) => w.code.toLowerCase() === setting?.trim().toLowerCase());
  return (named ?? all.find((w) => !w.isStore) ?? all[0])?.code ?? null;
}

/** The options an import is queued with: the call's, over the profile's, over the defaults; and the store's settings. */
export async function optionsForImport(db: Db, given: Partial<ImportOptions>, profile: Partial<ImportOptions> = {}): Promise<StoredOptions> {
  const file = importOptionsSchema.parse({ ...profile, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) });
  const [withTax, warehouse] = await Promise.all([pricesIncludeTax(db), defaultWarehouseCode(db)]);
  return { ...file, pricesIncludeTax: withTax, defaultWarehouse: warehouse };
}

/** An import's stored options; imports queued before options existed read as the defaults with tax. */
export function storedOptions(raw: Record<string, unknown> | null | undefined): StoredOptions {
  const file = importOptionsSchema.parse(raw ?? {});
  return {
    ...file,
    pricesIncludeTax: raw?.pricesIncludeTax !== false,
    defaultWarehouse: typeof raw?.defaultWarehouse === 'string' ? raw.defaultWarehouse : null,
  };
}
