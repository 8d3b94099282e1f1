import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { ImportFormat } from './file-checks';

/** Where the file's bytes come from: the upload, or the parts kept in the database for the job. */
export type ByteSource = () => AsyncIterable<Buffer>;

/** One record of the file: its cells as text; `line` counts records from 1 (the header is record 0). */
export interface FileRow {
  line: number;
  cells: string[];
}

/**
 * The records of a CSV or XLSX file as text cells, streamed (papaparse's Node stream for CSV,
 * exceljs's streaming reader for the first worksheet of an XLSX): a 100,000-row file is never held
 * whole. Blank records are skipped. The first record yielded is the header.
 */
export async function* readRecords(source: ByteSource, format: ImportFormat): AsyncGenerator<FileRow> {
  const records = format === 'csv' ? csvRecords(source) : xlsxRecords(source);
  let line = 0;
  for await (const cells of records) {
    if (cells.every((c) => c.trim() === '')) continue;
    yield { line: line++, cells };
  }
}

/**
 * Bytes handed to papaparse at a time. Its stream pauses every 16 records (the Duplex's buffer) and,
 * on resume, parses the rest of its current chunk again: chunk-sized work per 16 records, so a 1 MB
 * chunk made a 100,000-row file take ~50 s to parse where 4 KB pieces take under 1 s.
 */
const CSV_PIECE = 4 * 1024;

async function* pieces(source: ByteSource): AsyncGenerator<Buffer> {
  for await (const bytes of source()) for (let at = 0; at < bytes.length; at += CSV_PIECE) yield bytes.subarray(at, at + CSV_PIECE);
}

async function* csvRecords(source: ByteSource): AsyncGenerator<string[]> {
  // setEncoding decodes UTF-8 across piece boundaries; papaparse guesses the delimiter (, ; tab |).
  const text = Readable.from(pieces(source)).setEncoding('utf8');
  const parser = text.pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' }));
  let first = true;
  for await (const record of parser as AsyncIterable<string[]>) {
    if (first && record.length) record[0] = record[0].replace(/^\uFEFF/, '');
    first = false;
    yield record;
  }
}

async function* xlsxRecords(source: ByteSource): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(source()), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      yield cells;
    }
    return; // the first worksheet only
  }
}

/** A cell as the text a user typed: dates as YYYY-MM-DD (with the time when it has one), formulas as their result. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    if (v.error) return '';
  }
  return String(value);
}
