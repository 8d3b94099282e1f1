import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { freePort, serverSettled, startServer, type HttpTarget } from './http';

/**
 * Product import through the real server (`npm start`) on the benchmark's database (issues 11 and 33
 * targets: a 100,000-row upsert ≤ 60 s from CSV and from XLSX with the server under 500 MB RSS; a dry run
 * ≤ 20 s). Rows: half the catalogue's stock codes (updates: name, status, weight, meta title,
 * brand by name, sell price as a supplier writes it (£1,234.99), list price, cost price and stock
 * on hand in the default warehouse) and as many new ones (creates, with the same prices and stock);
 * the XLSX run then updates all of them. Each time runs from the upload to the job's end; RSS is the
 * server's peak (VmHWM of its process tree) during that import: the mark is reset before each one
 * (resetPeakRss), so the XLSX figure is not the high-water mark of the CSV import or the housekeeping before it.
 */
export interface ImportFigure {
  run: string;
  rows: number;
  /** From the upload to the job's end (its finishedAt): every row written, v1 search and completeness current. */
  seconds: number;
  /** From the upload until a status call answered "done": on PGlite that call waits behind the v2 search facts refresh that starts once the job is done. */
  answeredSeconds: number;
  rowsPerSecond: number;
  peakRssMb: number;
  target: string;
}

const HEADER = ['Stock code', 'Name', 'Status', 'Weight', 'Meta title', 'Brand', 'Price', 'RRP', 'Cost', 'Qty'];
/** Columns whose header is not the field's code; the price and stock ones are what the preview suggests for them. */
const MAPPED: Record<string, string> = { 'Stock code': 'StockCode', 'Meta title': 'MetaTitle', Price: 'Price:RETAIL-GBP', RRP: 'ListPrice:RETAIL-GBP', Cost: 'CostPrice:RETAIL-GBP', Qty: 'Stock' };

/** A process and its descendants. */
function processTree(pid: number): number[] {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    try {
      tree.push(...execFileSync('pgrep', ['-P', String(tree[i])], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number));
    } catch {
      // no children
    }
  }
  return tree;
}

/** Peak resident memory (VmHWM) of a process and its descendants, in MB. */
function peakRssMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    const status = fs.existsSync(`/proc/${p}/status`) ? fs.readFileSync(`/proc/${p}/status`, 'utf8') : '';
    kb += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

/**
 * Resets the peak-RSS mark of a process tree (Linux: `5` written to /proc/PID/clear_refs sets VmHWM
 * to the current RSS), so that the next reading is the peak of what ran in between.
 */
function resetPeakRss(pid: number): void {
  for (const p of processTree(pid)) {
    try {
      fs.writeFileSync(`/proc/${p}/clear_refs`, '5');
    } catch {
      // not permitted here: the reading stays the lifetime peak
    }
  }
}

/** The stock codes to import: half the catalogue's, half new ones of this run; and the brands' names. */
async function codesFor(base: string, auth: Record<string, string>, count: number): Promise<{ codes: string[]; brands: string[]; run: string }> {
  const existing: string[] = [];
  for (let page = 1; existing.length < count / 2; page++) {
    const res = await (await fetch(`${base}/api/v1/search/all?pagesize=1000&page=${page}`, { headers: auth })).json();
    const items = res.result as { stockCode: string }[];
    if (items.length === 0) break;
    // Products an earlier run created (a kept --data-dir) are not the catalogue's: left out.
    existing.push(...items.map((i) => i.stockCode).filter((c) => !c.startsWith('BENCH-IMP-')));
  }
  const metas = (await (await fetch(`${base}/api/v1/meta-info`, { headers: auth })).json()).result as { fieldCode: string; options: { value: string }[] }[];
  const brands = metas.find((m) => m.fieldCode === 'Brand')!.options.map((o) => o.value);
  const codes = [...existing.slice(0, Math.floor(count / 2))];
  const run = Date.now().toString(36).toUpperCase();
  for (let i = 0; codes.length < count; i++) codes.push(`BENCH-IMP-${run}-${i}`);
  return { codes, brands, run };
}

/**
 * One row per code. Prices and stock differ per run and per `file` (0: the CSV, 1: the XLSX), so
 * every upsert writes them: a sell price of £19.99–£1,519.98 written as a supplier does (£1,234.99),
 * a list price £5 above it, a cost of 40 % of it, and 20–319 on hand (the demo data allocates at
 * most 20).
 */
