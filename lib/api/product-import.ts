import 'server-only';
import { z } from 'zod';
import { importPreviewSchema, importReportSchema, importStartedSchema, type ImportPreview, type ImportReport } from '@/lib/api/schemas/product-import';
import { importProfileSchema, type ImportProfile, type ImportProfileBody } from '@/lib/api/schemas/product-import-profiles';
import { undoResultSchema } from '@/lib/api/schemas/bulk-runs';
import { requestB, requestDownload, segment } from './http';

/** Product import (extension endpoints under /api/v1/import). Uploads may be large: long timeouts. */

/** The `file` part of `form` (and a `profileId` to apply): its columns, mapping, first rows and targets. */
export function previewImport(form: FormData): Promise<ImportPreview> {
  return requestB({ method: 'POST', path: '/api/v1/import/preview', body: form, timeoutMs: 300_000 }, importPreviewSchema);
}

/** `form`: file, mapping (JSON), mode, dryRun, decimalComma, createMissing. Returns the import's (and its job's) id. */
export async function startImport(form: FormData): Promise<string> {
  const { recordId } = await requestB({ method: 'POST', path: '/api/v1/import', body: form, timeoutMs: 300_000 }, importStartedSchema);
  return recordId;
}

export function getImportReport(id: string): Promise<ImportReport> {
  return requestB({ path: `/api/v1/import/${segment(id)}` }, importReportSchema);
}

/** The skipped rows with their errors, as the service streams the CSV. */
export function importErrorsCsv(id: string): Promise<Response> {
  return requestDownload({ path: `/api/v1/import/${segment(id)}/errors.csv`, timeoutMs: 300_000 });
}

/** An import is a bulk run under its own id: undoing it is undoing that run. */
export function undoImport(runId: string) {
  return requestB({ method: 'POST', path: `/api/v1/bulk-update/runs/${segment(runId)}/undo`, timeoutMs: 300_000 }, undoResultSchema);
}

export function listImportProfiles(): Promise<ImportProfile[]> {
  return requestB({ path: '/api/v1/import/profiles' }, z.array(importProfileSchema));
}

export function saveImportProfile(body: ImportProfileBody, id?: string): Promise<ImportProfile> {
  return id
    ? requestB({ method: 'PUT', path: `/api/v1/import/profiles/${segment(id)}`, body }, importProfileSchema)
    : requestB({ method: 'POST', path: '/api/v1/import/profiles', body }, importProfileSchema);
}
