import 'server-only';
import { importPreviewSchema, importReportSchema, importStartedSchema, type ImportPreview, type ImportReport } from '@/lib/api/schemas/product-import';
import { requestB, requestDownload,  segment } from './http';

/** Product import (extension endpoints under /api/v1/import). Uploads may be large: long timeouts. */

/** The `file` part of `form`: its columns, suggested mapping and first rows. */
export function previewImport(form: FormData): Promise<ImportPreview> {
  return requestB({ method: 'POST', path: '/api/v1/import/preview', body: form, timeoutMs: 300_000 }, importPreviewSchema);
}

/** `form`: file, mapping (JSON), mode, dryRun. Returns the import's (and its job's) id. */
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
