import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { quotableProductSchema, type QuotableProduct } from '@/lib/api/schemas/b2b-quotes';
import { expect } from './api';
import { expectV2Success } from './v2';

/**
 * Quotation helpers shared by the API and browser specs: products at the zero and the standard VAT
 * rate in a company's price list, and a PDF read back as text (pdftotext from poppler-utils, in
 * layout mode, as a person reads the page) with its printed figures.
 */

interface TreeItem {
  id: string;
  categoryCode: string;
  subCategories: TreeItem[];
}
const flatten = (items: TreeItem[]): TreeItem[] => items.flatMap((i) => [i, ...flatten(i.subCategories)]);

/** The company's quotable product with exactly this stock code (priced, not a master). */
async function quotable(api: APIRequestContext, companyId: string, stockCode: string): Promise<QuotableProduct | null> {
  const res = await api.get(`/api/v2/commerce/b2b/quote/products?q=${encodeURIComponent(stockCode)}&companyId=${companyId}&limit=5`);
  const found = await expectV2Success(res, z.array(quotableProductSchema));
  return found.find((p) => p.stockCode === stockCode && p.unitPrice !== null) ?? null;
}

/**
 * Products priced in the company's list at 0 % (the demo catalogue's children's wear) and at 20 %:
 * `zero` one, `standard` two.
 */
export async function mixedRateProducts(api: APIRequestContext, companyId: string) {
  const tree = (await (await api.get('/api/v1/category')).json()).result as TreeItem[];
  const kids = flatten(tree).filter((c) => c.categoryCode.startsWith('K-'));
  const pick = async (bodies: Record<string, unknown>[], rate: number, count: number) => {
    const out: QuotableProduct[] = [];
    for (const body of bodies) {
      const res = await api.post('/api/v1/search/advanced?pagesize=30', { data: body });
      expect(res.status(), await res.text()).toBe(200);
      for (const item of (await res.json()).result as { stockCode: string }[]) {
        const p = await quotable(api, companyId, item.stockCode);
        if (p && p.taxPercent === rate && !out.some((o) => o.productId === p.productId)) out.push(p);
        if (out.length === count) return out;
      }
    }
    throw new Error(`fewer than ${count} quotable products at ${rate}%`);
  };
  const zero = (await pick(kids.map((c) => ({ categoryId: c.id, status: 2 })), 0, 1))[0];
  const standard = await pick([{ status: 2, productName: 'jacket' }, { status: 2, productName: 'boot' }, { status: 2 }], 20, 2);
  return { zero, standard };
}

/** The PDF's text as pdftotext -layout prints it (poppler-utils; CI installs it). */
export function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-pdf-'));
  try {
    const file = path.join(dir, 'q.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How many images the PDF embeds (pdfimages -list: two header lines, then one line per image). */
export function pdfImageCount(pdf: Buffer): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quote-pdf-'));
  try {
    const file = path.join(dir, 'q.pdf');
    fs.writeFileSync(file, pdf);
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    return list.trim().split('\n').slice(2).filter(Boolean).length;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** "£1,234.56" or "-£2.01" → minor units (the printed amount, exactly). */
export function pennies(text: string): number {
  const m = /(-|−)?£([\d,]+)\.(\d{2})/.exec(text);
  if (!m) throw new Error(`no amount in ${JSON.stringify(text)}`);
  const value = Number(m[2].replace(/,/g, '')) * 100 + Number(m[3]);
  return m[1] ? -value : value;
}

export interface PrintedLine {
  stockCode: string;
  qty: number;
  unit: number;
  net: number;
  ratePercent: number;
  vat: number;
}

export interface PrintedQuotation {
  lines: PrintedLine[];
  subtotal: number;
  quoteDiscount: number;
  delivery: number;
  /** Per rate: the amount taxed and the VAT printed beside it. */
  vatRows: { ratePercent: number; taxable: number; vat: number }[];
  totalVat: number;
  total: number;
}

const AMOUNT = '-?£[\\d,]+\\.\\d{2}';

/**
 * The figures a PDF prints, read from its text: each line of the lines table (stock code, qty, unit
 * price, net, VAT rate, VAT) and the totals block. `codes` are the stock codes to find: each must be
 * printed whole on one line.
 */
export function printedFigures(text: string, codes: string[]): PrintedQuotation {
  const rows = text.split('\n');
  const lines = codes.map((code) => {
    const row = rows.find((r) => r.trimStart().startsWith(`${code} `));
    if (!row) throw new Error(`stock code ${code} is not printed whole at the start of a line:\n${text}`);
    const m = new RegExp(`\\s(\\d+)\\s+(${AMOUNT})\\s+(?:[\\d.]+%\\s+)?(${AMOUNT})\\s+([\\d.]+)%\\s+(${AMOUNT})\\s*$`).exec(row);
    if (!m) throw new Error(`the line of ${code} does not read qty, unit price, [discount,] net, VAT rate, VAT: ${row}`);
    return { stockCode: code, qty: Number(m[1]), unit: pennies(m[2]), net: pennies(m[3]), ratePercent: Number(m[4]), vat: pennies(m[5]) };
  });
  // The last amount of the totals row whose label matches (0 when the PDF prints no such row).
  const total = (label: RegExp) => {
    const row = rows.find((r) => label.test(r.trim()));
    return row ? pennies(row.match(new RegExp(`${AMOUNT}\\s*$`))![0]) : 0;
  };
  const vatRows = rows
    .map((r) => new RegExp(`^\\s*VAT ([\\d.]+)% on (${AMOUNT})\\s+(${AMOUNT})\\s*$`).exec(r))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ ratePercent: Number(m[1]), taxable: pennies(m[2]), vat: pennies(m[3]) }));
  return {
    lines,
    subtotal: total(/^Subtotal\s/),
    quoteDiscount: -total(/^Quote discount [\d.]+%\s/),
    delivery: total(/^Delivery\s/),
    vatRows,
    totalVat: total(/^Total VAT\s/),
    total: total(/^Total (?!VAT)[A-Z]{3}\s/),
  };
}
