import type { Db } from '@/lib/db';
import type { ProductEditChoices } from '@/lib/api/schemas/product-lifecycle';
import { priceListLookup, warehouseLookup } from '../../lookups';
import { defaultWarehouseCode } from '../../import/options';

/**
 * Every price list (in their order) and warehouse (by name), from the cached lookups; the default
 * warehouse is the one an import's plain Stock column fills (New product offers it first).
 */
export async function productEditChoices(db: Db): Promise<ProductEditChoices> {
  const [lists, warehouses, defaultCode] = await Promise.all([
    priceListLookup(db),
    warehouseLookup(db),
    defaultWarehouseCode(db),
  ]);
  return {
    priceLists: lists.map((l) => ({
      id: l.id,
      code: l.code,
      name: l.name,
      currencyCode: l.currencyCode,
      isDefault: l.isDefault,
      isWholesale: l.isWholesale,
    })),
    warehouses: [...warehouses.values()]
      .map((w) => ({ id: w.id, code: w.code, name: w.name, isDefault: w.code === defaultCode }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
