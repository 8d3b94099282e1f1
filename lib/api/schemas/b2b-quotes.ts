import { z } from 'zod';
import { addressInputSchema } from './b2b';
import { addressSchema } from './address';
import { formBody, formInt, optionalText } from './form-fields';

/**
 * Quotations as documents (issue 12): lines priced from the company's price list, delivery, tax,
 * totals in the company's currency, a status with a valid-until date, notes. The spec's quotation
 * fields (`id`, `purchaseOrderNo`, `quoteName`, `email`, `companyId`, both addresses) keep their
 * meaning; everything else is an extension.
 */

export const QUOTATION_STATUSES = ['draft', 'sent', 'accepted', 'rejected', 'expired'] as const;
export const quotationStatusSchema = z.enum(QUOTATION_STATUSES, {
  error: `must be one of ${QUOTATION_STATUSES.join(', ')}`,
});
export type QuotationStatus = z.output<typeof quotationStatusSchema>;

export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Rejected',
  expired: 'Expired',
};

/** A decimal amount as a number or decimal text, at least 0, at most `decimals` places. */
const decimalInput = (max: number, decimals: number, what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
    z
      .number({ error: `must be a number (${what})` })
      .min(0, 'must not be below zero')
      .max(max, `must be at most ${max}`)
      .refine((n) => Math.abs(n * 10 ** decimals - Math.round(n * 10 ** decimals)) < 1e-6, `must have at most ${decimals} decimals`),
  );

export const moneyInput = (what: string) => decimalInput(100_000_000, 2, what);

/** One line of a quotation request: a product (by id or stock code) and a quantity; price and discount optional. */
export const quotationLineInputSchema = z
  .object({
    productId: z.uuid({ error: 'must be a Guid' }).optional(),
    stockCode: optionalText(100),
    qty: formInt(1, 1_000_000).meta({ description: 'Whole number, at least 1' }),
    unitPrice: moneyInput('the net unit price')
      .optional()
      .meta({ description: "Net unit price in the quotation's currency; default the company's price list price" }),
    discountPercent: decimalInput(100, 2, 'a percentage')
      .optional()
      .meta({ description: 'Line discount, 0–100 (two decimals); default 0' }),
  })
  .refine((l) => l.productId || l.stockCode, { message: 'give productId or stockCode', path: ['productId'] })
  .meta({ id: 'QuotationLineInput' });
export type QuotationLineInput = z.output<typeof quotationLineInputSchema>;

const validUntilInput = z
  .union([z.iso.date({ error: 'must be a date (YYYY-MM-DD) or date-time' }), z.iso.datetime({ offset: true }), z.literal('')])
  .optional()
  .meta({ description: "YYYY-MM-DD (end of that day, UTC) or an ISO date-time; '' clears it" });

/** The document fields a save or an edit may carry (all optional: a spec-only body has none of them). */
export const quotationDocumentFields = {
  lines: z
    .array(quotationLineInputSchema)
    .max(1000, 'at most 1,000 lines')
    .optional()
    .meta({ description: 'Replaces every line; left out, the lines are kept' }),
  delivery: moneyInput('the net delivery charge').optional(),
  quoteDiscountPercent: decimalInput(100, 2, 'a percentage')
    .optional()
    .meta({ description: 'Discount on the whole quotation, a percentage of the subtotal (0–100, two decimals); default 0' }),
  notes: optionalText(4000),
  validUntil: validUntilInput,
};

/**
 * PUT /api/v2/commerce/b2b/quote/{id}: the whole editable document. `version` (or an If-Match
 * header with the quotation's ETag) is required: an edit based on an older read is a 409.
 */
export const quotationUpdateSchema = formBody(
  z.object({
    version: formInt(1).optional().meta({ description: 'The version that was read; or send If-Match' }),
    quoteName: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters').optional(),
    purchaseOrderNo: optionalText(50),
    email: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.email({ error: 'must be an email address' }).max(200).optional(),
    ),
    shippingAddress: addressInputSchema.optional(),
    billingAddress: addressInputSchema.optional(),
    ...quotationDocumentFields,
  }),
).meta({ id: 'QuotationUpdate' });
export type QuotationUpdate = z.output<typeof quotationUpdateSchema>;

