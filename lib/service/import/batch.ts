import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { textArray } from '@/lib/db/arrays';
import type { ImportMode, ImportRowError, ImportValueChange } from '@/lib/api/schemas/product-import';
import type { Actor } from '../history';
import type { ChangeContext, FieldChange } from '../products/bulk/changes';
import { refreshSearchIndex } from '../search-index';
import { attributeOf } from './mapping';
import type { StoredOptions } from './options';
import { planPricesAndStock, writePricesAndStock, type RowMoney } from './prices-stock';
import { ReferenceCells, type ReferenceMemory } from './reference-cells';
import { resolveRow, type RowPlan, type RowWrite } from './rows';
import type { FileRow } from './parse';
import { linkCollections, relinkDefaultCategories, setChannels } from './write-links';
import { fieldKey } from '../products/bulk/changes';
import { insertNewProducts, writeRowChanges } from './write-rows';
import { translationSlugClashes, writeTranslations } from './write-translations';
import { changesAffectCompleteness, refreshCompleteness } from '../products/completeness';
import { announceProductsWritten } from '../webhooks/announce';

/** What every batch of one import shares. */
export interface BatchContext {
  importId: string;
  /** The bulk run its history rows belong to (undo reads them): the import's own id; null for a dry run. */
  runId: string | null;
  mode: ImportMode;
  dryRun: boolean;
  actor: Actor;
  userId: string | null;
  plan: RowPlan;
  ctx: ChangeContext;
  options: StoredOptions;
  /** Tax rates by class (basis points), and the class a product's first price takes. */
  money: { taxRates: Map<number, number>; standardTaxClassId: number };
  references: ReferenceMemory;
  /** Before values by RETURNING old in the update itself (PGlite: hasReturningOld), not a lock pass first. */
  returningOld: boolean;
}

export interface ProductRef {
  id: string;
  stockCode: string;
}

export interface BatchOutcome {
  counts: { created: number; updated: number; skipped: number; errors: number; warnings: number; priceChanges: number; stockChanges: number };
  created: ProductRef[];
  updated: ProductRef[];
  /** Price and stock changes of the updated products, old → new (the report keeps the first ones). */
  changes: ImportValueChange[];
  /** Products whose default category changed (the category cache is cleared after the job). */
  categoriesChanged: boolean;
  /** Brands or collections were created (the lookup caches are cleared after the job). */
  referencesCreated: boolean;
  /** To call once the batch has committed: later batches then find the values it created. */
  references: ReferenceCells;
}

/**
 * One batch of rows inside the caller's transaction (lib/jobs applyChunk): validate every row, match
 * it by stock code, refuse what the mode, a taken SKU/barcode or its prices and stock forbid, record
 * the row errors and warnings, then — unless it is a dry run — create the brands and collections the
 * written rows name (when the mapping opted in), insert the new products and update the existing
 * ones set-based (./write-rows.ts), write their prices, stock, collections and translations, each change with its
 * history row (source import, this import's id and run), and refresh their search rows and
 * completeness. A row is written whole or not at all.
 */
export async function importBatch(tx: Tx, c: BatchContext, rows: FileRow[]): Promise<BatchOutcome> {
  const errors: ImportRowError[] = [];
  const warnings: ImportRowError[] = [];
  const codes = rows.map((r) => (r.cells[c.plan.stockCodeIndex] ?? '').trim());
  const found = await tx.execute<{ id: string; stock_code: string }>(sql`select id, stock_code from products where stock_code = any(${textArray(codes.filter(Boolean))})`);
  const existing = new Map(found.rows.map((r) => [r.stock_code, r.id]));
  const stockColumn = c.plan.columns.find((col) => col.index === c.plan.stockCodeIndex)!.name;
  const references = new ReferenceCells(c.references, new Set(c.options.createMissing), c.dryRun);
  const creates: RowWrite[] = [];
  const updates: (RowWrite & { id: string })[] = [];
  rows.forEach((row, i) => {
    const code = codes[i];
    const fail = (message: string) => errors.push({ rowNumber: row.line, column: stockColumn, message });
    if (!code) return fail('StockCode is required: rows are matched to products by stock code');
    const id = existing.get(code);
    if (id && c.mode === 'create') return fail(`a product with stock code ${code} already exists (mode create adds new products only)`);
    if (!id && c.mode === 'update') return fail(`no product has stock code ${code} (mode update changes existing products only)`);
    const write = resolveRow(c.plan, c.ctx, references, row, !id, errors);
    if (!write) return;
    if (id) updates.push({ ...write, id });
    else creates.push(write);
  });
  await references.settle(tx);
  const taken = await takenIdentifiers(tx, [...creates, ...updates], c, errors);
  for (const row of await translationSlugClashes(tx, [...creates, ...updates].filter((w) => !taken.has(w.rowNumber)), errors)) taken.add(row);
  const { money, failed } = await planPricesAndStock(tx, c, [...creates, ...updates].filter((w) => !taken.has(w.rowNumber)), errors, warnings);
  const keep = (w: RowWrite) => !taken.has(w.rowNumber) && !failed.has(w.rowNumber);
  const toCreate = creates.filter(keep);
  const toUpdate = updates.filter(keep);
  const referencesCreated = await references.write(tx, [...toCreate, ...toUpdate], warnings);
  await recordIssues(tx, c.importId, errors, warnings);
  const changes = toUpdate.flatMap((u) => (money.get(u.rowNumber)?.changes ?? []).map((ch) => ({ ...ch, productId: u.id, stockCode: u.stockCode })));
  const counts = {
    created: toCreate.length,
    updated: toUpdate.length,
    skipped: new Set(errors.map((e) => e.rowNumber)).size,
    errors: errors.length,
    warnings: warnings.length,
    priceChanges: changes.filter((ch) => ch.field.startsWith('prices.')).length,
    stockChanges: changes.filter((ch) => ch.field.startsWith('stock.')).length,
  };
  const outcome = { counts, changes, referencesCreated, references };
  if (c.dryRun) return { ...outcome, created: [], updated: [], categoriesChanged: false };

  const created = await insertProducts(tx, c, toCreate);
  const moved = await writeRowChanges(tx, c, toUpdate, await updatesMayMoveCompleteness(tx, toUpdate));
  const written = [...toCreate.map((w, i) => ({ w, id: created[i].id, isNew: true })), ...toUpdate.map((w) => ({ w, id: w.id, isNew: false }))];
  await writePricesAndStock(tx, c, written.flatMap(({ w, id }) => (money.has(w.rowNumber) ? [{ productId: id, money: money.get(w.rowNumber) as RowMoney }] : [])));
  await linkCollections(tx, c, written.map(({ w, id, isNew }) => ({ productId: id, collections: w.collections, recordHistory: !isNew })));
  await writeTranslations(tx, c, written.map(({ w, id, isNew }) => ({ productId: id, write: w, isNew })));
  await setChannels(tx, c, written.flatMap(({ w, id, isNew }) => (w.channels ? [{ productId: id, channels: w.channels, recordHistory: !isNew }] : [])));
  const categoryIds = written.filter(({ w }) => w.changes.some((ch) => ch.kind === 'category')).map(({ id }) => id);
  await relinkDefaultCategories(tx, categoryIds);
  // Created products are noted by the insert, changed names, codes, brands and categories by their writes.
  await refreshSearchIndex(tx, written.map(({ id }) => id), { factsNoted: true });
  // Completeness is kept in the write's own transaction, as for every other product write: every new
  // product, and the updated ones where a field went from empty to filled or back (`moved`).
  await refreshCompleteness(tx, created.map((p) => p.id), { newProducts: true });
  await refreshCompleteness(tx, moved);
  await announceProductsWritten(tx, { created: created.map((p) => p.id), updated: toUpdate.map((u) => u.id) }, { importId: c.importId }, c.actor);
  return { ...outcome, created, updated: toUpdate.map((u) => ({ id: u.id, stockCode: u.stockCode })), categoriesChanged: categoryIds.length > 0 };
}

