import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { SpooledFile } from '@/lib/uploads/spooled-upload';
import { imports } from '@/lib/db/schema';
import { enqueueJob, wakeWorker } from '@/lib/jobs/engine';
import { importRequestFieldsSchema, type ImportPreview } from '@/lib/api/schemas/product-import';
import { issuesToErrors, invalid } from '@/lib/errors';
import type { Actor } from '../history';
import { attributesByCode, listAttributeMeta } from '../meta-info';
import { sniffFormat } from './file-checks';
import { IMPORT_JOB, importBatchSize } from './job';
import { checkMapping, suggestMapping } from './mapping';
import { headAndRows, scanFile } from './scan';

/** An import call's multipart body (read by lib/http/import-upload.ts): the file and the text parts. */
export interface ImportUpload {
  fileName: string;
  /** The file, kept in a temporary file while the call runs. */
  file: SpooledFile;
  /** The text parts, last value of each name. */
  fields: Record<string, string>;
}

/** Who starts an import: the caller (history) and the UserId header, a Guid when sent. */
export interface ImportCaller {
  userId: string | null;
  actor: Actor;
}

const PREVIEW_ROWS = 20;
const SAMPLES = 5;
/** The stored file's parts: small enough for any driver's parameter, few enough for a 200 MB file. */
const PART_BYTES = 1024 * 1024;

/**
 * POST /api/v1/import/preview: the file's columns, each with the field its name suggests and a few
 * sample values, and its first 20 rows. Nothing is stored.
 */
export async function previewImport(db: Db, upload: ImportUpload): Promise<ImportPreview> {
  const format = await sniffFormat(upload.file);
  const { header, rows } = await headAndRows(upload.file.read, format, PREVIEW_ROWS);
  const mapping = suggestMapping(header, await listAttributeMeta(db));
  const columns = header.map((name, i) => ({
    name,
    suggestedField: mapping[name] ?? null,
    samples: [...new Set(rows.map((r) => r[i].trim()).filter(Boolean))].slice(0, SAMPLES),
  }));
  return { fileName: upload.fileName, format, columns, mapping, rows };
}

/**
 * POST /api/v1/import: checks the file whole (type, bomb, widths, duplicate stock codes) and the
 * mapping against it and meta-info — any refusal is a 4xx with nothing written — then stores the
 * file and queues the import's job in one transaction. Returns the id of the import (and its job).
 */
export async function startImport(db: Db, upload: ImportUpload, ctx: ImportCaller): Promise<string> {
  const parsed = importRequestFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) throw invalid(issuesToErrors(parsed.error), 'The import request is not valid');
  const { mapping, mode, dryRun } = parsed.data;
  if (ctx.userId && !z.uuid().safeParse(ctx.userId).success) throw invalid(['UserId: must be a Guid']);
  const format = await sniffFormat(upload.file);
  const attributes = await attributesByCode(db);
  const { header, rowCount } = await scanFile(upload.file.read, format, (h) => {
    const columns = checkMapping(mapping, h, attributes);
    return columns.find((c) => c.attribute.meta.fieldCode === 'StockCode')!.index;
  });
  const id = await db.transaction(async (tx) => {
    const id = await enqueueJob(tx, IMPORT_JOB, {
      input: { userId: ctx.userId?.toLowerCase() ?? null, batchSize: importBatchSize() },
      total: rowCount,
      createdBy: ctx.actor.name,
    });
    await tx.insert(imports).values({
      id,
      fileName: upload.fileName,
      format,
      mode,
      dryRun,
      mapping,
      columns: header,
      rowCount,
      bytes: upload.file.size,
      actor: { ...ctx.actor },
    });
    // As hex text, decoded by the database: PGlite's bytea serializer maps every byte to a string
    // of its own (a 1 MB part made ~250 MB of garbage); Buffer's hex encoding is native.
    for (let part = 0; part * PART_BYTES < upload.file.size; part++) {
      const hex = (await upload.file.readAt(part * PART_BYTES, PART_BYTES)).toString('hex');
      await tx.execute(sql`insert into import_file_parts (import_id, part, bytes) values (${id}::uuid, ${part}, decode(${hex}, 'hex'))`);
    }
    return id;
  });
  wakeWorker(IMPORT_JOB);
  return id;
}
