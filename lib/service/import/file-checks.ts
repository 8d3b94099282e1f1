import { ServiceError, invalid } from '@/lib/errors';

/**
 * Refusals of an uploaded import file before any row is read (issue 11 "Bad files"): type sniffed
 * from the bytes (never the name or the declared type) and, for XLSX, a zip bomb. Its size is held
 * while it is received (lib/uploads/import-file.ts).
 */
/** What all the parts of an XLSX may expand to, and how much any large part may expand by. */
const XLSX_MAX_UNCOMPRESSED = Number(process.env.IMPORT_MAX_UNCOMPRESSED_BYTES) || 1024 * 1024 * 1024;
const XLSX_MAX_RATIO = 200;
const RATIO_CHECKED_FROM = 8 * 1024 * 1024;

export type ImportFormat = 'csv' | 'xlsx';

const unsupported = (what: string) =>
  new ServiceError(415, 'UNSUPPORTED_MEDIA_TYPE', `The file is ${what}, not a CSV or XLSX file`, [
    `file: is ${what}; send a CSV (UTF-8 text) or an Excel workbook (.xlsx)`,
  ]);

/** Random access to an uploaded file (lib/uploads/spooled-upload.ts). */
export interface FileBytes {
  size: number;
  readAt(position: number, length: number): Promise<Buffer>;
}

/** The head read to tell the type: all a zip signature or a text check needs. */
const HEAD_BYTES = 64 * 1024;
/** The end of a zip that holds its end-of-central-directory record (22 bytes and a comment of up to 64 KB). */
const ZIP_TAIL_BYTES = 65_557;

/** CSV or XLSX, from the bytes; anything else (an old .xls, a PDF, an image, binary) is a 415. */
export async function sniffFormat(file: FileBytes): Promise<ImportFormat> {
  if (file.size === 0) throw invalid(['file: is empty'], 'The file is empty');
  const head = await file.readAt(0, HEAD_BYTES);
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    await checkXlsxArchive(file);
    return 'xlsx';
  }
  if (head.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) throw unsupported('an old Excel (.xls) or other Office 97 file');
  if (head.includes(0)) throw unsupported('binary data');
  // A cut at the end of the sample may split one UTF-8 character: only the bytes before it count.
  const whole = head.length < file.size ? head.subarray(0, Math.max(0, head.length - 4)) : head;
  if (!isUtf8(whole)) throw unsupported('text in an encoding other than UTF-8');
  if (whole.toString('utf8').replace(/^\uFEFF/, '').trim() === '') throw invalid(['file: has no rows'], 'The file is empty');
  return 'csv';
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the zip's central directory (never inflating anything): a workbook must have
 * xl/workbook.xml, and its parts may not expand past XLSX_MAX_UNCOMPRESSED in all, nor any large
 * part by more than XLSX_MAX_RATIO — the marks of a decompression bomb. ZIP64 is refused: a real
 * workbook under 200 MB never needs it.
 */
async function checkXlsxArchive(file: FileBytes): Promise<void> {
  const damaged = () => invalid(['file: is a damaged zip archive; save the workbook again as .xlsx'], 'The file is not a readable workbook');
  const tailStart = Math.max(0, file.size - ZIP_TAIL_BYTES);
  const tail = await file.readAt(tailStart, ZIP_TAIL_BYTES);
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length) throw damaged();
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryStart = tail.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryStart === 0xffffffff || directorySize === 0xffffffff) throw bomb('uses ZIP64');
  if (directoryStart + directorySize > tailStart + eocd) throw damaged();
  const bytes = await file.readAt(directoryStart, directorySize);
  let offset = 0;
  let total = 0;
  let workbook = false;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) throw damaged();
    const compressed = bytes.readUInt32LE(offset + 20);
    const size = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (compressed === 0xffffffff || size === 0xffffffff) throw bomb('uses ZIP64');
    if (name === 'xl/workbook.xml') workbook = true;
    total += size;
    if (total > XLSX_MAX_UNCOMPRESSED) throw bomb(`expands to more than ${XLSX_MAX_UNCOMPRESSED} bytes`);
    if (size >= RATIO_CHECKED_FROM && size > Math.max(1, compressed) * XLSX_MAX_RATIO)
      throw bomb(`has a part (${name}) that expands ${Math.round(size / Math.max(1, compressed))} times`);
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  if (!workbook) throw unsupported('a zip archive but not an Excel workbook');
}

const bomb = (why: string) =>
  new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The workbook ${why}: refused as a possible decompression bomb`, [
    `file: the workbook ${why}; a real sheet of this size does not`,
  ]);
