import type { Db } from '@/lib/db';
import type { FieldChangeInput } from '@/lib/api/schemas/bulk-update';
import { priceStockFieldOf, priceValueSchema, stockValueSchema } from '@/lib/api/schemas/price-stock-fields';
import { NIL_UUID } from '@/lib/api/schemas/wrappers';
import { transactionWithRetry } from '@/lib/db/retry';
import { actorColumns } from '../../history';
import { priceListLookup, warehouseLookup } from '../../lookups';
import { refreshSearchIndex } from '../../search-index';
import { refreshCompleteness } from '../completeness';
import { afterBulkWrite, raiseBulkWorkMem, summarize, type BulkOptions } from './apply';
import { resolveChange, type ChangeContext } from './changes';
import { gridHousekeepingRows } from './maintenance';
import { createRun, finishRun, runOutcome, type RunOutcome } from './runs';
import { announceProductsWritten } from '../../webhooks/announce';
import { hasReturningOld } from './tracked';
import { checkVersions, writePerProduct, type ProductChanges } from './write-per-product';

/** One item of multiple-fields' list form, as validated by its schema. */
export interface PerProductItem {
  productId: string;
  version?: number;
  data: FieldChangeInput[];
}

/**
 * Whether a list-form call needs the per-product writer: it names a version (optimistic locking per
 * product) or a price or stock field code, which only that writer applies. Other calls keep the
 * writer of identical data (and its background job over the threshold).
 */
export const needsPerProduct = (items: PerProductItem[]) =>
  items.some((item) => item.version !== undefined || item.data.some((d) => priceStockFieldOf(d.fieldCode)));

export interface PriceStockLookups {
  priceLists: Awaited<ReturnType<typeof priceListLookup>>;
  warehouses: Awaited<ReturnType<typeof warehouseLookup>>;
}

export async function priceStockLookups(db: Db): Promise<PriceStockLookups> {
  const [priceLists, warehouses] = await Promise.all([priceListLookup(db), warehouseLookup(db)]);
  return { priceLists, warehouses };
}

/**
 * Validates every item: meta-info fields by their rule (resolveChange, as every bulk call), prices and
 * stock by the product form's rules, each field once per item. Problems are pushed to `errors` as
 * "<item>.data.<n>.fieldCode|fieldValue: message".
 */
export function resolvePerProduct(ctx: ChangeContext, lookups: PriceStockLookups, items: PerProductItem[], errors: string[]): ProductChanges[] {
  const warehouses = [...lookups.warehouses.values()];
  const first = new Map<string, number>();
  items.forEach((item, j) => {
    const id = item.productId.toLowerCase();
    if (first.has(id)) errors.push(`${j}.productId: ${item.productId} is already listed at ${first.get(id)}; list each product once with all its fields`);
    else first.set(id, j);
  });
  return items.map((item, j) => {
    const product: ProductChanges = { productId: item.productId.toLowerCase(), at: String(j), version: item.version, changes: [], prices: [], stock: [] };
    const seen = new Map<string, number>();
    item.data.forEach((d, i) => {
      const at = { code: `${j}.data.${i}.fieldCode`, value: `${j}.data.${i}.fieldValue` };
      const key = d.fieldCode.trim().toLowerCase();
      if (seen.has(key)) return void errors.push(`${at.code}: ${d.fieldCode} is already set by ${j}.data.${seen.get(key)}`);
      seen.set(key, i);
      const listed = priceStockFieldOf(d.fieldCode);
      if (!listed) {
        const change = resolveChange(ctx, d.fieldCode, d.fieldValue, at, errors);
        if (change) product.changes.push(change);
        return;
      }
      if (listed.kind === 'price') {
        const list = lookups.priceLists.find((l) => l.code.toLowerCase() === listed.priceListCode.toLowerCase());
        if (!list) return void errors.push(`${at.code}: no price list has code ${listed.priceListCode}`);
        const checked = priceValueSchema(`Sell price in ${list.name}`).safeParse(d.fieldValue);
        if (!checked.success) return void errors.push(...checked.error.issues.map((x) => `${at.value}: ${x.message}`));
        product.prices.push({ priceListId: list.id, listCode: list.code, listName: list.name, currency: list.currencyCode, amount: d.fieldValue.trim(), path: at.value });
        return;
      }
      const warehouse = warehouses.find((w) => w.code.toLowerCase() === listed.warehouseCode.toLowerCase());
      if (!warehouse) return void errors.push(`${at.code}: no warehouse has code ${listed.warehouseCode}`);
      const checked = stockValueSchema(`Stock at ${warehouse.name}`).safeParse(d.fieldValue);
      if (!checked.success) return void errors.push(...checked.error.issues.map((x) => `${at.value}: ${x.message}`));
      product.stock.push({ warehouseId: warehouse.id, warehouseCode: warehouse.code, warehouseName: warehouse.name, onHand: Number(d.fieldValue.trim()), path: at.value });
    });
    // One order per shape, whatever order the caller listed the fields in.
    product.prices.sort((a, b) => a.priceListId.localeCompare(b.priceListId));
    product.stock.sort((a, b) => a.warehouseId.localeCompare(b.warehouseId));
    return product;
  });
}

