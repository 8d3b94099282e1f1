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
  mapping?: Record<string, string>;
  mode?: 'create' | 'update' | 'upsert';
  dryRun?: boolean;
  name?: string;
  headers?: Record<string, string>;
  profileId?: string;
  decimalComma?: boolean;
  /** "brands", "collections" or "brands,collections". */
  createMissing?: string;
}

const filePart = (bytes: Buffer, name: string) => ({ name, mimeType: 'application/octet-stream', buffer: bytes });

export const previewImport = (api: APIRequestContext, bytes: Buffer, name = 'products.csv', profileId?: string) =>
  api.post('/api/v1/import/preview', { multipart: { file: filePart(bytes, name), ...(profileId ? { profileId } : {}) } });

export const postImport = (api: APIRequestContext, bytes: Buffer, o: ImportOptions) =>
  api.post('/api/v1/import', {
    multipart: {
      file: filePart(bytes, o.name ?? 'products.csv'),
      ...(o.mapping ? { mapping: JSON.stringify(o.mapping) } : {}),
      mode: o.mode ?? 'upsert',
      dryRun: String(!!o.dryRun),
      ...(o.profileId ? { profileId: o.profileId } : {}),
      ...(o.decimalComma !== undefined ? { decimalComma: String(o.decimalComma) } : {}),
      ...(o.createMissing !== undefined ? { createMissing: o.createMissing } : {}),
    },
    headers: o.headers,
    timeout: 120_000,
  });

type RowIssue = { rowNumber: number; column: string; message: string };

export interface ImportReport {
  id: string;
  dryRun: boolean;
  rowCount: number;
  options: { decimalComma: boolean; createMissing: string[]; pricesIncludeTax: boolean; defaultWarehouse: string | null };
  job: { status: string; progress: number; processed: number; total: number; counts: Record<string, number> };
  runId: string | null;
  undoneBy: string | null;
  created: { id: string; stockCode: string }[];
  updated: { id: string; stockCode: string }[];
  errorCount: number;
  errors: RowIssue[];
  warningCount: number;
  warnings: RowIssue[];
  changes: { productId: string; stockCode: string; rowNumber: number; field: string; label: string; before: string | number | null; after: string | number }[];
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

/** A product's prices per list code and stock per warehouse name, as the v1 detail shows them. */
export interface ProductValues {
  id: string;
  stockCode: string;
  name: string;
  brand: string | null;
  weight: number;
  prices: Record<string, { sellPrice: number; sellPriceExcVat: number; listPrice: number; costPrice: number; taxClass: string }>;
  stock: Record<string, { stockOnHand: number; stockAllocated: number }>;
}

type Detail = {
  productId: string;
  basicInfo: { stockCode: string; name: string; brand: { value: string } | null };
  dimensions: { weight: { value: number } };
  pricelists: { pricelist: { value: string }; sellPrice: number; sellPriceExcVat: number; listPrice: number; costPrice: number; taxClass: { key: string } }[];
  inventory: { warehouseName: string; stockOnHand: number; stockAllocated: number }[];
};

export async function productValues(api: APIRequestContext, id: string): Promise<ProductValues> {
  const res = await api.get(`/api/v1/product/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  const d = (await res.json()).result as Detail;
  return {
    id: d.productId,
    stockCode: d.basicInfo.stockCode,
    name: d.basicInfo.name,
    brand: d.basicInfo.brand?.value ?? null,
    weight: d.dimensions.weight.value,
    prices: Object.fromEntries(d.pricelists.map((p) => [p.pricelist.value, { sellPrice: p.sellPrice, sellPriceExcVat: p.sellPriceExcVat, listPrice: p.listPrice, costPrice: p.costPrice, taxClass: p.taxClass.key }])),
    stock: Object.fromEntries(d.inventory.map((i) => [i.warehouseName, { stockOnHand: i.stockOnHand, stockAllocated: i.stockAllocated }])),
  };
}

/** The n-th product of the catalogue that is a master without variants (prices and stock of its own). */
export async function catalogueProduct(api: APIRequestContext, page: number): Promise<{ id: string; stockCode: string }> {
  const res = await api.post(`/api/v1/search/advanced?pagesize=1&page=${page}`, { data: { status: 2, itemType: 1 } });
  expect(res.status(), await res.text()).toBe(200);
  const item = (await res.json()).result[0] as { productId: string; stockCode: string };
  return { id: item.productId, stockCode: item.stockCode };
}