export const quotationStatusMoveSchema = formBody(
  z.object({
    status: quotationStatusSchema,
    version: formInt(1).optional().meta({ description: 'The version that was read (optional): a stale one is a 409' }),
  }),
).meta({ id: 'QuotationStatusMove' });
export type QuotationStatusMove = z.output<typeof quotationStatusMoveSchema>;

export const quotationIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a Guid' }) });

export const quotationLineSchema = z
  .object({
    id: z.string(),
    productId: z.string().nullable().meta({ description: 'null when the product was deleted since' }),
    stockCode: z.string(),
    name: z.string(),
    image: z.string(),
    qty: z.number().int(),
    unitPrice: z.number().meta({ description: 'Net unit price' }),
    listPrice: z.number().meta({ description: "The company's price list price when the line was priced" }),
    discountPercent: z.number(),
    taxPercent: z.number(),
    lineTotal: z.number().meta({ description: 'qty × unitPrice less the line discount (rounded half up on the line), net' }),
    quoteDiscountShare: z
      .number()
      .meta({ description: "The line's part of the quote discount (spread in proportion to the line totals; the parts add up to quoteDiscount)" }),
    tax: z.number().meta({ description: 'Tax of the line: (lineTotal − quoteDiscountShare) × taxPercent, rounded half up on the line' }),
  })
  .meta({ id: 'QuotationLine' });
export type QuotationLine = z.infer<typeof quotationLineSchema>;

/** One row of a quotation's tax summary: what is taxed at one rate, and the tax. */
export const quotationTaxSchema = z
  .object({
    taxPercent: z.number(),
    taxable: z.number().meta({ description: 'Net amount taxed at this rate: line totals less their quote discount shares, and delivery at its rate' }),
    tax: z.number().meta({ description: 'Sum of the per-line taxes at this rate (and the delivery tax)' }),
  })
  .meta({ id: 'QuotationTax' });

/**
 * The spec's quotation, with the document's extensions. Amounts are net unless named with tax; every
 * figure comes from the one pricing module (lib/quotes/totals.ts, docs/quotations.md).
 */
export const quotationSchema = z
  .object({
    id: z.string(),
    purchaseOrderNo: z.string(),
    quoteName: z.string(),
    email: z.string(),
    companyId: z.string(),
    shippingAddress: addressSchema,
    billingAddress: addressSchema,
    createdAt: z.string().meta({ description: 'Extension: DateTime saved first' }),
    updatedAt: z.string().meta({ description: 'Extension: DateTime saved last' }),
    number: z.string().meta({ description: 'Extension: reference such as Q-000123' }),
    companyName: z.string(),
    status: quotationStatusSchema,
    validUntil: z.string().nullable().meta({ description: 'null on a draft that has none: sending sets B2BSettings.QuoteValidityDays days ahead' }),
    notes: z.string(),
    currencyCode: z.string(),
    currencySymbol: z.string(),
    lines: z.array(quotationLineSchema),
    subTotal: z.number().meta({ description: 'Sum of the line totals (net, after line discounts)' }),
    discountTotal: z.number().meta({ description: 'What the line discounts took off; already out of the line totals and subTotal (for information)' }),
    quoteDiscountPercent: z.number().meta({ description: 'Discount on the whole quotation, a percentage of subTotal' }),
    quoteDiscount: z.number().meta({ description: 'subTotal × quoteDiscountPercent, rounded half up once' }),
    delivery: z.number().meta({ description: 'Net delivery charge' }),
    deliveryTaxPercent: z.number().meta({ description: 'The rate delivery is taxed at: the highest rate among the lines, 0 without lines' }),
    taxes: z
      .array(quotationTaxSchema)
      .meta({ description: 'Tax per rate, lowest rate first: the lines (and delivery) taxed at it; the rows add up to taxTotal' }),
    taxTotal: z.number().meta({ description: "Sum of the lines' tax and the delivery's" }),
    grandTotal: z.number().meta({ description: 'subTotal − quoteDiscount + delivery + taxTotal' }),
    basketId: z.string().nullable().meta({ description: 'The basket the quotation was converted to' }),
    version: z.number().int(),
    allowedStatuses: z.array(quotationStatusSchema).meta({ description: 'The statuses it may move to now' }),
  })
  .meta({ id: 'Quotation' });
