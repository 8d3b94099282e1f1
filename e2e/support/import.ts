import http from 'node:http';
import zlib from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Import files made in the test (CSV text, real XLSX workbooks, a zip bomb), and the import calls. */

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
export const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n');

export async function xlsx(rows: (string | number | boolean)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A zip that claims to be a workbook and holds 64 MB of zeros in a few kB: a decompression bomb. */
export function xlsxBomb(): Buffer {
  const entries = [
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024) },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const packed = zlib.deflateRawSync(e.data, { level: 9 });
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(zlib.crc32(e.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(zlib.crc32(e.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export interface ImportOptions {
  mapping: Record<string, string>;
  mode?: 'create' | 'update' | 'upsert';
  dryRun?: boolean;
  name?: string;
  headers?: Record<string, string>;
}

const filePart = (bytes: Buffer, name: string) => ({ name, mimeType: 'application/octet-stream', buffer: bytes });

export const previewImport = (api: APIRequestContext, bytes: Buffer, name = 'products.csv') =>
  api.post('/api/v1/import/preview', { multipart: { file: filePart(bytes, name) } });

export const postImport = (api: APIRequestContext, bytes: Buffer, o: ImportOptions) =>
  api.post('/api/v1/import', {
    multipart: { file: filePart(bytes, o.name ?? 'products.csv'), mapping: JSON.stringify(o.mapping), mode: o.mode ?? 'upsert', dryRun: String(!!o.dryRun) },
    headers: o.headers,
    timeout: 120_000,
  });

export interface ImportReport {
  id: string;
  dryRun: boolean;
  rowCount: number;
  job: { status: string; progress: number; processed: number; total: number; counts: Record<string, number> };
  created: { id: string; stockCode: string }[];
  updated: { id: string; stockCode: string }[];
  errorCount: number;
  errors: { rowNumber: number; column: string; message: string }[];
}

export async function importReport(api: APIRequestContext, id: string): Promise<ImportReport> {
  const res = await api.get(`/api/v1/import/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result;
}

/** Starts an import (202) and waits for its job to settle; returns its report. */
export async function runImport(api: APIRequestContext, bytes: Buffer, o: ImportOptions): Promise<ImportReport> {
  const res = await postImport(api, bytes, o);
  expect(res.status(), await res.text()).toBe(202);
  const id = (await res.json()).result.recordId as string;
  await expect.poll(async () => (await importReport(api, id)).job.status, { timeout: 120_000, intervals: [200, 500, 1000] }).toMatch(/done|failed|cancelled/);
  return importReport(api, id);
}

/**
 * A POST of a file just over the 200 MB limit, streamed from one reused 1 MB chunk (the test never
 * holds 200 MB). The whole body is sent, as by a client that does not watch for an early answer.
 * With a Content-Length the server refuses it from the headers; `chunked` leaves the length out, so
 * the server must count the bytes as they stream in.
 */
export function postHugeFile(baseURL: string, token: string, o: { chunked?: boolean } = {}): Promise<{ status: number; body: string }> {
  const head = Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\nStockCode\r\n');
  const tail = Buffer.from('\r\n--x--\r\n');
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  const chunks = 202;
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseURL}/api/v1/import`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        ...(o.chunked ? {} : { 'Content-Length': String(head.length + chunks * chunk.length + tail.length) }),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}
