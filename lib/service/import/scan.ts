import { ruleViolation, invalid } from '@/lib/errors';
import type { ImportFormat } from './file-checks';
import { readRecordRuns, readRecords, type ByteSource, type FileRow } from './parse';

/** A CSV whose records do not all have the header's number of fields is refused; an XLSX row is padded. */
function checkWidth(format: ImportFormat, header: string[], row: FileRow, problems: string[]) {
  if (format !== 'csv' || row.cells.length === header.length) return;
  if (problems.length < 20) problems.push(`row ${row.line}: has ${row.cells.length} fields where the header has ${header.length}`);
  else if (problems.length === 20) problems.push('…and more rows of the wrong width');
}

function headerOf(row: FileRow | undefined): string[] {
  if (!row) throw invalid(['file: has no rows'], 'The file is empty');
  const header = row.cells.map((c) => c.trim());
  const seen = new Set<string>();
  const errors: string[] = [];
  header.forEach((name, i) => {
    if (name === '') errors.push(`file: column ${i + 1} of the header has no name`);
    else if (seen.has(name)) errors.push(`file: two columns are named ${name}`);
    seen.add(name);
  });
  if (errors.length) throw ruleViolation('The header row is not usable', errors);
  return header;
}

const inconsistent = (problems: string[]) =>
  ruleViolation('The CSV rows do not all have as many fields as the header; nothing was imported', problems);

/** The header and the first `limit` data rows (the preview): width checked on those rows. */
export async function headAndRows(source: ByteSource, format: ImportFormat, limit: number): Promise<{ header: string[]; rows: string[][] }> {
  let header: string[] | undefined;
  const rows: string[][] = [];
  const problems: string[] = [];
  for await (const row of readRecords(source, format)) {
    if (!header) {
      header = headerOf(row);
      continue;
    }
    checkWidth(format, header, row, problems);
    rows.push(header.map((_, i) => row.cells[i] ?? ''));
    if (rows.length >= limit) break;
  }
  header ??= headerOf(undefined);
  if (problems.length) throw inconsistent(problems);
  if (rows.length === 0) throw invalid(['file: has a header but no rows'], 'The file has no rows to import');
  return { header, rows };
}

/**
 * A string of its own. A cell's text is a slice of the piece of file the parser decoded (V8 keeps
 * a slice of 13 characters or more as a view of its parent), so keeping every stock code kept the
 * whole file's text alive while the scan ran: the 32 MB of sheet XML of a 100,000-row XLSX.
 */
const ownCopy = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/**
 * The whole file read once before an import is accepted: its header (for the mapping), its row
 * count, every CSV row of the wrong width and every stock code given twice — all refused here, so a
 * refused file writes nothing. `stockColumn` is found from the header by the caller's mapping.
 */
export async function scanFile(
  source: ByteSource,
  format: ImportFormat,
  stockColumnOf: (header: string[]) => number,
): Promise<{ header: string[]; rowCount: number }> {
  let header: string[] | undefined;
  let stock = -1;
  let rowCount = 0;
  const problems: string[] = [];
  const firstRow = new Map<string, number>();
  const duplicates: string[] = [];
  for await (const run of readRecordRuns(source, format))
    for (const row of run) {
      if (!header) {
        header = headerOf(row);
        stock = stockColumnOf(header);
        continue;
      }
      rowCount++;
      checkWidth(format, header, row, problems);
      const code = (row.cells[stock] ?? '').trim();
      if (!code) continue;
      const first = firstRow.get(code);
      if (first === undefined) firstRow.set(ownCopy(code), row.line);
      else if (duplicates.length < 20) duplicates.push(`row ${row.line}: stock code ${code} is also in row ${first}`);
    }
  header ??= headerOf(undefined);
  if (problems.length) throw inconsistent(problems);
  if (rowCount === 0) throw invalid(['file: has a header but no rows'], 'The file has no rows to import');
  if (duplicates.length)
    throw ruleViolation('The file gives some stock codes more than once; each product may appear in one row only. Nothing was imported', duplicates);
  return { header, rowCount };
}
