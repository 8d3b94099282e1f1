import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { NIL_UUID } from '@/lib/api/schemas/wrappers';
import type { ProductDuplicate, ProductVariantCreate } from '@/lib/api/schemas/product-lifecycle';
import { invalidate } from '../../cache';
import { CATEGORY_COUNTS_CACHE_KEY } from '../../categories';
import { invalid, notFound, ruleViolation } from '@/lib/errors';
import { recordChanges, recordLifecycle } from '../../history';
import { refreshSearchIndex } from '../../search-index';
import { refreshCompleteness } from '../completeness';
import { priceListLookup } from '../../lookups';
import { defaultPriceList } from '../pricing';
import { editContext } from './fields';
import { resolveChange } from '../bulk/changes';
import { productSnapshot, summaryOf } from './snapshot';
import { announceProductCreated } from '../../webhooks/announce';
import { asDuplicate, assertIdentifiersFree, writeProduct } from './write';
import type { WriteRequest } from './update';

/**
 * Duplicate and variants: a new product copied from an existing one (fields, prices, categories,
 * collections, tags; stock rows at zero), in one transaction.
 */

interface CopyOverrides {
  stockCode: string;
  name?: string;
  sku?: string;
  barcode?: string;
  parentId?: string | null;
  itemType?: number;
  colorName?: string;
  colorCode?: string;
  customAttributes?: Record<string, string>;
}

