import PDFDocument from 'pdfkit';
import type { Db } from '@/lib/db';
import type { Quotation } from '@/lib/api/schemas/b2b-quotes';
import { QUOTATION_STATUS_LABELS } from '@/lib/api/schemas/b2b-quotes';
import { currencyOf } from '../../money';
import { intSetting, settingValue } from '../../settings';
import { sellerLogo } from './pdf-logo';
import { getQuotation } from './view';

/**
 * GET /api/v2/commerce/b2b/quote/{id}/pdf (extension): the quotation as an A4 PDF (pdfkit, its
 * built-in Helvetica, no network but the seller's logo): the seller from the settings (logo, legal
 * name, address, VAT number), the buyer and both addresses, number, dates, validity, the lines with
 * their VAT rate and VAT, the totals with the tax per rate, notes and terms. Every figure is the
 * quotation's own answer, worked out by the one pricing module (docs/quotations.md); this file only
 * lays them out.
 */

type Address = Quotation['shippingAddress'];

export interface Seller {
  legalName: string;
  address: string[];
  vatNumber: string;
  terms: string;
  validityDays: number;
  logo: Buffer | null;
}

export async function sellerOf(db: Db): Promise<Seller> {
  const [legalName, address, vatNumber, terms, validityDays, logo] = await Promise.all([
    settingValue(db, 'SellerSettings.LegalName'),
    settingValue(db, 'SellerSettings.Address'),
    settingValue(db, 'SellerSettings.VatNumber'),
    settingValue(db, 'B2BSettings.QuotationTerms'),
    intSetting(db, 'B2BSettings.QuoteValidityDays'),
    sellerLogo(db),
  ]);
  const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  return { legalName: legalName.trim(), address: lines(address), vatNumber: vatNumber.trim(), terms: terms.trim(), validityDays, logo };
}

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

