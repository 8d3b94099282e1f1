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

const malformed = () => new ServiceError(400, 'MALFORMED_BODY', 'The body is not valid multipart/form-data', ['body: is not valid multipart/form-data']);

/**
 * Reads the multipart body of an import call: one `file` part and text parts. The size limit holds
 * before anything is read (Content-Length) and while reading, so an oversized upload is refused
 * without being held whole; not multipart is a 415, malformed multipart a 400, no file a 400.
 */
export async function readImportUpload(request: Request): Promise<ImportUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data', ['Content-Type: must be multipart/form-data with a boundary']);
  if (Number(request.headers.get('content-length') || 0) > MAX_REQUEST_BYTES) throw tooLarge();
  if (!request.body) throw malformed();
  let total = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > MAX_REQUEST_BYTES) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(counted, { headers: { 'content-type': type } }).formData();
  } catch {
    throw total > MAX_REQUEST_BYTES ? tooLarge() : malformed();
  }
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
