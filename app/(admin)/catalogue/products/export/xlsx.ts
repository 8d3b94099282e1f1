import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The grid's result as an Excel workbook, written with exceljs's streaming writer: each page of rows
 * is committed as it arrives, so a 100,000-product export is never held whole. Cells are values,
 * never formulas (a text starting with = stays text).
 */
export function xlsxStream(header: string[], pages: AsyncIterable<(string | number)[][]>, onError: (e: unknown) => void): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = book.addWorksheet('Products', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((h) => ({ header: h, width: Math.max(12, h.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const rows of pages) for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await book.commit();
  })().catch((e) => {
    onError(e);
    out.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