const day = (iso: string) => new Date(iso).toISOString().slice(0, 10);
const percent = (n: number) => `${n.toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;

function moneyFormat(q: Quotation) {
  const currency = currencyOf(q.currencyCode, q.currencySymbol);
  const f = new Intl.NumberFormat(currency.locale, { style: 'currency', currency: currency.code });
  return (n: number) => f.format(n);
}

const PAGE_LEFT = 40;
const PAGE_WIDTH = 515;
/** Rows start a new page below this. */
const PAGE_END = 770;
const GAP = 6;
const BASE_SIZE = 8;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * The lines' columns. The stock code column is as wide as the widest code (within limits): a code is
 * never broken, it is printed smaller when it would not fit. The product name takes what is left
 * and wraps.
 */
function columns(doc: PDFKit.PDFDocument, q: Quotation): { cols: Column[]; x: number[] } {
  doc.font('Helvetica').fontSize(BASE_SIZE);
  const widest = Math.max(doc.font('Helvetica-Bold').widthOfString('Stock code'), ...q.lines.map((l) => doc.font('Helvetica').widthOfString(l.stockCode)));
  const code = Math.min(130, Math.max(56, Math.ceil(widest) + 2));
  const fixed: Column[] = [
    { title: 'Qty', width: 30, align: 'right' },
    { title: 'Unit price', width: 58, align: 'right' },
    { title: 'Disc.', width: 34, align: 'right' },
    { title: 'Net', width: 62, align: 'right' },
    { title: 'VAT rate', width: 38, align: 'right' },
    { title: 'VAT', width: 54, align: 'right' },
  ];
  const used = code + fixed.reduce((s, c) => s + c.width, 0) + GAP * (fixed.length + 1);
  const cols: Column[] = [{ title: 'Stock code', width: code, align: 'left' }, { title: 'Product', width: PAGE_WIDTH - used, align: 'left' }, ...fixed];
  const x: number[] = [];
  cols.reduce((at, c) => (x.push(at), at + c.width + GAP), PAGE_LEFT);
  return { cols, x };
}

function lineRows(doc: PDFKit.PDFDocument, q: Quotation, money: (n: number) => string) {
  const { cols, x } = columns(doc, q);
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(BASE_SIZE);
    cols.forEach((c, i) => doc.text(c.title, x[i], y, { width: c.width, align: c.align, lineBreak: false }));
    doc.moveTo(PAGE_LEFT, y + 11).lineTo(PAGE_LEFT + PAGE_WIDTH, y + 11).lineWidth(0.5).strokeColor('#888888').stroke();
    doc.y = y + 15;
  };
  header();
  for (const l of q.lines) {
    doc.font('Helvetica').fontSize(BASE_SIZE);
    const nameHeight = doc.heightOfString(l.name, { width: cols[1].width });
    if (doc.y + nameHeight > PAGE_END) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const codeWidth = doc.widthOfString(l.stockCode);
    const codeSize = codeWidth > cols[0].width ? Math.max(4, (BASE_SIZE * cols[0].width) / codeWidth) : BASE_SIZE;
    doc.fontSize(codeSize).text(l.stockCode, x[0], y, { width: cols[0].width, lineBreak: false });
    doc.fontSize(BASE_SIZE).text(l.name, x[1], y, { width: cols[1].width });
    const cells = [String(l.qty), money(l.unitPrice), l.discountPercent ? percent(l.discountPercent) : '', money(l.lineTotal), percent(l.taxPercent), money(l.tax)];
    cells.forEach((text, i) => doc.text(text, x[i + 2], y, { width: cols[i + 2].width, align: 'right', lineBreak: false }));
    doc.x = PAGE_LEFT;
    doc.y = y + Math.max(nameHeight, 10) + 4;
  }
}

function totals(doc: PDFKit.PDFDocument, q: Quotation, money: (n: number) => string) {
  const rows: [string, string, boolean?][] = [['Subtotal', money(q.subTotal)]];
  if (q.quoteDiscount) rows.push([`Quote discount ${percent(q.quoteDiscountPercent)}`, money(-q.quoteDiscount)]);
  rows.push(['Delivery', money(q.delivery)]);
  for (const t of q.taxes) rows.push([`VAT ${percent(t.taxPercent)} on ${money(t.taxable)}`, money(t.tax)]);
  rows.push(['Total VAT', money(q.taxTotal)]);
  rows.push([`Total ${q.currencyCode}`, money(q.grandTotal), true]);
  if (doc.y + rows.length * 13 + 10 > PAGE_END) doc.addPage();
  doc.y += 6;
  doc.moveTo(300, doc.y).lineTo(PAGE_LEFT + PAGE_WIDTH, doc.y).lineWidth(0.5).strokeColor('#888888').stroke();
  doc.y += 5;
  for (const [label, value, bold] of rows) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    doc.text(label, 300, y, { width: 160, lineBreak: false });
    doc.text(value, 460, y, { width: 95, align: 'right', lineBreak: false });
    doc.y = y + (bold ? 15 : 12);
  }
  doc.x = PAGE_LEFT;
}

function header(doc: PDFKit.PDFDocument, q: Quotation, seller: Seller) {
  const top = doc.y;
  if (seller.logo) doc.image(seller.logo, PAGE_LEFT, top, { fit: [160, 44] });
  const sellerText = [...seller.address, ...(seller.vatNumber ? [`VAT No. ${seller.vatNumber}`] : [])];
  doc.font('Helvetica-Bold').fontSize(11).text(seller.legalName, 300, top, { width: 255, align: 'right' });
  doc.font('Helvetica').fontSize(9).text(sellerText.join('\n'), 300, doc.y + 2, { width: 255, align: 'right' });
  doc.y = Math.max(doc.y, top + 48) + 14;

  doc.font('Helvetica-Bold').fontSize(20).text('Quotation', PAGE_LEFT, doc.y);
  doc.font('Helvetica').fontSize(11).text(q.quoteName, PAGE_LEFT, doc.y + 1, { width: PAGE_WIDTH });
  doc.moveDown(0.6);

  const validUntil = q.validUntil ? day(q.validUntil) : `${seller.validityDays} days from sending`;
  const facts: [string, string][] = [
    ['Quotation no.', q.number],
    ['Date', day(q.createdAt)],
    ['Valid until', validUntil],
    ['Status', QUOTATION_STATUS_LABELS[q.status]],
    ['Your PO', q.purchaseOrderNo || '—'],
    ['Currency', q.currencyCode],
  ];
  const factsTop = doc.y;
  facts.forEach(([label, value], i) => {
    const x = PAGE_LEFT + (i % 2) * 260;
    const y = factsTop + Math.floor(i / 2) * 13;
    doc.font('Helvetica-Bold').fontSize(9).text(label, x, y, { width: 80, lineBreak: false });
    doc.font('Helvetica').text(value, x + 80, y, { width: 175, lineBreak: false });
  });
  doc.y = factsTop + Math.ceil(facts.length / 2) * 13 + 10;

  const buyerTop = doc.y;
  const block = (title: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(9).text(title, x, buyerTop, { width: 165 });
    doc.font('Helvetica').text(lines.join('\n'), x, doc.y + 1, { width: 165 });
    return doc.y;
  };
  const bottoms = [
    block('Buyer', [q.companyName, q.email], PAGE_LEFT),
    block('Invoice to', addressLines(q.billingAddress), PAGE_LEFT + 175),
    block('Deliver to', addressLines(q.shippingAddress), PAGE_LEFT + 350),
  ];
  doc.x = PAGE_LEFT;
  doc.y = Math.max(...bottoms) + 16;
}

function paragraph(doc: PDFKit.PDFDocument, title: string, text: string) {
  if (!text) return;
  doc.font('Helvetica').fontSize(8.5);
  if (doc.y + 14 + doc.heightOfString(text, { width: PAGE_WIDTH }) > PAGE_END) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(9.5).text(title, PAGE_LEFT, doc.y, { width: PAGE_WIDTH });
  doc.font('Helvetica').fontSize(8.5).text(text, PAGE_LEFT, doc.y + 2, { width: PAGE_WIDTH });
  doc.moveDown(0.8);
}

/** "Q-000123 · Page 1 of 2" at the foot of every page (written once the page count is known). */
function pageNumbers(doc: PDFKit.PDFDocument, q: Quotation) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without lifting it, pdfkit would start another page for the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(7.5).fillColor('#555555');
    doc.text(`${q.number} · Page ${i - start + 1} of ${count}`, PAGE_LEFT, 812, { width: PAGE_WIDTH, align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

export function renderQuotationPdf(q: Quotation, seller: Seller): Promise<Buffer> {
  const money = moneyFormat(q);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_LEFT,
    bufferPages: true,
    info: { Title: `Quotation ${q.number}`, Author: seller.legalName || 'Catalogue Back-Office' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, q, seller);
  lineRows(doc, q, money);
  totals(doc, q, money);
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(7.5).fillColor('#444444');
  doc.text(
    `Prices in ${q.currencyCode} excluding VAT. Net = quantity × unit price less the line discount; VAT is worked out on each line at its rate, after its share of any quote discount, rounded half up; delivery is taxed at the highest rate among the lines.`,
    PAGE_LEFT,
    doc.y,
    { width: PAGE_WIDTH },
  );
  doc.fillColor('#000000').moveDown(0.8);
  paragraph(doc, 'Notes', q.notes);
  paragraph(doc, 'Terms', seller.terms);
  pageNumbers(doc, q);
  doc.end();
  return done;
}

export async function quotationPdf(db: Db, id: string): Promise<{ pdf: Buffer; fileName: string }> {
  const [q, seller] = await Promise.all([getQuotation(db, id), sellerOf(db)]);
  return { pdf: await renderQuotationPdf(q, seller), fileName: `${q.number}.pdf` };
}
