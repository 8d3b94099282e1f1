import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import type { PriceInput, ProductUpdate, StockInput } from '@/lib/api/schemas/product-lifecycle';
import { duplicate, invalid, isUniqueViolation, notFound } from '@/lib/errors';
import { categoryLookup, collectionLookup, priceListLookup, taxClassLookup, warehouseLookup } from '../../lookups';
import { minorToDecimal, percentOf, taxInGross, toMinor } from '../../money';
import { refreshSearchIndex } from '../../search-index';
import { refreshCompleteness } from '../completeness';
import { changeAssignments } from '../bulk/changes';
import type { ResolvedUpdate } from './fields';

/** Writes one product's changes (row, prices, stock, links) inside the caller's transaction. */
/** Ids the body names that exist in no reference table: "categories.2: no category has id …". */
export async function checkReferences(db: Db, body: ProductUpdate, errors: string[], prefix = ''): Promise<void> {
  const [categories, collections, lists, warehouses, taxClasses] = await Promise.all([
    categoryLookup(db),
    collectionLookup(db),
    priceListLookup(db),
    warehouseLookup(db),
    taxClassLookup(db),
  ]);
  body.categories?.forEach((id, i) => {
    if (!categories.has(id)) errors.push(`${prefix}categories.${i}: no category has id ${id}`);
  });
  body.collections?.forEach((id, i) => {
    if (!collections.has(id)) errors.push(`${prefix}collections.${i}: no collection has id ${id}`);
  });
  body.prices?.forEach((p, i) => {
    if (!lists.some((l) => l.id === p.priceListId)) errors.push(`${prefix}prices.${i}.priceListId: no price list has id ${p.priceListId}`);
    if (p.taxClassId !== undefined && !taxClasses.has(p.taxClassId)) errors.push(`${prefix}prices.${i}.taxClassId: no tax class has id ${p.taxClassId}`);
    if (p.sellPrice !== undefined && p.sellPriceExcVat !== undefined)
      errors.push(`${prefix}prices.${i}.sellPriceExcVat: give sellPrice or sellPriceExcVat, not both (one follows from the other and the tax class)`);
  });
  body.stock?.forEach((s, i) => {
    if (!warehouses.has(s.warehouseId)) errors.push(`${prefix}stock.${i}.warehouseId: no warehouse has id ${s.warehouseId}`);
  });
}

/** Stock code, SKU and barcode are unique (SKU and barcode when set): 409 DUPLICATE naming the field. */
/** How the body names each identifier: the vendor's flat fields on create, the groups on update. */
export const FLAT_NAMES = { stockCode: 'stockCode', sku: 'sku', barcode: 'barcode' };
export const GROUP_NAMES = { stockCode: 'basicInfo.stockCode', sku: 'identifiers.sku', barcode: 'identifiers.barcode' };
type IdentifierNames = typeof FLAT_NAMES;

export async function assertIdentifiersFree(tx: Tx | Db, id: string, ids: ResolvedUpdate['identifiers'], names: IdentifierNames = FLAT_NAMES) {
  const all: [string, string, string | undefined][] = [
    ['stock_code', names.stockCode, ids.stockCode],
    ['sku', names.sku, ids.sku],
    ['barcode', names.barcode, ids.barcode],
  ];
  const checks = all.filter((c): c is [string, string, string] => c[2] !== undefined && c[2] !== '');
  if (checks.length === 0) return;
  // One statement for the codes given (each arm an index probe), answered in the order above.
  const taken = await tx.execute<{ n: number; stock_code: string }>(
    sql.join(
      checks.map(
        ([column, , value], n) =>
          sql`(select ${n}::int as n, stock_code from products where ${sql.identifier(column)} = ${value} and id <> ${id}::uuid limit 1)`,
      ),
      sql` union all `,
    ),
  );
  const first = taken.rows.map((r) => ({ ...r, n: Number(r.n) })).sort((a, b) => a.n - b.n)[0];
  if (first) throw duplicate(checks[first.n][1], `${checks[first.n][2]} is already used by product ${first.stock_code}`);
}

/** A unique violation a concurrent write slipped past the check with still answers 409 on its field. */
export function asDuplicate(e: unknown, ids: ResolvedUpdate['identifiers'], names: IdentifierNames = FLAT_NAMES): unknown {
  if (isUniqueViolation(e, 'sku')) return duplicate(names.sku, `${ids.sku} is already used by another product`);
  if (isUniqueViolation(e, 'barcode')) return duplicate(names.barcode, `${ids.barcode} is already used by another product`);
  if (isUniqueViolation(e, 'stock_code')) return duplicate(names.stockCode, `${ids.stockCode} is already used by another product`);
  return e;
}

