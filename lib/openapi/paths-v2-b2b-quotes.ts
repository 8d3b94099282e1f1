import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { companyIdParamsSchema } from '@/lib/api/schemas/b2b';
import { entityHistoryQuerySchema } from '@/lib/api/schemas/b2b-history';
import {
  quotableProductQuerySchema,
  quotableProductSchema,
  quotationConversionSchema,
  quotationIdParamsSchema,
  quotationListQuerySchema,
  quotationPageSchema,
  quotationSchema,
  quotationStatusMoveSchema,
  quotationUpdateSchema,
} from '@/lib/api/schemas/b2b-quotes';
import { historyPageSchema } from '@/lib/api/schemas/history';
import { addPath, created, jsonOrFormBody, responses } from './helpers';
import { V2_AUTH_NOTE } from './paths-v2-content';

const MACHINE = [
  'Statuses: draft → sent → accepted | rejected | expired; sent → draft (take back to change it); expired → draft (reopen). Accepted and rejected are final.',
  'A move the machine does not have is 409 CONFLICT naming the allowed moves; sending a quotation without lines, or accepting one past its valid-until date, is 422 RULE_VIOLATION.',
  'Sending without a valid-until date sets it B2BSettings.QuoteValidityDays days ahead (30 as delivered). Only a draft can be changed (409 otherwise).',
].join(' ');

const MONEY = [
  "Amounts are in the quotation's currency (its company's price list; without one, the list B2BSettings.DefaultPriceListCode names, else the store's default list), net of tax, as decimal numbers computed in integer minor units by one pricing module (docs/quotations.md), the same the back-office editor and the PDF use.",
  "A line's unit price defaults to the product's net price in that list; lineTotal = qty × unitPrice less discountPercent, rounded half up on the line; subTotal = Σ lineTotal; quoteDiscount = subTotal × quoteDiscountPercent, rounded half up once, spread over the lines in proportion to their totals (quoteDiscountShare);",
  "each line's tax is (lineTotal − quoteDiscountShare) × taxPercent, rounded half up on the line; delivery is taxed at deliveryTaxPercent, the highest line rate; taxes sums them per rate; grandTotal = subTotal − quoteDiscount + delivery + taxTotal.",
].join(' ');

/** The quotation document extensions of the B2B interface (issue 12). */
export function registerV2QuotationPaths(registry: OpenAPIRegistry) {
  const tag = 'v2 B2B';
  const common = { tag, extension: true } as const;
  addPath(registry, {
    ...common,
    method: 'get',
    path: '/api/v2/commerce/b2b/quotes',
    operationId: 'listQuotes',
    summary: 'Every company’s quotations, filtered and paged',
    description: `Newest first. Filters: companyId, status, from/to (creation day, UTC), search (quote name, PO number, email, company name or reference Q-000123). Paged (page, pageSize ≤ 100, default 20) as {total, pages, currentPage, pageSize, results}. ${V2_AUTH_NOTE}`,
    request: { query: quotationListQuerySchema },
    responses: responses('D', quotationPageSchema, [400, 401]),
  });
  addPath(registry, {
    ...common,
    method: 'get',
    path: '/api/v2/commerce/b2b/quote/{id}',
    operationId: 'getQuote',
    summary: 'A quotation with its lines and totals',
    description: `The ETag header is the quotation's version, for If-Match on PUT. ${MONEY} ${V2_AUTH_NOTE}`,
    request: { params: quotationIdParamsSchema },
    responses: responses('D', quotationSchema, [400, 401, 404]),
  });
  addPath(registry, {
    ...common,
    method: 'put',
    path: '/api/v2/commerce/b2b/quote/{id}',
    operationId: 'updateQuote',
    summary: 'Change a draft quotation',
    description: `Fields left out keep their value; lines, when sent, replace every line. Optimistic locking: send If-Match with the ETag you read, or the body's version (one is required, 400 otherwise); a quotation changed since is 409 CONFLICT and nothing is written. Unknown products are 404 (lines.N.productId / stockCode), a negative quantity or price 400, all before anything is written. ${MONEY} ${MACHINE} ${V2_AUTH_NOTE}`,
    request: { params: quotationIdParamsSchema, body: jsonOrFormBody(quotationUpdateSchema) },
    responses: responses('D', quotationSchema, [400, 401, 404, 409]),
  });
  addPath(registry, {
    ...common,
    method: 'post',
    path: '/api/v2/commerce/b2b/quote/{id}/status',
    operationId: 'changeQuoteStatus',
    summary: 'Move a quotation to another status',
    description: `${MACHINE} With version, a quotation changed since is 409. Answers the quotation. ${V2_AUTH_NOTE}`,
    request: { params: quotationIdParamsSchema, body: jsonOrFormBody(quotationStatusMoveSchema) },
    responses: responses('D', quotationSchema, [400, 401, 404, 409, 422]),
  });
  addPath(registry, {
    ...common,
    method: 'post',
    path: '/api/v2/commerce/b2b/quote/{id}/convert',
    operationId: 'convertQuoteToBasket',
    summary: 'Turn an accepted quotation into a basket for its buyer',
    description: `201 with the new basket (Location names it). The buyer is the company user with the quotation's email, else the primary user. The basket is a quote (quoteStatus 3 Accepted, createdByAdmin) with the lines, PO number and addresses; customInfo1 names the quotation. 409 when the quotation is not accepted or was converted already; 422 when a product is no longer for sale or in stock. ${V2_AUTH_NOTE}`,
    request: { params: quotationIdParamsSchema },
    responses: created(responses('D', quotationConversionSchema, [400, 401, 404, 409, 422]), 'Converted: the new basket in Wrapper D'),
  });
  addPath(registry, {
    ...common,
    method: 'get',
    path: '/api/v2/commerce/b2b/quote/{id}/pdf',
    operationId: 'getQuotePdf',
    summary: 'The quotation as a PDF',
    description: `application/pdf (A4) as an attachment named after the reference; failures in Wrapper D. ${V2_AUTH_NOTE}`,
    request: { params: quotationIdParamsSchema },
    responses: { ...responses('D', z.null(), [400, 401, 404]), 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } } },
  });
  addPath(registry, {
    ...common,
    method: 'get',
    path: '/api/v2/commerce/b2b/quote/products',
    operationId: 'listQuoteProducts',
    summary: 'Products for a quotation line, priced for a company',
    description: `By stock code (exact first) or part of the name or stock code; products with variants are left out (quote a variant). unitPrice is the net price in the company's price list (default list without companyId). ${V2_AUTH_NOTE}`,
    request: { query: quotableProductQuerySchema },
    responses: responses('D', z.array(quotableProductSchema), [400, 401, 404]),
  });
  for (const [operationId, path, params, what] of [
    ['getQuoteHistory', '/api/v2/commerce/b2b/quote/{id}/history', quotationIdParamsSchema, 'quotation'],
    ['getCompanyHistory', '/api/v2/commerce/b2b/{companyId}/history', companyIdParamsSchema, 'company'],
  ] as const)
    addPath(registry, {
      ...common,
      method: 'get',
      path,
      operationId,
      summary: `Audit history of a ${what}`,
      description: `Who (staff member or API client), when, field, before → after; newest first, paged (page, pageSize ≤ 200). ${what === 'company' ? 'Registration is one `*` row; updates record company, primary user and address fields (a new password only as "(replaced)").' : 'Creation is one `*` row; edits record each changed field, lines as one readable list.'} ${V2_AUTH_NOTE}`,
      request: { params, query: entityHistoryQuerySchema },
      responses: responses('D', historyPageSchema, [400, 401, 404]),
    });
}
