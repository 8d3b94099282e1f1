import { Readable, type Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import unzipper from 'unzipper';
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
 *
 * They come in runs of the records at hand (a few dozen: what one piece of the file holds), not one
 * at a time: every step of an async iteration costs promises, and the server's AsyncLocalStorage
 * (Node 20: promise hooks) makes each promise dear, so reading a 100,000-row file one record per
 * step took twice as long in the server as in a script.
 */
export async function* readRecordRuns(source: ByteSource, format: ImportFormat): AsyncGenerator<FileRow[]> {
  const runs = format === 'csv' ? csvRuns(source) : xlsxRuns(source);
  let line = 0;
  for await (const run of runs) {
    const rows: FileRow[] = [];
    for (const cells of run) if (!cells.every((c) => c.trim() === '')) rows.push({ line: line++, cells });
    if (rows.length) yield rows;
  }
}

/** The records one at a time (readRecordRuns), for readers of a few rows or of a short report. */
export async function* readRecords(source: ByteSource, format: ImportFormat): AsyncGenerator<FileRow> {
  for await (const run of readRecordRuns(source, format)) yield* run;
}

/**
 * Bytes handed to papaparse at a time. Its stream pauses every 16 records (the Duplex's buffer) and,
 * on resume, parses the rest of its current chunk again: chunk-sized work per 16 records, so a 1 MB
 * chunk made a 100,000-row file take ~50 s to parse where 4 KB pieces take under 1 s.
 */
const CSV_PIECE = 4 * 1024;

async function* pieces(source: ByteSource): AsyncGenerator<Buffer> {
  for await (const bytes of source())
    for (let at = 0; at < bytes.length; at += CSV_PIECE) yield bytes.subarray(at, at + CSV_PIECE);
}

/** Records per run at most. */
const RUN = 1000;

async function* csvRuns(source: ByteSource): AsyncGenerator<string[][]> {
  // setEncoding decodes UTF-8 across piece boundaries; papaparse guesses the delimiter (, ; tab |).
  const text = Readable.from(pieces(source)).setEncoding('utf8');
  const parser: Duplex = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' });
  // The parser's records are drained with read() (each read lets papaparse parse on, synchronously,
  // until it needs the next piece); between pieces the loop waits for 'readable', 'end' or an error
  // of either stream (pipe() does not pass the source's errors on).
  let wake: (() => void) | null = null;
  let ended = false;
  let failure: unknown = null;
  const signal = () => {
    wake?.();
    wake = null;
  };
  const fail = (error: unknown) => {
    failure ??= error;
    signal();
  };
  parser.on('readable', signal);
  parser.on('end', () => {
    ended = true;
    signal();
  });
  parser.on('error', fail);
  text.on('error', fail);
  text.pipe(parser);
  let first = true;
  try {
    for (;;) {
      if (failure) throw failure;
      const run: string[][] = [];
      for (let record: string[] | null; run.length < RUN && (record = parser.read()) !== null;)
        run.push(record);
      if (run.length) {
        if (first && run[0].length) run[0][0] = run[0][0].replace(/^\uFEFF/, '');
        first = false;
        yield run;
        continue;
      }
      if (ended) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    text.destroy();
    parser.destroy();
  }
}

/** ExcelJS's streaming reader as parse.ts uses it: its workbook parts, set before it reads. */
interface WorkbookReaderParts {
  model?: object;
  sharedStrings?: unknown[];
  workbookRels?: unknown;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseRels(entry: Readable): Promise<void>;
}

const XLSX_READING = {
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
} as const;

/**
 * The workbook's shared strings (the text of its text cells) and relationships, read in a pass of
 * their own over the zip before any worksheet. ExcelJS (and Excel) write the worksheets before the
 * shared strings; ExcelJS's streaming reader then parks a worksheet in a temporary file and parses it
 * after its walk over the rest of the zip. On a busy server that walk sometimes ended without the
 * shared-strings entry, and every text cell came as an unresolved `{ sharedString: n }`: the header
 * read as "[object Object]" and the import was refused (`e2e/api/import.spec.ts`, XLSX beside other
 * imports). With both known up front, the reader parses the worksheet as it streams. The pass costs
 * one more inflation of the file, no temporary file, and no more memory than the strings themselves.
 */
async function workbookParts(
  source: ByteSource,
): Promise<Pick<WorkbookReaderParts, 'sharedStrings' | 'workbookRels'>> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.from([]),
    XLSX_READING,
  ) as unknown as WorkbookReaderParts;
  const reads: Promise<unknown>[] = [];
  let failure: unknown = null;
  // A part that does not parse is drained, so the zip walk is never left waiting on a half-read entry
  // (a precaution: unzipper applies back-pressure per entry), and its error is thrown once the walk
  // is over, as the reader itself would have thrown it (test/import-xlsx-utf8.test.ts).
  const read = (entry: Readable, work: () => Promise<unknown>) =>
    reads.push(
      work().catch((error: unknown) => {
        failure ??= error;
        entry.resume();
      }),
    );
  const zip = unzipper.Parse();
  zip.on('entry', (entry) => {
    if (entry.path === 'xl/sharedStrings.xml')
      read(entry, async () => {
        for await (const _ of reader._parseSharedStrings(entry));
      });
    else if (entry.path === 'xl/_rels/workbook.xml.rels') read(entry, () => reader._parseRels(entry));
    else entry.autodrain();
  });
  await pipeline(Readable.from(source()), zip);
  await Promise.all(reads);
  if (failure) throw failure;
  return { sharedStrings: reader.sharedStrings, workbookRels: reader.workbookRels };
}

async function* xlsxRuns(source: ByteSource): AsyncGenerator<string[][]> {
  const parts = await workbookParts(source);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(source()), XLSX_READING);
  const internals = reader as unknown as WorkbookReaderParts;
  // ExcelJS 4.4 reads the workbook's model (sheet names) from xl/workbook.xml, which many writers
  // (ExcelJS itself) put last; a worksheet met after the shared strings but before it then fails on
  // `model.sheets`. Only the first sheet's rows are read here, never its name, so an empty model serves.
  internals.model ??= {};
  // Known before the first worksheet (workbookParts): a workbook without shared strings has no text
  // cell that refers to them.
  internals.sharedStrings = parts.sharedStrings ?? [];
  internals.workbookRels = parts.workbookRels ?? [];
  for await (const sheet of reader) {
    let run: string[][] = [];
    for await (const row of sheet) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      run.push(cells);
      if (run.length === RUN) {
        yield run;
        run = [];
      }
    }
    if (run.length) yield run;
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
