import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { ProductCreate, ProductUpdate } from '@/lib/api/schemas/product-lifecycle';
import { invalidate } from '../../cache';
import { CATEGORY_COUNTS_CACHE_KEY } from '../../categories';
import { invalid, isUniqueViolation } from '@/lib/errors';
import { actorColumns, HISTORY_ACTOR_COLUMNS } from '../../history';
import { priceListLookup } from '../../lookups';
import { defaultPriceList } from '../pricing';
import { insertAssignments } from '../bulk/changes';
import { editContext, resolveGroups } from './fields';
import { asDuplicate, assertIdentifiersFree, checkReferences, writeProduct } from './write';
import { NIL_UUID } from '@/lib/api/schemas/wrappers';
import type { WriteRequest } from './update';
import { announceProductCreated } from '../../webhooks/announce';

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
 * created it. Field rules are meta-info's; codes must be unused (the unique indexes say so).
 */
export async function createProduct(db: Db, body: ProductCreate, req: WriteRequest): Promise<string> {
  const groups = await asGroups(db, body);
  const errors: string[] = [];
  const resolved = resolveGroups(await editContext(db), groups, errors);
  await checkReferences(db, groups, errors);
  if (errors.length) throw invalid(errors);
  try {
    const id = await db.transaction(async (tx) => {
      // The row with every field value at once: one INSERT, no UPDATE of the row just written. Its
      // default-category link and the history row naming who created it go in the same statement
      // (a create is the hot path of a catalogue load: each statement saved is one less parse/plan).
      const columns = new Map([
        ['stock_code', sql`${body.stockCode}`],
        ['name', sql`${body.name}`],
        ['item_type', sql`${body.itemTypes ?? 1}::integer`],
        ['created_by', sql`${req.userId}::uuid`],
        ['updated_by', sql`${req.userId}::uuid`],
        ...insertAssignments(resolved.changes),
      ]);
      // The create row names the product; its field values are the detail's, readable at any time.
      const summary = JSON.stringify({ stockCode: body.stockCode, name: body.name });
      const inserted = await tx.execute<{ id: string }>(sql`
        with p as (
          insert into products (${sql.join([...columns.keys()].map((c) => sql.identifier(c)), sql`, `)})
          values (${sql.join([...columns.values()], sql`, `)})
          returning id, default_category_id),
        linked as (
          insert into product_categories (product_id, category_id, is_default)
          select id, default_category_id, true from p where default_category_id is not null),
        recorded as (
          insert into change_history (entity, entity_id, field, before, after, ${HISTORY_ACTOR_COLUMNS})
          select 'product', p.id::text, '*', 'null'::jsonb, ${summary}::jsonb, ${actorColumns(req.actor)} from p)
        select id from p`);
      const newId = inserted.rows[0].id;
      await announceProductCreated(tx, newId, { stockCode: body.stockCode, name: body.name, status: groups.basicInfo?.status }, req.actor);
      await writeProduct(tx, db, newId, groups, resolved, { userId: req.userId, isNew: true });
      return newId;
    });
    // A new product changes the categories' product counts, not the categories themselves.
    invalidate(CATEGORY_COUNTS_CACHE_KEY);
    return id;
  } catch (e) {
    // The unique indexes refused a code: name the product that holds it (checked only now, so a
    // create that succeeds never pays for the look-ups).
    if (isUniqueViolation(e)) await assertIdentifiersFree(db, NIL_UUID, resolved.identifiers);
    throw asDuplicate(e, resolved.identifiers);
  }
}
