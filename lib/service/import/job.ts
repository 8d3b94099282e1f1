import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { imports } from '@/lib/db/schema';
import { appliedChunks, applyChunk } from '@/lib/jobs/chunks';
import { yieldToRequests } from '@/lib/lifecycle';
import { registerJobKind } from '@/lib/jobs/registry';
import type { ImportValueChange } from '@/lib/api/schemas/product-import';
import { invalidate } from '../cache';
import { CATEGORY_CACHE_PREFIX } from '../categories';
import type { Actor } from '../history';
import { LOOKUP_CACHE_PREFIX, taxClassLookup } from '../lookups';
import { refreshDerivedData, scheduleVacuum, VACUUM_AFTER_ROWS } from '../products/bulk/maintenance';
import { editContext } from '../products/lifecycle/fields';
import { standardTaxClassId } from '../products/lifecycle/write';
import { hasReturningOld } from '../products/bulk/tracked';
import { importBatch, type BatchContext, type BatchOutcome, type ProductRef } from './batch';
import type { ImportFormat } from './file-checks';
import { checkMapping } from './mapping';
import { storedOptions } from './options';
import { readRecordRuns, type ByteSource, type FileRow } from './parse';
import { referenceMemory } from './reference-cells';
import { References } from './references';
import { planRows } from './rows';
import { finishImportRun } from './run';
import { targetContext } from './targets';

/** The job kind of product imports (lib/jobs); the job's id is the import's id. */
export const IMPORT_JOB = 'product-import';

/**
 * Rows per batch: each batch is one transaction, and the unit a restarted import resumes at. On
 * PGlite a batch costs a fixed part whatever its size (100 rows still take 120–210 ms, ~30 ms of it
 * parsing and planning the statements): the 100 batches of a 100,000-row upsert at 1,000 took 6–9 s
 * longer than 20 batches of 5,000. But the server's memory grows with the batch (its statements'
 * results, in JavaScript and in PGlite's WebAssembly heap, which never shrinks), and on PGlite (one
 * connection) every other request waits for the batch in progress (1.0–2.0 s at 2,500, 2.7–4.9 s at
 * 5,000). At 1,000 the 100,000-row imports of `npm run bench -- --only =import` peaked at 423–447 MB
 * (CSV) and 460–492 MB (XLSX) in eight runs, against 479–510 and 501–535 at 2,500 in four, for
 * 0–8 s more (docs/import.md): the 500 MB bound holds.
 */
export const importBatchSize = (fallback = 1000) => Math.max(10, Number(process.env.IMPORT_BATCH) || fallback);
const SAMPLE = 50;
/** Price and stock changes kept for the report. */
export const CHANGE_SAMPLE = 200;

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

/**
 * Keeps the first products created and updated on the import's row, for the report's links, and the
 * first price and stock changes, old → new.
 */
