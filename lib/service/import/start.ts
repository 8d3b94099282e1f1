import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { SpooledFile } from '@/lib/uploads/spooled-upload';
import { imports } from '@/lib/db/schema';
import { enqueueJob, wakeWorker } from '@/lib/jobs/engine';
import { importPreviewFieldsSchema, importRequestFieldsSchema, type ImportMapping, type ImportPreview } from '@/lib/api/schemas/product-import';
import type { ImportProfile } from '@/lib/api/schemas/product-import-profiles';
import { issuesToErrors, invalid } from '@/lib/errors';
import type { Actor } from '../history';
import { attributesByCode } from '../meta-info';
import { editContext } from '../products/lifecycle/fields';
import { sniffFormat } from './file-checks';
import { IMPORT_JOB, importBatchSize } from './job';
import { attributeOf, checkMapping, suggestMapping } from './mapping';
import { defaultWarehouseCode, optionsForImport, pricesIncludeTax } from './options';
import { getProfile } from './profiles';
import { createImportRun } from './run';
import { headAndRows, scanFile } from './scan';
import { listTargets, resolveTarget, targetContext, targetKey } from './targets';

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

/** The text parts of an upload, checked by `schema` (a 400 naming each problem). */
function fieldsOf<T extends z.ZodType>(schema: T, upload: ImportUpload): z.output<T> {
  const parsed = schema.safeParse(upload.fields);
  if (!parsed.success) throw invalid(issuesToErrors(parsed.error), 'The import request is not valid');
  return parsed.data;
}

/**
 * POST /api/v1/import/preview: the file's columns, each with the target its name suggests and a few
 * sample values, its first 20 rows, and every target with its label. With a profile, its mapping
 * (for the columns the file has) and options; columns it does not map keep their suggestions.
 * Nothing is stored.
 */
export async function previewImport(db: Db, upload: ImportUpload): Promise<ImportPreview> {
  const { profileId } = fieldsOf(importPreviewFieldsSchema, upload);
  const profile = profileId ? await getProfile(db, profileId) : null;
  const format = await sniffFormat(upload.file);
  const { header, rows } = await headAndRows(upload.file.read, format, PREVIEW_ROWS);
  const [targets, withTax] = await Promise.all([targetContext(db, await attributesByCode(db), await defaultWarehouseCode(db)), pricesIncludeTax(db)]);
  const suggested = suggestMapping(header, targets);
  const columns = header.map((name, i) => ({
    name,
    suggestedField: suggested[name] ?? null,
    samples: [...new Set(rows.map((r) => r[i].trim()).filter(Boolean))].slice(0, SAMPLES),
  }));
  return {
    fileName: upload.fileName,
    format,
    columns,
    mapping: profile ? withProfile(profile, header, suggested, targets) : suggested,
    rows,
    targets: listTargets(targets),
    profile: profile ? { id: profile.id, name: profile.name } : null,
    missingColumns: profile ? Object.keys(profile.mapping).filter((c) => !header.includes(c)) : [],
    options: profile?.options ?? { decimalComma: false, createMissing: [] },
    pricesIncludeTax: withTax,
  };
}

/** A profile's mapping for the columns the file has, and the suggestions for the others where they fill something else. */
function withProfile(profile: ImportProfile, header: string[], suggested: Record<string, string>, targets: Awaited<ReturnType<typeof targetContext>>) {
  const out: Record<string, string> = {};
  const filled = new Set<string>();
  for (const [column, code] of Object.entries(profile.mapping)) {
    const target = resolveTarget(code, targets);
    if (!header.includes(column) || !target) continue;
    out[column] = code;
    filled.add(targetKey(target));
  }
  for (const [column, code] of Object.entries(suggested)) {
    const target = resolveTarget(code, targets);
    if (column in out || !target || filled.has(targetKey(target))) continue;
    out[column] = code;
    filled.add(targetKey(target));
  }
  return out;
}

/**
 * POST /api/v1/import: checks the file whole (type, bomb, widths, duplicate stock codes) and the
 * mapping against it and meta-info — any refusal is a 4xx with nothing written — then stores the
 * file and queues the import's job in one transaction. Returns the id of the import (and its job).
 */
export async function startImport(db: Db, upload: ImportUpload, ctx: ImportCaller): Promise<string> {
  const fields = fieldsOf(importRequestFieldsSchema, upload);
  const { mode, dryRun } = fields;
  if (ctx.userId && !z.uuid().safeParse(ctx.userId).success) throw invalid(['UserId: must be a Guid']);
  const profile = fields.profileId ? await getProfile(db, fields.profileId) : null;
  // A profile's mapping applies to the columns the file has, as its preview showed.
  const mappingFor = (header: string[]) => fields.mapping ?? Object.fromEntries(Object.entries(profile!.mapping).filter(([column]) => header.includes(column)));
  let mapping: ImportMapping = {};
  const options = await optionsForImport(db, { decimalComma: fields.decimalComma, createMissing: fields.createMissing }, profile?.options);
  const format = await sniffFormat(upload.file);
  const targets = await targetContext(db, (await editContext(db)).attributes, options.defaultWarehouse);
  const { header, rowCount } = await scanFile(upload.file.read, format, (h) => {
    mapping = mappingFor(h);
    const columns = checkMapping(mapping, h, targets);
    return columns.find((c) => attributeOf(c)?.meta.fieldCode === 'StockCode')!.index;
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
      options: { ...options },
      columns: header,
      rowCount,
      bytes: upload.file.size,
      actor: { ...ctx.actor },
    });
    if (!dryRun) await createImportRun(tx, id, ctx.actor, { fileName: upload.fileName, rowCount, mode });
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