/**
 * Whether the batch's updates write a field some product may require (one small query): only then do
 * they report the products where such a field went from empty to filled or back (writeRowChanges).
 */
async function updatesMayMoveCompleteness(tx: Tx, updates: RowWrite[]): Promise<boolean> {
  if (updates.length === 0) return false;
  const written = new Map<string, FieldChange>();
  for (const u of updates) for (const ch of u.changes) written.set(fieldKey(ch), ch);
  return changesAffectCompleteness(tx, [...written.values()], false);
}

/**
 * SKU and barcode are unique: a value another product holds, or two rows of the batch give, fails
 * its row here (rather than the whole batch at the unique index). Returns the failed row numbers.
 */
async function takenIdentifiers(tx: Tx, writes: RowWrite[], c: BatchContext, errors: ImportRowError[]): Promise<Set<number>> {
  const failed = new Set<number>();
  for (const [key, column] of [['sku', 'sku'], ['barcode', 'barcode']] as const) {
    const given = writes.filter((w) => w.identifiers[key]);
    if (given.length === 0) continue;
    const owners = await tx.execute<{ value: string; stock_code: string }>(
      sql`select ${sql.identifier(column)} as value, stock_code from products where ${sql.identifier(column)} = any(${textArray(given.map((w) => w.identifiers[key]!))})`,
    );
    const owner = new Map(owners.rows.map((r) => [r.value, r.stock_code]));
    const firstRow = new Map<string, number>();
    const colName = c.plan.columns.find((col) => attributeOf(col)?.meta.fieldCode === (key === 'sku' ? 'SKU' : 'Barcode'))?.name ?? key;
    for (const w of given) {
      const value = w.identifiers[key]!;
      const holder = owner.get(value);
      const message =
        holder !== undefined && holder !== w.stockCode ? `${value} is already used by product ${holder}`
        : firstRow.has(value) ? `${value} is also given in row ${firstRow.get(value)}`
        : null;
      if (!firstRow.has(value)) firstRow.set(value, w.rowNumber);
      if (!message) continue;
      errors.push({ rowNumber: w.rowNumber, column: colName, message });
      failed.add(w.rowNumber);
    }
  }
  return failed;
}

/** The batch's row errors (rows skipped) and warnings (rows written), in one statement, in the order found (a row's in its columns' order). */
async function recordIssues(tx: Tx, importId: string, errors: ImportRowError[], warnings: ImportRowError[]) {
  const all = [...errors.map((e) => ({ ...e, level: 'error' })), ...warnings.map((w) => ({ ...w, level: 'warning' }))];
  if (all.length === 0) return;
  await tx.execute(sql`
    insert into import_errors (import_id, row_number, "column", message, level)
    select ${importId}::uuid, e.row_number, e.col, e.message, e.level
    from jsonb_array_elements(${JSON.stringify(all.map((e) => ({ row_number: e.rowNumber, col: e.column, message: e.message, level: e.level })))}::jsonb) with ordinality as a(e, n)
      cross join lateral jsonb_to_record(a.e) as e(row_number int, col text, message text, level text)
    order by a.n`);
}

/** New products: one insert per shape of changes, each product with its `*` history row (./write-rows.ts). */
async function insertProducts(tx: Tx, c: BatchContext, writes: RowWrite[]): Promise<ProductRef[]> {
  if (writes.length === 0) return [];
  const ids = await insertNewProducts(tx, c, writes);
  return writes.map((w, i) => ({ id: ids[i], stockCode: w.stockCode }));
}