export type Quotation = z.infer<typeof quotationSchema>;

/** A quotation in the all-quotations list: no lines or addresses. */
export const quotationSummarySchema = quotationSchema
  .omit({ lines: true, shippingAddress: true, billingAddress: true, allowedStatuses: true, taxes: true, deliveryTaxPercent: true })
  .extend({ lineCount: z.number().int() })
  .meta({ id: 'QuotationSummary' });
export type QuotationSummary = z.infer<typeof quotationSummarySchema>;

const dateParam = z
  .union([z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }), z.literal('')])
  .optional();

/** GET /api/v2/commerce/b2b/quotes: every company's quotations, newest first. */
export const quotationListQuerySchema = z.object({
  companyId: z.union([z.uuid({ error: 'must be a Guid' }), z.literal('')]).optional(),
  status: z.union([quotationStatusSchema, z.literal('')]).optional(),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional()
    .meta({ description: 'Part of the quote name, PO number, reference, email or company name' }),
  from: dateParam.meta({ description: 'Created on or after this day (UTC)' }),
  to: dateParam.meta({ description: 'Created on or before this day (UTC)' }),
  page: formInt(1, 1_000_000).optional(),
  pageSize: formInt(1, 100).optional(),
});
export type QuotationListQuery = z.output<typeof quotationListQuerySchema>;

export const quotationPageSchema = z
  .object({
    total: z.number().int(),
    pages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    results: z.array(quotationSummarySchema),
  })
  .meta({ id: 'QuotationPage' });
export type QuotationPage = z.infer<typeof quotationPageSchema>;

/** POST …/quote/{id}/convert: the basket made for the buyer. */
export const quotationConversionSchema = z
  .object({ basketId: z.string(), userId: z.string().nullable(), email: z.string() })
  .meta({ id: 'QuotationConversion' });

/** A product offered to a quotation line (the editor's search). */
export const quotableProductSchema = z
  .object({
    productId: z.string(),
    stockCode: z.string(),
    name: z.string(),
    image: z.string(),
    unitPrice: z.number().nullable().meta({ description: 'Net price in the price list; null when it has none' }),
    taxPercent: z.number(),
  })
  .meta({ id: 'QuotableProduct' });
export type QuotableProduct = z.infer<typeof quotableProductSchema>;

export const quotableProductQuerySchema = z.object({
  q: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  companyId: z.union([z.uuid({ error: 'must be a Guid' }), z.literal('')]).optional(),
  limit: formInt(1, 50).optional(),
});

/**
 * POST /api/v2/commerce/b2b/quote/save. Without `id` a new quotation is saved; with the `id` of a
 * quotation of the same company it is replaced. Required: quoteName, email and both
 * addresses (the spec's model). Extensions: lines, delivery, quoteDiscountPercent, notes, validUntil.
 */
export const quotationSaveSchema = formBody(
  z.object({
    id: z.union([z.uuid({ error: 'must be a Guid or empty' }), z.literal('')]).optional(),
    purchaseOrderNo: optionalText(50),
    // '' is named by the service (the vendor storefront sends '' when the basket has no shipping name).
    quoteName: z
      .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be text') })
      .trim()
      .max(200, 'must be at most 200 characters'),
    email: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.email({ error: (i) => (i.input === undefined ? 'is required' : 'must be an email address') }).max(200),
    ),
    companyId: z
      .union([z.uuid({ error: 'must be a Guid' }), z.literal('')])
      .default('')
      .meta({ description: "Absent, '' or the empty Guid (the vendor's clients): the company of the user with this email" }),
    shippingAddress: addressInputSchema,
    billingAddress: addressInputSchema,
    ...quotationDocumentFields,
  }),
).meta({ id: 'QuotationSave' });
export type QuotationSave = z.output<typeof quotationSaveSchema>;