function rowsOf({ codes, brands, run }: { codes: string[]; brands: string[]; run: string }, file: number): string[][] {
  const pounds = (p: number) => (p / 100).toFixed(2);
  return codes.map((code, i) => {
    const pence = 1999 + ((i * 37 + file * 101 + Number.parseInt(run, 36)) % 150_000);
    return [
      code,
      `Imported product ${i}`,
      i % 3 ? 'Active' : 'Draft',
      ((i % 500) / 10 + 0.1).toFixed(1),
      `Meta ${code}`,
      brands[i % brands.length],
      `£${Number(pounds(pence)).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
      pounds(pence + 500),
      pounds(Math.floor(pence * 0.4)),
      String(20 + ((i + file) % 300)),
    ];
  });
}

const csvOf = (rows: string[][]) => rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');
const csvText = (rows: string[][]) => csvOf([HEADER, ...rows]);

async function xlsxBytes(rows: string[][], file: string): Promise<Buffer> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Products');
  sheet.addRow(HEADER).commit();
  for (const r of rows) sheet.addRow([r[0], r[1], r[2], Number(r[3]), r[4], r[5], r[6], Number(r[7]), Number(r[8]), Number(r[9])]).commit();
  sheet.commit();
  await book.commit();
  return fs.readFileSync(file);
}

const SUPPLIER_MAPPING = Object.fromEntries(HEADER.map((h) => [h, MAPPED[h] ?? h]));

async function timedImport(
  base: string,
  auth: Record<string, string>,
  bytes: Buffer,
  name: string,
  dryRun: boolean,
  { mapping = SUPPLIER_MAPPING, mode = 'upsert' }: { mapping?: Record<string, string>; mode?: string } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  form.append('mapping', JSON.stringify(mapping));
  form.append('mode', mode);
  form.append('dryRun', String(dryRun));
  const started = Date.now();
  const res = await fetch(`${base}/api/v1/import`, { method: 'POST', headers: auth, body: form });
  const body = await res.json();
  if (res.status !== 202) throw new Error(`import refused: ${JSON.stringify(body)}`);
  const id = body.result.recordId as string;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    // A keep-alive socket the busy server reset is asked again at the next tick.
    const report = await fetch(`${base}/api/v1/import/${id}`, { headers: auth }).then((r) => r.json().then((b) => b.result), () => null);
    if (!report || report.job.status === 'running' || report.job.status === 'queued') continue;
    if (report.job.status !== 'done') throw new Error(`import ${report.job.status}: ${report.job.errors.join('; ')}`);
    const answered = (Date.now() - started) / 1000;
    const seconds = (Date.parse(report.job.finishedAt) - started) / 1000;
    console.log(
      `  ${dryRun ? 'dry run' : 'import'} ${name}: job done ${seconds.toFixed(1)} s after the upload started, status answered ${answered.toFixed(1)} s, counts ${JSON.stringify(report.job.counts)}${report.errors.length ? `, first error: ${JSON.stringify(report.errors[0])}` : ''}`,
    );
    return { seconds, answered };
  }
}

export async function importFigures(target: HttpTarget, products: number): Promise<ImportFigure[]> {
  if (!fs.existsSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    console.log('Import figures skipped: no production build (run `npm run build` first)');
    return [];
  }
  const count = Number(process.env.BENCH_IMPORT_ROWS) || products;
  const port = await freePort();
  const credentials = { id: 'bench-import', secret: randomBytes(24).toString('base64url') };
  const server = await startServer(target, port, credentials);
  const base = `http://127.0.0.1:${port}`;
  try {
    const token = await (
      await fetch(`${base}/oAuth/Token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: credentials.id, client_secret: credentials.secret, grant_type: 'client_credentials' }),
      })
    ).json();
    const auth = { Authorization: `Bearer ${token.access_token}` };
    const codes = await codesFor(base, auth, count);
    const rows = rowsOf(codes, 0);
    const csv = Buffer.from(csvText(rows));
    const xlsx = await xlsxBytes(rowsOf(codes, 1), path.join(fs.mkdtempSync(path.join(process.env.TMPDIR || '/tmp', 'bench-import-')), 'products.xlsx'));
    console.log(`  files: CSV ${(csv.length / 1e6).toFixed(1)} MB, XLSX ${(xlsx.length / 1e6).toFixed(1)} MB, ${rows.length} rows`);
    const out: ImportFigure[] = [];
    const figure = (run: string, { seconds, answered }: { seconds: number; answered: number }, target: string) =>
      out.push({
        run,
        rows: rows.length,
        seconds: Number(seconds.toFixed(1)),
        answeredSeconds: Number(answered.toFixed(1)),
        rowsPerSecond: Math.round(rows.length / seconds),
        peakRssMb: peakRssMb(server.pid!),
        target,
      });
    // Each import on a quiet database: the previous one's housekeeping (search facts, vacuum) has ended.
    resetPeakRss(server.pid!);
    figure('dry run (CSV)', await timedImport(base, auth, csv, 'products.csv', true), '≤ 20 s');
    await serverSettled(base, 900_000);
    resetPeakRss(server.pid!);
    figure('upsert (CSV, half new)', await timedImport(base, auth, csv, 'products.csv', false), '≤ 60 s, RSS < 500 MB');
    await serverSettled(base, 900_000);
    resetPeakRss(server.pid!);
    figure('upsert (XLSX, all existing)', await timedImport(base, auth, xlsx, 'products.xlsx', false), '≤ 60 s, RSS < 500 MB');
    // Issue 38: a new language for every product, by import (a translator's file: code, name, short description).
    await serverSettled(base, 900_000);
    resetPeakRss(server.pid!);
    const french = Buffer.from(csvOf([['Stock code', 'Name [fr-FR]', 'Short description [fr-FR]'], ...codes.codes.map((code, i) => [code, `Article ${i} en français`, `Description courte de l'article ${i}`])]));
    const frenchMapping = { 'Stock code': 'StockCode', 'Name [fr-FR]': 'Name[fr-FR]', 'Short description [fr-FR]': 'ShortDescription[fr-FR]' };
    figure('add French (CSV: name + short description)', await timedImport(base, auth, french, 'french.csv', false, { mapping: frenchMapping, mode: 'update' }), '≤ 60 s');
    return out;
  } finally {
    server.kill('SIGTERM');
  }
}
