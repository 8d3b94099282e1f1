import { readBoundedForm } from '@/lib/media/multipart';
import { ServiceError } from '../errors';
import { IMPORT_MAX_BYTES, tooLarge } from './file-checks';

export interface ImportUpload {
  fileName: string;
  bytes: Buffer;
  /** The text parts, last value of each name. */
  fields: Record<string, string>;
}

/** Room for the mapping and the multipart framing beside the file. */
const MAX_REQUEST_BYTES = IMPORT_MAX_BYTES + 1024 * 1024;

/**
 * Reads the multipart body of an import call: one `file` part and text parts. The size limit holds
 * before anything is read (Content-Length) and while reading, so an oversized upload is refused
 * without being held whole; not multipart is a 415, malformed multipart a 400, no file a 400.
 */
export async function readImportUpload(request: Request): Promise<ImportUpload> {
  const form = await readBoundedForm(request, { maxBytes: MAX_REQUEST_BYTES, what: 'the file', tooLarge });
  const fields: Record<string, string> = {};
  let file: File | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file' && !file) file = value;
  }
  if (!file) throw new ServiceError(400, 'VALIDATION_ERROR', 'The request has no file', ['file: is required (a CSV or XLSX file part named file)']);
  if (file.size > IMPORT_MAX_BYTES) throw tooLarge();
  const fileName = (file.name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200) || 'import';
  return { fileName, bytes: Buffer.from(await file.arrayBuffer()), fields };
}