async function copyProduct(tx: Tx, sourceId: string, o: CopyOverrides, userId: string | null): Promise<string> {
  const src = await tx.execute<{ row: Record<string, unknown> }>(sql`select to_jsonb(p) as row from products p where p.id = ${sourceId}`);
  const row = src.rows[0]?.row;
  if (!row) throw notFound(`Product ${sourceId} was not found`, [`id: no product has id ${sourceId}`]);
  const now = new Date().toISOString();
  const copy = {
    ...row,
    id: undefined,
    iid: undefined,
    stock_code: o.stockCode,
    name: o.name ?? row.name,
    // Identifiers are unique: a copy starts without them unless given.
    sku: o.sku ?? '',
    barcode: o.barcode ?? '',
    upcean: '',
    gtn: '',
    status: 1,
    is_active: false,
    has_variant: false,
    variant_config: o.parentId === undefined ? row.variant_config : null,
    parent_id: o.parentId === undefined ? row.parent_id : o.parentId,
    item_type: o.itemType ?? row.item_type,
    color_name: o.colorName ?? row.color_name,
    color_code: o.colorCode ?? row.color_code,
    custom_attributes: { ...(row.custom_attributes as object), ...o.customAttributes },
    seo_url: '',
    published_at: null,
    version: 1,
    created_by: userId,
    updated_by: userId,
    created_at: now,
    updated_at: now,
  };
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into products select (r).* from (
      select jsonb_populate_record(null::products,
        ${JSON.stringify(copy)}::jsonb || jsonb_build_object('id', gen_random_uuid(), 'iid', nextval('products_iid_seq'))) as r) x
    returning id`);
  const id = inserted.rows[0].id;
  await tx.execute(sql`insert into product_prices (product_id, price_list_id, sell_price, sell_price_exc_vat, list_price, cost_price, landing_cost, tax_class_id, same_as_master)
    select ${id}::uuid, price_list_id, sell_price, sell_price_exc_vat, list_price, cost_price, landing_cost, tax_class_id, same_as_master from product_prices where product_id = ${sourceId}`);
  await tx.execute(sql`insert into product_inventory (product_id, warehouse_id, stock_on_hand, stock_allocated)
    select ${id}::uuid, warehouse_id, 0, 0 from product_inventory where product_id = ${sourceId}`);
  await tx.execute(sql`insert into product_categories (product_id, category_id, is_default)
    select ${id}::uuid, category_id, is_default from product_categories where product_id = ${sourceId}`);
  await tx.execute(sql`insert into product_collections (product_id, collection_id)
    select ${id}::uuid, collection_id from product_collections where product_id = ${sourceId}`);
  await refreshSearchIndex(tx, [id]);
  await refreshCompleteness(tx, [id]);
  return id;
}

/** POST /api/v1/product/{id}/duplicate: a draft copy under a new stock code. */
export async function duplicateProduct(db: Db, sourceId: string, body: ProductDuplicate, req: WriteRequest): Promise<string> {
  const ids = { stockCode: body.stockCode };
  try {
    const id = await db.transaction(async (tx) => {
      await assertIdentifiersFree(tx, NIL_UUID, ids);
      const newId = await copyProduct(tx, sourceId, { stockCode: body.stockCode, name: body.name }, req.userId);
      const snapshot = (await productSnapshot(tx, newId))!;
      await recordLifecycle(tx, 'product', newId, { after: { ...snapshot, duplicateOf: sourceId } }, req.actor);
      await announceProductCreated(tx, newId, summaryOf(snapshot), req.actor, 'duplicated');
      return newId;
    });
    invalidate(CATEGORY_COUNTS_CACHE_KEY);
    return id;
  } catch (e) {
    throw asDuplicate(e, ids);
  }
}

/** The settings a master gets with its first variant (those of the demo catalogue's masters listed as RollUp). */
const FIRST_VARIANT_CONFIG = {
  createManualStockCode: false,
  independentProductUrl: false,
  displayInProductWidget: true,
  displayInProductDetail: true,
  listType: 1,
  variantInputTypes: 'Dropdown',
};

/**
 * POST /api/v1/product/{id}/variants: a variant under a master, copied from it, with its own values
 * of the variant attributes (the master's `selectedAttributeCodes`; for a master without variants yet,
 * the attributes named, which then become its variant attributes). Values follow meta-info's rules.
 */
export async function createVariant(db: Db, masterId: string, body: ProductVariantCreate, req: WriteRequest): Promise<string> {
  const ctx = await editContext(db);
  const master = await db.execute<{ parent_id: string | null; name: string; variant_config: Record<string, unknown> | null }>(
    sql`select parent_id, name, variant_config from products where id = ${masterId}`,
  );
  const m = master.rows[0];
  if (!m) throw notFound(`Product ${masterId} was not found`, [`id: no product has id ${masterId}`]);
  if (m.parent_id) throw ruleViolation('A variant cannot have variants; add it to its master', ['id: the product is itself a variant']);
  const configured = String(m.variant_config?.selectedAttributeCodes ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const errors: string[] = [];
  const codes = configured.length ? configured : Object.keys(body.attributes);
  const given = new Map(Object.entries(body.attributes).map(([k, v]) => [k.toLowerCase(), { code: k, value: v }]));
  const overrides: CopyOverrides = { stockCode: body.stockCode, sku: body.sku, barcode: body.barcode, parentId: masterId, itemType: 2, customAttributes: {} };
  for (const code of codes) {
    const v = given.get(code.toLowerCase());
    const path = `attributes.${code}`;
    if (!v || v.value.trim() === '') {
      errors.push(`${path}: is required (the master's variants differ by ${codes.join(', ')})`);
      continue;
    }
    given.delete(code.toLowerCase());
    const change = resolveChange(ctx, code, v.value, { code: path, value: path }, errors);
    if (!change) continue;
    if (change.kind === 'column' && change.column === 'color_name') overrides.colorName = String(change.value);
    else if (change.kind === 'column' && change.column === 'color_code') overrides.colorCode = String(change.value);
    else if (change.kind === 'custom' && change.value !== null) overrides.customAttributes![change.code] = change.value;
    else errors.push(`${path}: ${code} cannot tell variants apart (use a colour or a custom attribute such as Size)`);
  }
  for (const { code } of given.values()) errors.push(`attributes.${code}: not a variant attribute of this master (${codes.join(', ')})`);
  if (errors.length) throw invalid(errors);
  const label = codes.map((c) => body.attributes[Object.keys(body.attributes).find((k) => k.toLowerCase() === c.toLowerCase())!]).join(' / ');
  overrides.name = body.name ?? `${m.name} – ${label}`;
  const ids = { stockCode: body.stockCode, sku: body.sku, barcode: body.barcode };
  try {
    const id = await db.transaction(async (tx) => {
      await assertIdentifiersFree(tx, NIL_UUID, ids);
      const newId = await copyProduct(tx, masterId, overrides, req.userId);
      if (body.sellPrice !== undefined) {
        const list = defaultPriceList(await priceListLookup(db));
        await writeProduct(tx, db, newId, { prices: [{ priceListId: list.id, sellPrice: body.sellPrice }] }, { changes: [], identifiers: {} }, { userId: req.userId });
        await tx.execute(sql`update products set version = 1 where id = ${newId}`);
      }
      // A master's first variant gives it a whole variantConfig (every field the spec lists), not just the codes.
      const config = { ...FIRST_VARIANT_CONFIG, ...(m.variant_config ?? {}), selectedAttributeCodes: codes.join(',') };
      await tx.execute(sql`update products set has_variant = true, variant_config = ${JSON.stringify(config)}::jsonb,
        version = version + 1, updated_at = now() where id = ${masterId}`);
      if (!configured.length) await recordChanges(tx, 'product', masterId, [{ field: 'variants.variantConfig', before: m.variant_config, after: config }], req.actor);
      const snapshot = (await productSnapshot(tx, newId))!;
      await recordLifecycle(tx, 'product', newId, { after: { ...snapshot, variantOf: masterId } }, req.actor);
      await announceProductCreated(tx, newId, summaryOf(snapshot), req.actor, 'variant');
      return newId;
    });
    invalidate(CATEGORY_COUNTS_CACHE_KEY);
    return id;
  } catch (e) {
    throw asDuplicate(e, ids);
  }
}
