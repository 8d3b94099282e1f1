import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { uuidArray } from '@/lib/db/arrays';
import type { ProductDataItem, ProductDataRequest } from '@/lib/api/schemas/product-data';
import { MAX_LISTED_ID_ERRORS } from '@/lib/api/schemas/bulk-update';
import { invalid, notFound } from '@/lib/errors';
import { priceFieldCode, priceStockFieldOf, stockFieldCode } from '@/lib/api/schemas/price-stock-fields';
import { priceListLookup, warehouseLookup } from '../lookups';
import { attributesByCode, type ResolvedAttribute } from '../meta-info';

type Row = Record<string, unknown>;

/** A requested field: a meta-info attribute, or a price or stock code (extension). */
type Wanted = { kind: 'attribute'; attr: ResolvedAttribute } | { kind: 'price' | 'stock'; fieldCode: string };

/** A stored value in the text form bulk update accepts, so what is read can be written back. */
function textOf(row: Row, attr: ResolvedAttribute): string {
  const core = attr.core;
  if (!core) return String((row.custom_attributes as Record<string, string> | null)?.[attr.meta.fieldCode] ?? '');
  const s = core.storage;
  switch (s.kind) {
    case 'tags':
      return ((row.tags as string[]) ?? []).join(',');
    case 'collections':
      return String(row.collection_ids ?? '');
    case 'category':
      return String(row.default_category_id ?? '');
    case 'date': {
      const v = row[s.column];
      return v ? new Date(v as string).toISOString().slice(0, 10) : '';
    }
    default:
      return row[s.column] == null ? '' : String(row[s.column]);
  }
}

/**
 * POST /api/v1/product/data (extension): the requested attribute values of the listed products, in
 * the order listed, one page at a time. Unknown field codes are a 400, unknown products a 404.
 */
export async function productData(db: Db, body: ProductDataRequest): Promise<{ result: ProductDataItem[]; totalRecords: number }> {
  const [attributes, lists, warehouses] = await Promise.all([attributesByCode(db), priceListLookup(db), warehouseLookup(db)]);
  const errors: string[] = [];
  const wanted: Wanted[] = body.fieldCodes.map((code, i) => {
    const listed = priceStockFieldOf(code);
    if (listed?.kind === 'price') {
      const list = lists.find((l) => l.code.toLowerCase() === listed.priceListCode.toLowerCase());
      if (!list) errors.push(`fieldCodes.${i}: no price list has code ${listed.priceListCode}`);
      return { kind: 'price', fieldCode: priceFieldCode(list?.code ?? listed.priceListCode) };
    }
    if (listed?.kind === 'stock') {
      const warehouse = [...warehouses.values()].find((w) => w.code.toLowerCase() === listed.warehouseCode.toLowerCase());
      if (!warehouse) errors.push(`fieldCodes.${i}: no warehouse has code ${listed.warehouseCode}`);
      return { kind: 'stock', fieldCode: stockFieldCode(warehouse?.code ?? listed.warehouseCode) };
    }
    const attr = attributes.get(code.toLowerCase());
    if (!attr) errors.push(`fieldCodes.${i}: no attribute has code ${code} (see meta-info)`);
    return { kind: 'attribute', attr: attr! };
  });
  if (errors.length) throw invalid(errors);
  const withPrices = wanted.some((w) => w.kind === 'price');
  const withStock = wanted.some((w) => w.kind === 'stock');

  const ids = [...new Set(body.productIds.map((id) => id.toLowerCase()))];
  const listed = uuidArray(ids);
  const missing = await db.execute<{ id: string; n: number }>(sql`
    select u.id::text as id, count(*) over ()::int as n from unnest(${listed}) with ordinality u(id, ord)
    where not exists (select 1 from products p where p.id = u.id) order by u.ord limit ${MAX_LISTED_ID_ERRORS}`);
  if (missing.rows.length) {
    const n = Number(missing.rows[0].n);
    throw notFound(`${n} of the listed products do not exist`, [
      `productIds: ${n} of the listed products do not exist`,
      ...missing.rows.map((r) => `productIds.${body.productIds.findIndex((x) => x.toLowerCase() === r.id)}: no product has id ${r.id}`),
    ]);
  }
  const kind = body.searchFor === 1 ? sql`p.parent_id is null` : body.searchFor === 2 ? sql`p.parent_id is not null` : sql`true`;
  const offset = (body.page - 1) * body.pagesize;
  const page = await db.execute<Row & { total: number }>(sql`
    with chosen as (
      select p.id, u.ord from unnest(${listed}) with ordinality u(id, ord) join products p on p.id = u.id where ${kind}
    )
    select p.*, (select count(*)::int from chosen) as total,
      (select string_agg(pc.collection_id::text, ',' order by pc.collection_id) from product_collections pc
        where pc.product_id = p.id) as collection_ids
      ${withPrices ? sql`, (select jsonb_object_agg(lower(pl.code), pp.sell_price::text) from product_prices pp join price_lists pl on pl.id = pp.price_list_id where pp.product_id = p.id) as price_by_list` : sql``}
      ${withStock ? sql`, (select jsonb_object_agg(lower(w.code), i.stock_on_hand) from product_inventory i join warehouses w on w.id = i.warehouse_id where i.product_id = p.id) as stock_by_warehouse` : sql``}
    from chosen c join products p on p.id = c.id
    order by c.ord limit ${body.pagesize} offset ${offset}`);
  let total = page.rows.length ? Number(page.rows[0].total) : 0;
  if (!page.rows.length && offset > 0) {
    const count = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from unnest(${listed}) u(id) join products p on p.id = u.id where ${kind}`);
    total = Number(count.rows[0].n);
  }
  return {
    totalRecords: total,
    result: page.rows.map((row) => ({
      productId: String(row.id),
      productIId: Number(row.iid),
      stockCode: String(row.stock_code),
      parentProductId: (row.parent_id as string | null) ?? null,
      version: Number(row.version),
      values: wanted.map((w) => {
        if (w.kind !== 'attribute') {
          const byCode = (w.kind === 'price' ? row.price_by_list : row.stock_by_warehouse) as Record<string, string | number> | null;
          const found = byCode?.[w.fieldCode.slice(w.fieldCode.indexOf('.') + 1).toLowerCase()];
          const value = found === undefined || found === null ? '' : String(found);
          return { fieldCode: w.fieldCode, fieldValue: value, displayText: value };
        }
        const { attr } = w;
        const value = textOf(row, attr);
        const names = value.split(',').map((key) => attr.meta.options.find((o) => o.key === key)?.value ?? key);
        return { fieldCode: attr.meta.fieldCode, fieldValue: value, displayText: attr.meta.options.length ? names.join(', ') : value };
      }),
    })),
  };
}