async function addSamples(tx: Parameters<Parameters<typeof applyChunk>[4]>[0], importId: string, created: ProductRef[], updated: ProductRef[], changes: ImportValueChange[]) {
  if (created.length === 0 && updated.length === 0 && changes.length === 0) return;
  await tx.execute(sql`
    update imports set
      created_sample = case when jsonb_array_length(created_sample) < ${SAMPLE} then created_sample || ${JSON.stringify(created.slice(0, SAMPLE))}::jsonb else created_sample end,
      updated_sample = case when jsonb_array_length(updated_sample) < ${SAMPLE} then updated_sample || ${JSON.stringify(updated.slice(0, SAMPLE))}::jsonb else updated_sample end,
      change_sample = case when jsonb_array_length(change_sample) < ${CHANGE_SAMPLE} then change_sample || ${JSON.stringify(changes.slice(0, CHANGE_SAMPLE))}::jsonb else change_sample end
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
    const options = storedOptions(row.options);
    const targets = await targetContext(db, ctx.attributes, options.defaultWarehouse);
    const taxClasses = await taxClassLookup(db);
    const money = { taxRates: new Map([...taxClasses.values()].map((t) => [t.id, t.rateBasisPoints])), standardTaxClassId: standardTaxClassId(taxClasses) ?? 1 };
    const references = referenceMemory(await References.load(db));
    const runId = row.dryRun ? null : job.id;
    const done = await appliedChunks(db, job.id);
    // The size the job was queued with: a restart after the setting (or the default) changed must
    // cut the file into the same batches, or the checkpoints would name other rows. Jobs queued
    // before the size was stored: the setting, else the default of their time (1,000).
    const size = typeof job.input.batchSize === 'number' ? job.input.batchSize : importBatchSize(1000);
    let plan: BatchContext['plan'] | undefined;
    let categoriesChanged = false;
    let referencesCreated = false;
    let written = 0;
    let finished = false;
    // Once the job is settled (done, or cancelled after some batches): caches, search facts, vacuum.
    if (!row.dryRun) afterSettled(() => afterImport(db, written, categoriesChanged, referencesCreated, plan?.planned.some((p) => p.kind === 'channels') ?? false));
    const result = { importId: job.id, dryRun: row.dryRun };
    for await (const batch of batchesOf(storedFile(db, job.id), format, size)) {
      plan ??= planRows(checkMapping(row.mapping, batch.header, targets), ctx, options);
      if (done.has(batch.index)) continue;
      // Between batches the progress bar's requests get answered (on PGlite, one connection). A pause
      // of a fixed 20 ms did that too, and cost 2 s of a 100-batch import when nobody was asking.
      if (batch.index > 0) await yieldToRequests();
      const c: BatchContext = {
        importId: job.id,
        runId,
        mode: row.mode as BatchContext['mode'],
        dryRun: row.dryRun,
        actor: row.actor as unknown as Actor,
        userId: (job.input.userId as string | null) ?? null,
        plan,
        ctx,
        options,
        money,
        references,
        returningOld,
      };
      const committed: { outcome?: BatchOutcome } = {};
      await applyChunk(db, job.id, batch.index, batch.rows.length, async (tx) => {
        const outcome = await importBatch(tx, c, batch.rows);
        await addSamples(tx, job.id, outcome.created, outcome.updated, outcome.changes);
        if (batch.last) {
          if (runId) await finishImportRun(tx, runId, 'done', outcome.counts);
          await complete(tx, result);
          finished = true;
        }
        committed.outcome = outcome;
        return outcome.counts;
      });
      const outcome = committed.outcome;
      if (outcome) {
        outcome.references.keep();
        categoriesChanged ||= outcome.categoriesChanged;
        referencesCreated ||= outcome.referencesCreated;
        written += outcome.counts.created + outcome.counts.updated;
      }
    }
    // Resumed after its last batch had committed: the run is settled here.
    if (runId && !finished) await finishImportRun(db, runId, 'done');
    return result;
  },
  // The batches applied before a cancel or a failure stay applied, and undoable: they belong to the run.
  async onCancelled(db, job) {
    await finishImportRun(db, job.id, 'cancelled');
  },
  async onFailed(db, job) {
    await finishImportRun(db, job.id, 'failed');
  },
});

/** Caches and housekeeping once an import's writes are committed, as after a bulk update. */
function afterImport(db: Db, written: number, categoriesChanged: boolean, referencesCreated: boolean, channelsSet: boolean) {
  if (categoriesChanged) invalidate(CATEGORY_CACHE_PREFIX);
  if (referencesCreated) invalidate(LOOKUP_CACHE_PREFIX);
  if (written === 0) return;
  refreshDerivedData(db, written);
  if (written >= VACUUM_AFTER_ROWS)
    scheduleVacuum(db, ['products', 'change_history', 'product_search', 'product_code_search', ...(channelsSet ? ['product_channels'] : [])]);
}