/** The tax class a product's first price takes: of the classes that are not zero-rated, the highest rate (the standard one). */
export function standardTaxClassId(taxClasses: Map<number, { id: number; rateBasisPoints: number }>): number | undefined {
  return [...taxClasses.values()].sort((a, b) => Number(b.rateBasisPoints > 0) - Number(a.rateBasisPoints > 0) || b.rateBasisPoints - a.rateBasisPoints)[0]?.id;
}

type PriceRow = { price_list_id: string; sell_price: string; sell_price_exc_vat: string; list_price: string; cost_price: string; landing_cost: string; tax_class_id: number };

async function writePrices(tx: Tx, db: Db, id: string, prices: PriceInput[], prefix: string, isNew: boolean) {
  const [taxClasses, lists] = await Promise.all([taxClassLookup(db), priceListLookup(db)]);
  // A product inserted in this transaction has no prices yet.
  const existing = isNew
    ? { rows: [] as PriceRow[] }
    : await tx.execute<PriceRow>(
        sql`select price_list_id, sell_price::text, sell_price_exc_vat::text, list_price::text, cost_price::text, landing_cost::text, tax_class_id
            from product_prices where product_id = ${id}`,
      );
  const byList = new Map(existing.rows.map((r) => [r.price_list_id, r]));
  // A new list row takes the product's tax class, else the store's standard class.
  const fallbackTax = existing.rows[0]?.tax_class_id ?? standardTaxClassId(taxClasses);
  const errors: string[] = [];
  const removed: string[] = [];
  for (const [i, p] of prices.entries()) {
    const old = byList.get(p.priceListId);
    if (p.remove) {
      // The default list's price is the product's price everywhere else (grid, search, storefront).
      if (lists.find((l) => l.id === p.priceListId)?.isDefault)
        errors.push(`${prefix}prices.${i}.remove: the default price list's price cannot be removed; change it instead`);
      else if (old) removed.push(p.priceListId);
      continue;
    }
    const taxClassId = p.taxClassId ?? old?.tax_class_id ?? fallbackTax;
    const rate = taxClasses.get(taxClassId)?.rateBasisPoints ?? 0;
    let gross: number;
    if (p.sellPrice !== undefined) gross = toMinor(p.sellPrice);
    else if (p.sellPriceExcVat !== undefined) {
      const net = toMinor(p.sellPriceExcVat);
      gross = net + percentOf(net, rate);
    } else if (old) gross = toMinor(old.sell_price);
    else {
      errors.push(`${prefix}prices.${i}.sellPrice: is required for a price list the product has no price in yet`);
      continue;
    }
    const net = gross - taxInGross(gross, rate);
    const list = p.listPrice ?? old?.list_price ?? minorToDecimal(gross);
    const cost = p.costPrice ?? old?.cost_price ?? '0';
    await tx.execute(sql`
      insert into product_prices (product_id, price_list_id, sell_price, sell_price_exc_vat, list_price, cost_price, landing_cost, tax_class_id, last_updated)
      values (${id}, ${p.priceListId}, ${minorToDecimal(gross)}::numeric, ${minorToDecimal(net)}::numeric, ${list}::numeric, ${cost}::numeric,
        ${old?.landing_cost ?? cost}::numeric, ${taxClassId}, now())
      on conflict (product_id, price_list_id) do update set sell_price = excluded.sell_price, sell_price_exc_vat = excluded.sell_price_exc_vat,
        list_price = excluded.list_price, cost_price = excluded.cost_price, tax_class_id = excluded.tax_class_id, last_updated = now()`);
  }
  if (errors.length) throw invalid(errors);
  if (removed.length) await tx.execute(sql`delete from product_prices where product_id = ${id} and price_list_id = any(${uuidArray(removed)})`);
}

async function writeStock(tx: Tx, id: string, stock: StockInput[], prefix: string) {
  const existing = await tx.execute<{ warehouse_id: string; stock_on_hand: number; stock_allocated: number }>(
    sql`select warehouse_id, stock_on_hand, stock_allocated from product_inventory where product_id = ${id}`,
  );
  const byWarehouse = new Map(existing.rows.map((r) => [r.warehouse_id, r]));
  const errors: string[] = [];
  const removed: string[] = [];
  for (const [i, s] of stock.entries()) {
    const old = byWarehouse.get(s.warehouseId);
    if (s.remove) {
      // Allocated units belong to open orders: dropping the row would lose them.
      if (old && old.stock_allocated > 0)
        errors.push(`${prefix}stock.${i}.remove: ${old.stock_allocated} unit(s) are allocated in this warehouse; set allocated to 0 first`);
      else if (old) removed.push(s.warehouseId);
      continue;
    }
    const onHand = s.onHand ?? old?.stock_on_hand ?? 0;
    const allocated = s.allocated ?? old?.stock_allocated ?? 0;
    if (allocated > onHand) {
      errors.push(`${prefix}stock.${i}.allocated: ${allocated} is more than the ${onHand} on hand (available would be negative)`);
      continue;
    }
    await tx.execute(sql`
      insert into product_inventory (product_id, warehouse_id, stock_on_hand, stock_allocated, last_updated)
      values (${id}, ${s.warehouseId}, ${onHand}, ${allocated}, now())
      on conflict (product_id, warehouse_id) do update set stock_on_hand = excluded.stock_on_hand,
        stock_allocated = excluded.stock_allocated, last_updated = now()`);
  }
  if (errors.length) throw invalid(errors);
  if (removed.length) await tx.execute(sql`delete from product_inventory where product_id = ${id} and warehouse_id = any(${uuidArray(removed)})`);
}

