import { and, asc, count, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '@/lib/db';
import { importErrors, imports } from '@/lib/db/schema';
import type { ImportMode, ImportReport, ImportValueChange } from '@/lib/api/schemas/product-import';
import { notFound } from '@/lib/errors';
import { getJob } from '../jobs';
import type { ImportFormat } from './file-checks';
import { CHANGE_SAMPLE, storedFile } from './job';
import { storedOptions } from './options';
import { readRecords } from './parse';

const LISTED_ERRORS = 200;

async function importRow(db: Db, id: string) {
  const [row] = await db.select().from(imports).where(eq(imports.id, id.toLowerCase()));
  if (!row) throw notFound(`Import ${id} was not found`, [`id: no import has id ${id}`]);
  return row;
}

/** The first row errors or warnings of an import, and how many there are. */
async function issues(db: Db, importId: string, level: 'error' | 'warning') {
  const where = and(eq(importErrors.importId, importId), eq(importErrors.level, level));
  const [listed, [{ n }]] = await Promise.all([
    db
      .select({ rowNumber: importErrors.rowNumber, column: importErrors.column, message: importErrors.message })
      .from(importErrors)
      .where(where)
      .orderBy(asc(importErrors.rowNumber), asc(importErrors.id))
      .limit(LISTED_ERRORS),
    db.select({ n: count() }).from(importErrors).where(where),
  ]);
  return { listed, count: Number(n) };
}

/**
 * GET /api/v1/import/{id}: the import, its job's progress and counts, links to its products, its
 * first errors and warnings, its first price and stock changes, and the bulk run that undoes it.
 */
export async function getImportReport(db: Db, id: string): Promise<ImportReport> {
  const row = await importRow(db, id);
  const [job, errors, warnings, run] = await Promise.all([
    getJob(db, row.id),
    issues(db, row.id, 'error'),
    issues(db, row.id, 'warning'),
    db.execute<{ id: string; undone_by: string | null }>(sql`
      select r.id::text as id, (select u.id::text from bulk_runs u where u.undo_of = r.id and u.status <> 'failed' limit 1) as undone_by
      from bulk_runs r where r.id = ${row.id}::uuid`),
  ]);
  const options = storedOptions(row.options);
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as ImportFormat,
    mode: row.mode as ImportMode,
    dryRun: row.dryRun,
    rowCount: row.rowCount,
    mapping: row.mapping,
    createdAt: row.createdAt.toISOString(),
    options,
    job,
    runId: run.rows[0]?.id ?? null,
    undoneBy: run.rows[0]?.undone_by ?? null,
    created: row.createdSample,
    updated: row.updatedSample,
    errorCount: errors.count,
    errors: errors.listed,
    warningCount: warnings.count,
    warnings: warnings.listed,
    changes: (row.changeSample as ImportValueChange[]).slice(0, CHANGE_SAMPLE),
  };
}

/**
 * GET /api/v1/import/{id}/errors.csv: every row the import skipped, as it was in the file, with an
 * Errors column ("Column: message; …") — fix the cells and import this file again. Streamed: the
 * body is read as the caller reads the answer.
 */
export async function importErrorsCsv(db: Db, id: string): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const row = await importRow(db, id);
  const byRow = new Map<number, string[]>();
  const all = await db
    .select({ rowNumber: importErrors.rowNumber, column: importErrors.column, message: importErrors.message })
    .from(importErrors)
    .where(and(eq(importErrors.importId, row.id), eq(importErrors.level, 'error')))
    .orderBy(asc(importErrors.id));
  for (const e of all) byRow.set(e.rowNumber, [...(byRow.get(e.rowNumber) ?? []), `${e.column}: ${e.message}`]);
  const encoder = new TextEncoder();
  const records = readRecords(storedFile(db, row.id), row.format as ImportFormat);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const next = await records.next();
        if (next.done) return controller.close();
        const { line, cells } = next.value;
        const out = line === 0 ? [...cells, 'Errors'] : byRow.has(line) ? [...row.columns.map((_, i) => cells[i] ?? ''), byRow.get(line)!.join('; ')] : null;
        if (!out) continue;
        controller.enqueue(encoder.encode(`${line === 0 ? '\uFEFF' : ''}${Papa.unparse([out])}\r\n`));
        return;
      }
    },
    async cancel() {
      await records.return(undefined);
    },
  });
  const name = row.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'import';
  return { fileName: `${name}-errors.csv`, body };
}
