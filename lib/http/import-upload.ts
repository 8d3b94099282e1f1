import { ServiceError } from '@/lib/errors';
import type { ImportUpload } from '@/lib/service/import';
import { IMPORT_MAX_BYTES, importTooLarge } from '@/lib/uploads/import-file';
import { spoolMultipart } from '@/lib/uploads/spooled-upload';

/** Room for the mapping and the multipart framing beside the file. */
const MAX_REQUEST_BYTES = IMPORT_MAX_BYTES + 1024 * 1024;

/**
 * Runs `work` with the multipart body of an import call: one `file` part and text parts. The file is
 * streamed to a temporary file (removed when `work` ends), never held in memory. The size limit holds
 * before anything is read (Content-Length) and while reading; not multipart is a 415, malformed
 * multipart a 400, no file a 400.
 */
export async function withImportUpload<T>(request: Request, work: (upload: ImportUpload) => Promise<T>): Promise<T> {
  const upload = await spoolMultipart(request, { maxBytes: MAX_REQUEST_BYTES, fileField: 'file', what: 'the file', tooLarge: importTooLarge });
  try {
    const { file, fields } = upload;
    if (!file) throw new ServiceError(400, 'VALIDATION_ERROR', 'The request has no file', ['file: is required (a CSV or XLSX file part named file)']);
    if (file.size > IMPORT_MAX_BYTES) throw importTooLarge();
    return await work({ fileName: file.name || 'import', file, fields });
  } finally {
    await upload.dispose();
  }
}
