import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { ProductCreate, ProductUpdate } from '@/lib/api/schemas/product-lifecycle';
import { invalidate } from '../../cache';
import { CATEGORY_CACHE_PREFIX } from '../../categories';
import { invalid } from '../../errors';
import { recordLifecycle } from '../../history';
import { priceListLookup } from '../../lookups';
import { defaultPriceList } from '../pricing';
import { editContext, resolveGroups } from './fields';
import { asDuplicate, assertIdentifiersFree, checkReferences, writeProduct } from './write';
import { NIL_UUID } from '@/lib/api/schemas/wrappers';
import type { WriteRequest } from './update';

/**
 * The vendor's flat fields folded into the groups: one path through validation and writing for the
 * vendor's body and for a body in our groups (a group value wins over the flat one).
 */
async function asGroups(db: Db, body: ProductCreate): Promise<ProductUpdate> {
  const { name, stockCode, productCode, itemTypes: _itemTypes, sellPrice, sku, barcode, status, productFamilyId: _family, ...groups } = body;
  const prices = [...(groups.prices ?? [])];
  if (sellPrice !== undefined) {
    const list = defaultPriceList(await priceListLookup(db));
    if (!prices.some((p) => p.priceListId === list.id)) prices.unshift({ priceListId: list.id, sellPrice });
  }
  return {
    ...groups,
    basicInfo: { name, stockCode, productCode, status: status ?? 1, ...groups.basicInfo },
    identifiers: { sku, barcode, ...groups.identifiers },
    ...(prices.length ? { prices } : {}),
  };
}

/**
 * POST /api/v1/product/create: a new product (a draft unless the body says otherwise) written in one
 * transaction with its prices, stock and links, its search row, and a history row naming who
 * created it. Field rules are meta-info's; codes must be unused.
 */
export async function createProduct(db: Db, body: ProductCreate, req: WriteRequest): Promise<string> {
  const groups = await asGroups(db, body);
  const errors: string[] = [];
  const resolved = resolveGroups(await editContext(db), groups, errors);
  await checkReferences(db, groups, errors);
  if (errors.length) throw invalid(errors);
  try {
    const id = await db.transaction(async (tx) => {
      await assertIdentifiersFree(tx, NIL_UUID, resolved.identifiers);
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into products (stock_code, name, item_type, created_by, updated_by)
        values (${body.stockCode}, ${body.name}, ${body.itemTypes ?? 1}, ${req.userId}::uuid, ${req.userId}::uuid)
        returning id`);
      const newId = inserted.rows[0].id;
      await writeProduct(tx, db, newId, groups, resolved, { userId: req.userId, isNew: true });
      // The create row names the product; its field values are the detail's, readable at any time.
      await recordLifecycle(tx, 'product', newId, { after: { stockCode: body.stockCode, name: body.name } }, req.actor);
      return newId;
    });
    invalidate(CATEGORY_CACHE_PREFIX);
    return id;
  } catch (e) {
    throw asDuplicate(e, resolved.identifiers);
  }
}