/** Category links: the listed ones (the default category always among them). */
async function writeCategories(tx: Tx, id: string, categoryIds: string[]) {
  const ids = uuidArray([...new Set(categoryIds)]);
  await tx.execute(sql`delete from product_categories where product_id = ${id} and category_id <> all(${ids})
    and category_id is distinct from (select default_category_id from products where id = ${id})`);
  await tx.execute(sql`insert into product_categories (product_id, category_id, is_default)
    select ${id}::uuid, c, false from unnest(${ids}) c on conflict do nothing`);
}

async function writeDefaultCategory(tx: Tx, id: string) {
  await tx.execute(sql`delete from product_categories where product_id = ${id} and is_default
      and category_id is distinct from (select default_category_id from products where id = ${id})`);
  await tx.execute(sql`insert into product_categories (product_id, category_id, is_default)
    select id, default_category_id, true from products where id = ${id} and default_category_id is not null
    on conflict (product_id, category_id) do update set is_default = true`);
}

async function writeCollections(tx: Tx, id: string, collectionIds: string[]) {
  const ids = uuidArray([...new Set(collectionIds)]);
  await tx.execute(sql`delete from product_collections where product_id = ${id} and collection_id <> all(${ids})`);
  await tx.execute(sql`insert into product_collections (product_id, collection_id) select ${id}::uuid, c from unnest(${ids}) c on conflict do nothing`);
}

async function writeRelated(tx: Tx, id: string, related: string[], prefix: string) {
  const unique = [...new Set(related)];
  if (unique.includes(id)) throw invalid([`${prefix}relatedProducts: a product cannot be related to itself`]);
  const missing = await tx.execute<{ id: string }>(
    sql`select u::text as id from unnest(${uuidArray(unique)}) u where not exists (select 1 from products p where p.id = u)`,
  );
  if (missing.rows.length)
    throw notFound('A related product does not exist', missing.rows.map((r) => `${prefix}relatedProducts.${related.indexOf(r.id)}: no product has id ${r.id}`));
  await tx.execute(sql`delete from product_relations where product_id = ${id}`);
  await tx.execute(sql`insert into product_relations (product_id, related_product_id, display_order)
    select ${id}::uuid, r.id, r.n::int - 1 from unnest(${uuidArray(unique)}) with ordinality r(id, n)`);
}

export interface WriteOptions {
  userId: string | null;
  prefix?: string;
  names?: IdentifierNames;
  /**
   * A product inserted in this transaction with its field values (insertAssignments) and its default
   * category link: its codes are the unique indexes' to check, it stays at version 1, and it has no
   * links or prices to take back.
   */
  isNew?: boolean;
}

/**
 * Applies a validated update to one existing product: the row (version bumped), then prices, stock
 * and links, then its search row. Throws ServiceError on a rule the lookups could not check.
 */
export async function writeProduct(tx: Tx, db: Db, id: string, body: ProductUpdate, resolved: ResolvedUpdate, options: WriteOptions) {
  const prefix = options.prefix ?? '';
  const isNew = options.isNew ?? false;
  if (!isNew) {
    await assertIdentifiersFree(tx, id, resolved.identifiers, options.names);
    const set = [sql`version = p.version + 1`, sql`updated_at = now()`, sql`updated_by = ${options.userId}::uuid`, ...changeAssignments(resolved.changes)];
    await tx.execute(sql`update products p set ${sql.join(set, sql`, `)} where p.id = ${id}`);
  }
  if (!isNew && resolved.changes.some((c) => c.kind === 'category')) await writeDefaultCategory(tx, id);
  if (body.categories) await writeCategories(tx, id, body.categories);
  if (body.collections) await writeCollections(tx, id, body.collections);
  if (body.relatedProducts) await writeRelated(tx, id, body.relatedProducts, prefix);
  if (body.prices?.length) await writePrices(tx, db, id, body.prices, prefix, isNew);
  if (body.stock?.length) await writeStock(tx, id, body.stock, prefix);
  await refreshSearchIndex(tx, [id]);
  await refreshCompleteness(tx, [id]);
}