/** The run's change for the Bulk runs page: each field with its value, or "(various)" when products differ. */
function summaryOf(products: ProductChanges[]): Record<string, unknown> {
  const base = summarize(products.map((p) => ({ productIds: [p.productId], changes: p.changes })));
  const changes = base.changes as Record<string, unknown>;
  const put = (key: string, value: unknown) => {
    changes[key] = key in changes && JSON.stringify(changes[key]) !== JSON.stringify(value) ? '(various)' : value;
  };
  for (const p of products) {
    for (const c of p.prices) put(`prices.${c.listCode}.${c.currency}.sellPrice`, c.amount);
    for (const c of p.stock) put(`stock.${c.warehouseCode}.onHand`, c.onHand);
  }
  return { changes, products: products.length };
}

/**
 * Applies per-product changes in ONE transaction, recorded as one bulk run: every listed product must
 * exist and be at the version given (else nothing is written: 404, 409), then writePerProduct.
 * Always at once, never as a background job (the grid saves a page of at most 1,000 products).
 */
export async function applyPerProduct(db: Db, products: ProductChanges[], options: BulkOptions): Promise<{ recordId: string; runId: string; outcome: RunOutcome }> {
  const { runId, text, categories, count, outcome } = await transactionWithRetry(db, async (tx) => {
    const returningOld = await hasReturningOld(tx);
    const stockCodes = await checkVersions(tx, products, !returningOld);
    const runId = await createRun(tx, { operation: options.operation, summary: summaryOf(products), productCount: products.length, actor: options.actor });
    await raiseBulkWorkMem(tx);
    const written = await writePerProduct(tx, products, { userId: options.userId, who: actorColumns(options.actor, { bulkRunId: runId }), returningOld, stockCodes });
    // Their name or codes changed above, and those writes noted them for the v2 facts.
    await refreshSearchIndex(tx, written.text, { factsNoted: true });
    await refreshCompleteness(tx, written.completeness);
    const outcome = await runOutcome(tx, runId, products.length, 0);
    await finishRun(tx, runId, 'done', { ...outcome });
    await announceProductsWritten(tx, { updated: products.map((p) => p.productId) }, { runId }, options.actor);
    return { runId, text: written.text, categories: written.categories, count: products.length, outcome };
  });
  // The v2 search facts follow at once; statistics and vacuum once the grid's saves add up (maintenance.ts).
  afterBulkWrite(db, gridHousekeepingRows(count), { text: new Set(text), categories: new Set(categories), collections: false });
  return { recordId: count === 1 ? products[0].productId : NIL_UUID, runId, outcome };
}
