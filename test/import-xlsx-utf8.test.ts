import assert from 'node:assert/strict';
import { test } from 'node:test';
import ExcelJS from 'exceljs';
import { readRecords } from '../lib/service/import/parse';

/**
 * An XLSX read in pieces whose ends fall inside multi-byte characters (£ is two bytes in UTF-8, € three):
 * ExcelJS's streaming reader decoded each piece on its own, so a character cut in two became two U+FFFD
 * and "£1,403.46" a row error ("must be a number") — one row in 100,000 in the import bench. The
 * workbook is stored uncompressed and handed over 5 bytes at a time, so the reader's pieces end inside
 * characters for certain; patches/exceljs+4.4.0.patch decodes across them.
 */
test('an XLSX whose pieces end inside multi-byte characters reads every cell as written', async () => {
  const rows = [['Stock code', 'Name', 'Price', 'RRP']];
  for (let i = 0; i < 300; i++)
    rows.push([
      `UTF-${i}`,
      `Crème brûlée № ${i} — été`,
      `£${(1000 + i * 7).toLocaleString('en-GB')}.${String(i % 100).padStart(2, '0')}`,
      `€${i},99`,
    ]);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  for (const r of rows) sheet.addRow(r);
  const bytes = Buffer.from(await book.xlsx.writeBuffer({ zip: { compression: 'STORE' } } as never));
  const source = async function* () {
    for (let i = 0; i < bytes.length; i += 5) yield bytes.subarray(i, i + 5);
  };
  const read: string[][] = [];
  for await (const record of readRecords(source, 'xlsx')) read.push(record.cells);
  assert.equal(
    read.filter((cells) => cells.some((c) => c.includes('\uFFFD'))).length,
    0,
    'cells with U+FFFD',
  );
  assert.deepEqual(read, rows);
});

/**
 * The shared strings are read in a pass of their own before the worksheet (parse.ts, workbookParts).
 * A shared-strings part that does not parse makes the read fail with the parser's error — not a read
 * that goes on with the strings it lacks (every text cell blank, or left as an unresolved reference
 * that reads as "[object Object]") — and the read ends: the zip walk is never left waiting.
 */
test('an XLSX whose shared strings do not parse is refused with the error, not read without them', async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(['Stock code', 'Name']);
  for (let i = 0; i < 5000; i++) sheet.addRow([`BROKEN-${i}`, `Product name number ${i}`]);
  const bytes = Buffer.from(await book.xlsx.writeBuffer({ zip: { compression: 'STORE' } } as never));
  // Stored uncompressed: break the part's XML in place (same length), so its entry still unzips.
  const at = bytes.indexOf('<si>');
  assert.ok(at > 0, 'the workbook has shared strings');
  bytes.write('<1', at);
  const read: string[][] = [];
  const outcome = (async () => {
    for await (const record of readRecords(async function* () {
      yield bytes;
    }, 'xlsx'))
      read.push(record.cells);
    return null;
  })().catch((e: unknown) => e);
  const timeout = new Promise<'hung'>((r) => setTimeout(() => r('hung'), 10_000).unref());
  const failure = await Promise.race([outcome, timeout]);
  assert.notEqual(failure, 'hung', 'the read ended');
  assert.ok(failure instanceof Error, `the read failed (it read ${read.length} rows)`);
  assert.match(failure.message, /tag/);
  assert.deepEqual(read, []);
});
