import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { imports } from '@/lib/db/schema';
import { appliedChunks, applyChunk } from '@/lib/jobs/chunks';
import { yieldToRequests } from '@/lib/lifecycle';
import { registerJobKind } from '@/lib/jobs/registry';
import { invalidate } from '../cache';
import { CATEGORY_CACHE_PREFIX } from '../categories';
import type { Actor } from '../history';
import { refreshDerivedData, scheduleVacuum, VACUUM_AFTER_ROWS } from '../products/bulk/maintenance';
import { editContext } from '../products/lifecycle/fields';
import { hasReturningOld } from '../products/bulk/tracked';
import { importBatch, type BatchContext, type ProductRef } from './batch';
import type { ImportFormat } from './file-checks';
import { checkMapping } from './mapping';
import { readRecordRuns, type ByteSource, type FileRow } from './parse';
import { planRows } from './rows';

/** The job kind of product imports (lib/jobs); the job's id is the import's id. */
export const IMPORT_JOB = 'product-import';

/**
 * Rows per batch: each batch is one transaction, and the unit a restarted import resumes at. On
 * PGlite a batch costs a fixed part whatever its size (100 rows still take 120–210 ms, ~30 ms of it
 * parsing and planning the statements): the 100 batches of a 100,000-row upsert at 1,000 took 6–9 s
 * longer than 20 batches of 5,000. But on PGlite (one connection) every other request waits for the
 * batch in progress: 1.0–2.0 s at 2,500, 2.7–4.9 s at 5,000, so 2,500 rather than more.
 */
export const importBatchSize = (fallback = 2500) => Math.max(10, Number(process.env.IMPORT_BATCH) || fallback);
const SAMPLE = 50;

/**
 * The stored file, read back one part at a time. Each part travels as hex text: PGlite's bytea
 * parser builds a 1 MB part from a million substrings (hundreds of MB of garbage per part, the
 * server's peak memory during an import), where Buffer decodes hex natively; node-postgres gets the
 * same text.
 */
export function storedFile(db: Db, importId: string): ByteSource {
  return async function* () {
    for (let part = 0; ; part++) {
      const found = await db.execute<{ hex: string }>(sql`select encode(bytes, 'hex') as hex from import_file_parts where import_id = ${importId}::uuid and part = ${part}`);
      const hex = found.rows[0]?.hex;
      if (hex === undefined) return;
      yield Buffer.from(hex, 'hex');
    }
  };
}

interface Batch {
  index: number;
  header: string[];
  rows: FileRow[];
  /** No row follows: this batch's transaction also marks the job done (JobContext.complete). */
  last: boolean;
}

/**
 * Batches of data rows in file order, numbered from 0 (the header is left out). A full batch is held
 * until the next row is read, so the final one is known to be last.
 */
async function* batchesOf(source: ByteSource, format: ImportFormat, size: number): AsyncGenerator<Batch> {
  let header: string[] | undefined;
  let rows: FileRow[] = [];
  let full: Batch | undefined;
  let index = 0;
  for await (const run of readRecordRuns(source, format))
    for (const row of run) {
      if (!header) {
        header = row.cells.map((c) => c.trim());
        continue;
      }
      if (full) {
        yield full;
        full = undefined;
      }
      rows.push(row);
      if (rows.length === size) {
        full = { index: index++, header, rows, last: false };
        rows = [];
      }
    }
  if (full) yield { ...full, last: true };
  else if (rows.length && header) yield { index, header, rows, last: true };
}

/** Keeps the first products created and updated on the import's row, for the report's links. */
async function addSamples(tx: Parameters<Parameters<typeof applyChunk>[4]>[0], importId: string, created: ProductRef[], updated: ProductRef[]) {
  if (created.length === 0 && updated.length === 0) return;
  await tx.execute(sql`
    update imports set
      created_sample = case when jsonb_array_length(created_sample) < ${SAMPLE} then created_sample || ${JSON.stringify(created.slice(0, SAMPLE))}::jsonb else created_sample end,
      updated_sample = case when jsonb_array_length(updated_sample) < ${SAMPLE} then updated_sample || ${JSON.stringify(updated.slice(0, SAMPLE))}::jsonb else updated_sample end
    where id = ${importId}::uuid`);
}

registerJobKind({
  name: IMPORT_JOB,
  async run({ db, job, afterSettled, complete }) {
    const [row] = await db.select().from(imports).where(eq(imports.id, job.id));
    if (!row) throw new Error(`Import ${job.id} has no stored file`);
    const ctx = await editContext(db);
    const returningOld = await hasReturningOld(db);
    const format = row.format as ImportFormat;
    const done = await appliedChunks(db, job.id);
    // The size the job was queued with: a restart after the setting (or the default) changed must
    // cut the file into the same batches, or the checkpoints would name other rows. Jobs queued
    // before the size was stored: the setting, else the default of their time (1,000).
    const size = typeof job.input.batchSize === 'number' ? job.input.batchSize : importBatchSize(1000);
    let plan: BatchContext['plan'] | undefined;
    let categoriesChanged = false;
    let written = 0;
    // Once the job is settled (done, or cancelled after some batches): caches, search facts, vacuum.
    if (!row.dryRun) afterSettled(() => afterImport(db, written, categoriesChanged));
    const result = { importId: job.id, dryRun: row.dryRun };
    for await (const batch of batchesOf(storedFile(db, job.id), format, size)) {
      plan ??= planRows(checkMapping(row.mapping, batch.header, ctx.attributes), ctx);
      if (done.has(batch.index)) continue;
      // Between batches the progress bar's requests get answered (on PGlite, one connection). A pause
      // of a fixed 20 ms did that too, and cost 2 s of a 100-batch import when nobody was asking.
      if (batch.index > 0) await yieldToRequests();
      const c: BatchContext = { importId: job.id, mode: row.mode as BatchContext['mode'], dryRun: row.dryRun, actor: row.actor as unknown as Actor, userId: (job.input.userId as string | null) ?? null, plan, ctx, returningOld };
      await applyChunk(db, job.id, batch.index, batch.rows.length, async (tx) => {
        const outcome = await importBatch(tx, c, batch.rows);
        await addSamples(tx, job.id, outcome.created, outcome.updated);
        categoriesChanged ||= outcome.categoriesChanged;
        written += outcome.counts.created + outcome.counts.updated;
        if (batch.last) await complete(tx, result);
        return outcome.counts;
      });
    }
    return result;
  },
});

/** Caches and housekeeping once an import's writes are committed, as after a bulk update. */
function afterImport(db: Db, written: number, categoriesChanged: boolean) {
  if (categoriesChanged) invalidate(CATEGORY_CACHE_PREFIX);
  if (written === 0) return;
  refreshDerivedData(db, written);
  if (written >= VACUUM_AFTER_ROWS) scheduleVacuum(db, ['products', 'change_history', 'product_search', 'product_code_search']);
}
