import { checkMultipartHead, cleanName, malformedMultipart as malformed } from '@/lib/uploads/spooled-upload';
import { ServiceError } from '@/lib/errors';
import { MEDIA_MAX_BYTES } from '@/lib/media/images';

/** One request may carry several images: up to this many bytes in all (default: three full-size files). */
export const MEDIA_MAX_REQUEST_BYTES = Number(process.env.MEDIA_MAX_REQUEST_BYTES) || 3 * MEDIA_MAX_BYTES + 1024 * 1024;
export const MEDIA_MAX_FILES = 20;

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

export interface MultipartUpload {
  files: UploadedFile[];
  /** The text parts, last value of each name. */
  fields: Record<string, string>;
}

const requestTooLarge = () =>
  new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The upload exceeds ${MEDIA_MAX_REQUEST_BYTES} bytes`, [
    `body: larger than ${MEDIA_MAX_REQUEST_BYTES} bytes; send fewer or smaller files per request`,
  ]);

/**
 * A multipart/form-data body as FormData, never more than `maxBytes`: the limit holds before anything
 * is read (Content-Length) and while reading (a chunked body is counted and cut off), so an oversized
 * upload is never held whole. Not multipart is a 415, malformed multipart a 400. Shared by media
 * uploads and return photos (small files, wanted in memory anyway); product imports stream theirs to a
 * temporary file instead (./spooled-upload.ts).
 */
export async function readBoundedForm(
  request: Request,
  o: { maxBytes: number; what: string; tooLarge: () => ServiceError },
): Promise<FormData> {
  const type = checkMultipartHead(request, o);
  if (!request.body) throw malformed();
  let total = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > o.maxBytes) controller.error(o.tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted, { headers: { 'content-type': type } }).formData();
  } catch {
    throw total > o.maxBytes ? o.tooLarge() : malformed();
  }
}

/**
 * Reads a multipart/form-data body with its files. The size limit holds before anything is read
 * (Content-Length) and while reading (a chunked body is counted and cut off), so an oversized upload
 * is never held in memory whole; a body that is not valid multipart is a 400, never a 500.
 */
export async function readMultipart(request: Request, fileField = 'file'): Promise<MultipartUpload> {
  const form = await readBoundedForm(request, { maxBytes: MEDIA_MAX_REQUEST_BYTES, what: 'the images', tooLarge: requestTooLarge });
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === fileField) files.push({ name: cleanName(value.name, 'image'), bytes: Buffer.from(await value.arrayBuffer()) });
  }
  if (files.length > MEDIA_MAX_FILES)
    throw new ServiceError(413, 'PAYLOAD_TOO_LARGE', `At most ${MEDIA_MAX_FILES} files per request`, [`file: at most ${MEDIA_MAX_FILES} files per request`]);
  return { files, fields };
}

