import 'server-only';
import fs from 'node:fs';
import { ApiError } from '@/lib/api/errors';
import { spoolMultipart, type SpooledUpload } from '@/lib/uploads/spooled-upload';
import { ServiceError } from '@/lib/errors';
import { IMPORT_MAX_BYTES, importTooLarge } from '@/lib/uploads/import-file';

/**
 * Runs `work` with the browser's upload re-sent to the service as a new multipart body (the file and
 * the known text parts only): the back-office forwards what the import endpoints take and nothing
 * else. The file goes through a temporary file, streamed in and out (removed when `work` ends): a
 * supplier's 200 MB file is never held in memory.
 */
export async function withForwardedImportForm<T>(request: Request, work: (form: FormData) => Promise<T>): Promise<T> {
  let upload: SpooledUpload;
  try {
    upload = await spoolMultipart(request, { maxBytes: IMPORT_MAX_BYTES + 1024 * 1024, fileField: 'file', what: 'the file', tooLarge: importTooLarge });
  } catch (e) {
    if (e instanceof ServiceError) throw new ApiError(e.httpStatus, e.messageCode, e.message, e.errors);
    throw e;
  }
  try {
    const { file, fields } = upload;
    if (!file) throw new ApiError(400, 'VALIDATION_ERROR', 'Choose a CSV or XLSX file first.', ['file: is required']);
    const form = new FormData();
    form.append('file', await fs.openAsBlob(file.path), file.name || 'import');
    for (const field of ['mapping', 'mode', 'dryRun', 'profileId', 'decimalComma', 'createMissing']) if (field in fields) form.append(field, fields[field]);
    return await work(form);
  } finally {
    await upload.dispose();
  }
}
