import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { ProductCreate, ProductUpdate } from '@/lib/api/schemas/product-lifecycle';
import { invalidate } from '../../cache';
import { CATEGORY_COUNTS_CACHE_KEY } from '../../categories';
import { invalid } from '../../errors';
import { recordLifecycle } from '../../history';
import { priceListLookup } from '../../lookups';
import { defaultPriceList } from '../pricing';
import { insertAssignments } from '../bulk/changes';
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
      // The row with every field value at once: one INSERT, no UPDATE of the row just written.
      const columns = new Map([
        ['stock_code', sql`${body.stockCode}`],
        ['name', sql`${body.name}`],
        ['item_type', sql`${body.itemTypes ?? 1}::integer`],
        ['created_by', sql`${req.userId}::uuid`],
        ['updated_by', sql`${req.userId}::uuid`],
        ...insertAssignments(resolved.changes),
      ]);
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into products (${sql.join([...columns.keys()].map((c) => sql.identifier(c)), sql`, `)})
        values (${sql.join([...columns.values()], sql`, `)})
        returning id`);
      const newId = inserted.rows[0].id;
      await writeProduct(tx, db, newId, groups, resolved, { userId: req.userId, isNew: true });
      // The create row names the product; its field values are the detail's, readable at any time.
      await recordLifecycle(tx, 'product', newId, { after: { stockCode: body.stockCode, name: body.name } }, req.actor);
      return newId;
    });
    // A new product changes the categories' product counts, not the categories themselves.
    invalidate(CATEGORY_COUNTS_CACHE_KEY);
    return id;
  } catch (e) {
    throw asDuplicate(e, resolved.identifiers);
  }
}
