import PDFDocument from 'pdfkit';
import type { Db } from '@/lib/db';
import type { Quotation } from '@/lib/api/schemas/b2b-quotes';
import { QUOTATION_STATUS_LABELS } from '@/lib/api/schemas/b2b-quotes';
import { getQuotation } from './view';
import { currencyOf } from '../../money';

/**
 * GET /api/v2/commerce/b2b/quote/{id}/pdf (extension): the quotation as an A4 PDF (pdfkit, its
 * built-in Helvetica, no network): reference, company, addresses, lines, totals, validity and notes.
 */

type Address = Quotation['shippingAddress'];

const addressLines = (a: Address) =>
  [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.companyName,
    a.address1,
    a.address2,
    a.address3,
    [a.city, a.state].filter(Boolean).join(', '),
    a.postCode,
    a.country || a.countryCode,
  ].filter(Boolean);

const day = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 10) : '—');

function money(q: Quotation) {
  const currency = currencyOf(q.currencyCode, q.currencySymbol);
  const f = new Intl.NumberFormat(currency.locale, { style: 'currency', currency: currency.code });
  return (n: number) => f.format(n);
}

const COLUMNS = [
  { title: 'Stock code', x: 40, width: 80, align: 'left' },
  { title: 'Product', x: 122, width: 180, align: 'left' },
  { title: 'Qty', x: 304, width: 40, align: 'right' },
  { title: 'Unit price', x: 346, width: 70, align: 'right' },
  { title: 'Discount', x: 418, width: 50, align: 'right' },
  { title: 'Total', x: 470, width: 85, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  if (doc.y > 760) doc.addPage();
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  let bottom = y;
  cells.forEach((text, i) => {
    const c = COLUMNS[i];
    doc.text(text, c.x, y, { width: c.width, align: c.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = 40;
  doc.y = bottom + 4;
}

export function renderQuotationPdf(q: Quotation): Promise<Buffer> {
  const fmt = money(q);
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Quotation ${q.number}`, Author: 'Catalogue Back-Office' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(`Quotation ${q.number}`);
  doc.font('Helvetica').fontSize(10).text(q.quoteName);
  doc.moveDown(0.5);
  doc.text(`Company: ${q.companyName}`);
  doc.text(`Status: ${QUOTATION_STATUS_LABELS[q.status]}    Date: ${day(q.createdAt)}    Valid until: ${day(q.validUntil)}`);
  if (q.purchaseOrderNo) doc.text(`PO number: ${q.purchaseOrderNo}`);
  doc.text(`Contact: ${q.email}`);
  doc.moveDown();

  const top = doc.y;
  doc.font('Helvetica-Bold').text('Deliver to', 40, top);
  doc.font('Helvetica').text(addressLines(q.shippingAddress).join('\n'), 40, doc.y, { width: 240 });
  const left = doc.y;
  doc.font('Helvetica-Bold').text('Invoice to', 300, top);
  doc.font('Helvetica').text(addressLines(q.billingAddress).join('\n'), 300, doc.y, { width: 240 });
  doc.x = 40;
  doc.y = Math.max(left, doc.y) + 16;

  row(doc, COLUMNS.map((c) => c.title), true);
  for (const l of q.lines)
    row(doc, [l.stockCode, l.name, String(l.qty), fmt(l.unitPrice), l.discountPercent ? `${l.discountPercent}%` : '', fmt(l.lineTotal)]);
  doc.moveDown();

  const total = (label: string, value: number, bold = false) => row(doc, ['', '', '', '', label, fmt(value)], bold);
  total('Subtotal', q.subTotal);
  if (q.discountTotal) total('Discounts', -q.discountTotal);
  total('Delivery', q.delivery);
  total('Tax', q.taxTotal);
  total('Total', q.grandTotal, true);
  doc.font('Helvetica').fontSize(8).text(`Prices in ${q.currencyCode}, excluding tax unless stated.`, 40, doc.y, { align: 'right', width: 515 });

  if (q.notes) {
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(10).text('Notes', 40);
    doc.font('Helvetica').text(q.notes, { width: 515 });
  }
  doc.end();
  return done;
}

export async function quotationPdf(db: Db, id: string): Promise<{ pdf: Buffer; fileName: string }> {
  const q = await getQuotation(db, id);
  return { pdf: await renderQuotationPdf(q), fileName: `${q.number}.pdf` };
}
