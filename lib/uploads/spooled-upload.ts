import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import { ServiceError } from '@/lib/errors';

/** A file received in a multipart body, kept in a temporary file rather than in memory. */
export interface SpooledFile {
  /** The client's name for it, without folders or control characters (display only). */
  name: string;
  size: number;
  /** Where it is kept until the upload is disposed of. */
  path: string;
  /** The bytes from the start, in pieces of 64 KB. */
  read(): AsyncIterable<Buffer>;
  /** Up to `length` bytes from `position` (fewer at the end of the file). */
  readAt(position: number, length: number): Promise<Buffer>;
}

export interface SpooledUpload {
  /** The first part named as asked, or null when the body has none. */
  file: SpooledFile | null;
  /** The text parts, last value of each name. */
  fields: Record<string, string>;
  /** Removes the temporary file; call it once the file has been used (also after a failure). */
  dispose(): Promise<void>;
}

const MAX_FIELD_BYTES = 1024 * 1024;
const PIECE = 64 * 1024;

/**
 * Reads a multipart/form-data body as it arrives (busboy), writing its file part to a temporary file:
 * a 200 MB upload costs a few 64 KB buffers of memory, never the whole file, let alone the two or
 * three copies `Request.formData()` and `File.arrayBuffer()` make. The size limit holds before
 * anything is read (Content-Length) and while reading (a chunked body is counted; past the limit the
 * rest is read and dropped, so the client still gets its answer). Not multipart is a 415, malformed
 * multipart a 400, a text part over 1 MB a 413.
 */
export async function spoolMultipart(
  request: Request,
  o: { maxBytes: number; fileField: string; what: string; tooLarge: () => ServiceError },
): Promise<SpooledUpload> {
  const type = checkMultipartHead(request, o);
  if (!request.body) throw malformedMultipart();
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': type }, limits: { fieldSize: MAX_FIELD_BYTES, fields: 100, parts: 200 } });
  } catch {
    throw malformedMultipart();
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'catalogue-upload-'));
  const dispose = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    const { file, fields } = await receive(request.body, parser, dir, o);
    return { file, fields, dispose };
  } catch (e) {
    await dispose();
    throw e;
  }
}

function receive(
  body: ReadableStream<Uint8Array>,
  parser: busboy.Busboy,
  dir: string,
  o: { maxBytes: number; fileField: string; tooLarge: () => ServiceError },
): Promise<{ file: SpooledFile | null; fields: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    let failure: ServiceError | null = null;
    const fail = (e: ServiceError) => {
      if (failure) return;
      failure = e;
      reject(e);
    };
    const fields: Record<string, string> = {};
    let written: Promise<SpooledFile> | null = null;

    parser.on('file', (name, stream, info) => {
      if (name !== o.fileField || written || failure) return void stream.resume();
      const where = path.join(dir, 'file');
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      written = pipeline(stream, counted, fs.createWriteStream(where)).then(() => spooledFile(where, cleanName(info.filename, ''), size));
      written.catch(() => undefined);
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The part ${name} is too long`, [`${name}: longer than ${MAX_FIELD_BYTES} bytes`]));
      else fields[name] = value;
    });
    parser.on('close', () => {
      if (failure) return;
      (written ?? Promise.resolve(null)).then(
        (file) => resolve({ file, fields }),
        () => fail(malformedMultipart()),
      );
    });
    parser.on('error', () => fail(malformedMultipart()));

    // Past the limit the rest of the body is read and dropped: the answer (413) goes out at once and
    // the client, still sending, is not cut off mid-request.
    let total = 0;
    const limited = new Transform({
      transform(chunk: Buffer, _enc, done) {
        total += chunk.length;
        if (total > o.maxBytes) {
          fail(o.tooLarge());
          return done();
        }
        done(null, chunk);
      },
    });
    const source = Readable.fromWeb(body as unknown as NodeWebStream<Uint8Array>);
    pipeline(source, limited, parser).catch(() => fail(total > o.maxBytes ? o.tooLarge() : malformedMultipart()));
  });
}

function spooledFile(where: string, name: string, size: number): SpooledFile {
  return {
    name,
    size,
    path: where,
    read: () => fs.createReadStream(where, { highWaterMark: PIECE }),
    async readAt(position, length) {
      const handle = await fs.promises.open(where, 'r');
      try {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
  };
}

/** The checks before a multipart body is read: its type (415) and declared length (413). Returns the type. */
export function checkMultipartHead(request: Request, o: { maxBytes: number; what: string; tooLarge: () => ServiceError }): string {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send ${o.what} as multipart/form-data`, [
      'Content-Type: must be multipart/form-data with a boundary',
    ]);
  if (Number(request.headers.get('content-length') || 0) > o.maxBytes) throw o.tooLarge();
  return type;
}

export function malformedMultipart() {
  return new ServiceError(400, 'MALFORMED_BODY', 'The body is not valid multipart/form-data', ['body: is not valid multipart/form-data']);
}

/** The file's own name, without folders or control characters, for display only. */
export function cleanName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200) || fallback;
}
