import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { textArray, uuidArray } from '@/lib/db/arrays';
import type { ImportMode, ImportRowError } from '@/lib/api/schemas/product-import';
import type { Actor } from '../history';
import type { ChangeContext, FieldChange } from '../products/bulk/changes';
import { refreshSearchIndex } from '../search-index';
import type { FileRow } from './parse';
import { resolveRow, type RowPlan, type RowWrite } from './rows';
import { fieldKey, insertNewProducts, writeRowChanges } from './write-rows';
import { changesAffectCompleteness, refreshCompleteness } from '../products/completeness';
import { announceProductsWritten } from '../webhooks/announce';

/** What every batch of one import shares. */
export interface BatchContext {
  importId: string;
  mode: ImportMode;
  dryRun: boolean;
  actor: Actor;
  userId: string | null;
  plan: RowPlan;
  ctx: ChangeContext;
  /** Before values by RETURNING old in the update itself (PGlite: hasReturningOld), not a lock pass first. */
  returningOld: boolean;
}

export interface ProductRef {
  id: string;
  stockCode: string;
}

export interface BatchOutcome {
  counts: { created: number; updated: number; skipped: number; errors: number };
  created: ProductRef[];
  updated: ProductRef[];
  /** Products whose default category changed (the category cache is cleared after the job). */
  categoriesChanged: boolean;
}

/**
 * One batch of rows inside the caller's transaction (lib/jobs applyChunk): validate every row, match
 * it by stock code, refuse what the mode or a taken SKU/barcode forbids, record the row errors, then
 * — unless it is a dry run — insert the new products and update the existing ones set-based
 * (./write-rows.ts), each change with its history row (source import, this import's id), and refresh
 * their search rows and completeness.
 */
export async function importBatch(tx: Tx, c: BatchContext, rows: FileRow[]): Promise<BatchOutcome> {
  const errors: ImportRowError[] = [];
  const codes = rows.map((r) => (r.cells[c.plan.stockCodeIndex] ?? '').trim());
  const found = await tx.execute<{ id: string; stock_code: string }>(sql`select id, stock_code from products where stock_code = any(${textArray(codes.filter(Boolean))})`);
  const existing = new Map(found.rows.map((r) => [r.stock_code, r.id]));
  const stockColumn = c.plan.columns.find((col) => col.index === c.plan.stockCodeIndex)!.name;
  const creates: RowWrite[] = [];
  const updates: (RowWrite & { id: string })[] = [];
  rows.forEach((row, i) => {
    const code = codes[i];
    const fail = (message: string) => errors.push({ rowNumber: row.line, column: stockColumn, message });
    if (!code) return fail('StockCode is required: rows are matched to products by stock code');
    const id = existing.get(code);
    if (id && c.mode === 'create') return fail(`a product with stock code ${code} already exists (mode create adds new products only)`);
    if (!id && c.mode === 'update') return fail(`no product has stock code ${code} (mode update changes existing products only)`);
    const write = resolveRow(c.plan, c.ctx, row.line, row.cells, !id, errors);
    if (!write) return;
    if (id) updates.push({ ...write, id });
    else creates.push(write);
  });
  const taken = await takenIdentifiers(tx, [...creates, ...updates], c, errors);
  const keep = (w: RowWrite) => !taken.has(w.rowNumber);
  const toCreate = creates.filter(keep);
  const toUpdate = updates.filter(keep);
  await recordErrors(tx, c.importId, errors);
  const counts = { created: toCreate.length, updated: toUpdate.length, skipped: new Set(errors.map((e) => e.rowNumber)).size, errors: errors.length };
  if (c.dryRun) return { counts, created: [], updated: [], categoriesChanged: false };

  const created = await insertProducts(tx, c, toCreate);
  const moved = await writeRowChanges(tx, c, toUpdate, await updatesMayMoveCompleteness(tx, toUpdate));
  const ids = [...created.map((p) => p.id), ...toUpdate.map((u) => u.id)];
  const categoryIds = [...toCreate.map((w, i) => [w, created[i].id] as const), ...toUpdate.map((u) => [u, u.id] as const)]
    .filter(([w]) => w.changes.some((ch) => ch.kind === 'category'))
    .map(([, id]) => id);
  await relinkDefaultCategories(tx, categoryIds);
  // Created products are noted by the insert, changed names, codes, brands and categories by their writes.
  await refreshSearchIndex(tx, ids, { factsNoted: true });
  // Completeness is kept in the write's own transaction, as for every other product write: every new
  // product, and the updated ones where a field went from empty to filled or back (`moved`).
  await refreshCompleteness(tx, created.map((p) => p.id), { newProducts: true });
  await refreshCompleteness(tx, moved);
  await announceProductsWritten(tx, { created: created.map((p) => p.id), updated: toUpdate.map((u) => u.id) }, { importId: c.importId }, c.actor);
  return { counts, created, updated: toUpdate.map((u) => ({ id: u.id, stockCode: u.stockCode })), categoriesChanged: categoryIds.length > 0 };
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
    const colName = c.plan.columns.find((col) => col.attribute.meta.fieldCode === (key === 'sku' ? 'SKU' : 'Barcode'))?.name ?? key;
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

async function recordErrors(tx: Tx, importId: string, errors: ImportRowError[]) {
  if (errors.length === 0) return;
  await tx.execute(sql`
    insert into import_errors (import_id, row_number, "column", message)
    select ${importId}::uuid, e.row_number, e.col, e.message
    from jsonb_to_recordset(${JSON.stringify(errors.map((e) => ({ row_number: e.rowNumber, col: e.column, message: e.message })))}::jsonb)
      as e(row_number int, col text, message text)`);
}

/** New products: one insert per shape of changes, each product with its `*` history row (./write-rows.ts). */
async function insertProducts(tx: Tx, c: BatchContext, writes: RowWrite[]): Promise<ProductRef[]> {
  if (writes.length === 0) return [];
  const ids = await insertNewProducts(tx, c, writes);
  return writes.map((w, i) => ({ id: ids[i], stockCode: w.stockCode }));
}

/** Products whose default category was set: the default link follows it (as a single-product write does). */
async function relinkDefaultCategories(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  const list = uuidArray(ids);
  await tx.execute(sql`delete from product_categories pc using products p
    where pc.product_id = p.id and p.id = any(${list}) and pc.is_default and pc.category_id is distinct from p.default_category_id`);
  await tx.execute(sql`insert into product_categories (product_id, category_id, is_default)
    select id, default_category_id, true from products where id = any(${list}) and default_category_id is not null
    on conflict (product_id, category_id) do update set is_default = true`);
}
