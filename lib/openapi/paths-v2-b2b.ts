import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  companyDetailSchema,
  companyIdParamsSchema,
  companyInviteResultSchema,
  companyInviteSchema,
  companyListItemSchema,
  companyListQuerySchema,
  companyRegistrationSchema,
  companyUpdateSchema,
  customerGroupChoiceSchema,
  invitedPasswordSchema,
  priceListChoiceSchema,
} from '@/lib/api/schemas/b2b';
import { quotationSaveSchema, quotationSchema } from '@/lib/api/schemas/b2b-quotes';
import { quotesPageQuerySchema } from '@/lib/api/schemas/storefront';
import { addPath, jsonBody, jsonOrFormBody, responses } from './helpers';
import { registerV2QuotationPaths } from './paths-v2-b2b-quotes';
import { V2_AUTH_NOTE } from './paths-v2-content';

const FORM_NOTE = [
  'Bodies may be JSON or application/x-www-form-urlencoded; a JSON object sent under the form content type (as the samples do) is read as JSON.',
  'In form fields, nested fields are written `address.city` or `address[city]`, or the object is one field holding JSON;',
  'booleans are true/false (1/0, on/off), numbers decimal text, an empty field counts as not sent.',
].join(' ');

export function registerV2B2BPaths(registry: OpenAPIRegistry) {
  const tag = 'v2 B2B';
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/commerce/b2b/companies',
    operationId: 'listCompanies',
    summary: 'Companies ({id, name}) by name',
    description: `Without query parameters, every company (as the interface defines it). Extensions for the back-office list: search (part of the name, case-insensitive) and paging (page, pagesize); the header X-Total-Count gives the number of matching companies. ${V2_AUTH_NOTE}`,
    request: { query: companyListQuerySchema },
    responses: responses('D', z.array(companyListItemSchema), [400, 401]),
  });
  addPath(registry, {
    tag,
    method: 'post',
    path: '/api/v2/commerce/b2b/create',
    operationId: 'registerCompany',
    summary: 'Register a company with its address and first user',
    description: [
      'Required: companyName, email, firstName, lastName, address (address1, city, postCode, countryCode — a GB post code must be a UK post code; the country must be one the store bills to; an address with only `country` (a name or code) gets its code).',
      'password (8–128 characters) is optional: the vendor automation node (better-commerce/n8n-nodes-bettercommerce) registers without one, and that first user must set a password before signing in.',
      'companyUserRole (default 1 Administrator; 0, as the automation node sends it, also means the default) and gender must be master data values (tables 23, 21); businessType a value of table 22 or free text (the automation node sends free text); priceListId a price list Guid.',
      'The company, its default address and its primary user are created in one transaction: any failure leaves nothing behind.',
      'The password is stored as a scrypt hash and never returned. 409 DUPLICATE when the email (or username, which defaults to the email) is taken.',
      'result is true; the Location header (extension) names the new company.',
      FORM_NOTE,
      V2_AUTH_NOTE,
    ].join(' '),
    request: { body: jsonOrFormBody(companyRegistrationSchema) },
    responses: responses('D', z.boolean(), [400, 401, 404, 409, 413, 415]),
  });
  addPath(registry, {
    tag,
    method: 'put',
    path: '/api/v2/commerce/b2b/{companyId}/update',
    operationId: 'updateCompany',
    summary: 'Update a company, its address and its primary user',
    description: [
      'The registration model without email (sending email is a 400). Every field is optional: a field left out keeps its value.',
      'User fields change the primary user (who registered the company); password sets a new one.',
      '`address` replaces the address with its id (404 when it is not this company’s), or the default address without one;',
      'a default flag set on it moves from the company’s other addresses, a flag sent false is kept (a company always has its defaults).',
      'A companyId in the body must match the path. 404 when the company does not exist.',
      FORM_NOTE,
      V2_AUTH_NOTE,
    ].join(' '),
    request: { params: companyIdParamsSchema, body: jsonOrFormBody(companyUpdateSchema) },
    responses: responses('D', z.boolean(), [400, 401, 404, 409, 413, 415]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v2/commerce/b2b/{companyId}/invite',
    operationId: 'inviteCompanyUser',
    summary: 'Invite a company user to set their password',
    description: [
      'Extension for the back-office: a link to set a password is sent to the company’s primary user, or to `userId` of that company (404 when the company has no such user).',
      'The link works once and for 72 hours; a newer invitation makes the user’s earlier links stop working. Its token is stored only as a SHA-256 hash and is never in an answer.',
      'The message goes through SMTP when the service has SMTP_URL (MAIL_TRANSPORT=smtp), from MAIL_FROM; without it, outside production (or with MAIL_TRANSPORT=log) it is one structured log line (event mail.b2bInvite) holding the link, and in production it is not sent.',
      'When the mail server refuses the message or cannot be reached the answer is 502 MAIL_NOT_SENT, and 503 MAIL_NOT_SENT when no transport is configured; errors say why (`email: …`). The invitation is saved either way, and the call may be repeated.',
      'The answer names who was invited and until when.',
      V2_AUTH_NOTE,
    ].join(' '),
    request: { params: companyIdParamsSchema, body: jsonBody(companyInviteSchema) },
    responses: responses('D', companyInviteResultSchema, [400, 401, 404, 413, 415, 502, 503]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v2/commerce/b2b/set-password',
    operationId: 'setInvitedUserPassword',
    summary: 'Set a password with an invitation’s token',
    description: [
      'Extension for the back-office’s public set-password page: the token of the invitation link and the new password (8–128 characters, as at registration).',
      'The token works once: 400 with `token: this link has already been used`, `has expired` or `is not valid` (a replaced or unknown link). Setting the password ends every other link of the user.',
      'The password is stored as a scrypt hash; the history records that the user set one, never the password. result is true.',
      V2_AUTH_NOTE,
    ].join(' '),
    request: { body: jsonBody(invitedPasswordSchema) },
    responses: responses('D', z.boolean(), [400, 401, 413, 415]),
  });
  addPath(registry, {
    tag,
    method: 'post',
    path: '/api/v2/commerce/b2b/quote/save',
    operationId: 'saveQuote',
    summary: 'Save a quotation request',
    description: [
      'Required: companyId (404 when unknown), quoteName, email, shippingAddress and billingAddress (address1, city, postCode, countryCode).',
      'Extension (issue 12): lines [{productId or stockCode, qty ≥ 1, unitPrice ≥ 0 (default: the company price list), discountPercent 0–100}], delivery, quoteDiscountPercent 0–100, notes, validUntil; the quotation is saved as a draft with its figures (GET …/quote/{id}; the pricing rules are docs/quotations.md), and the Location header names it. With id, lines left out are kept; only a draft can be replaced (409).',
      'Extension for the vendor storefront (better-commerce/betterstorefront, SaveB2BQuote) and automation node (Quote/Create): companyId \'\' or the empty Guid means the company of the user with `email` (400 when none); quoteName \'\' gets "Quote <date>"; `id` may be the storefront basket\u2019s id, whose first save creates the quotation with that id; an address with only `country` gets its code.',
      'The shipping address must be in a country the store ships to, the billing address in one it bills to.',
      'Without id a new quotation is saved; with the id of a quotation of that company it is replaced (404 otherwise). The addresses are kept as copies. result is true.',
      FORM_NOTE,
      V2_AUTH_NOTE,
    ].join(' '),
    request: { body: jsonOrFormBody(quotationSaveSchema) },
    responses: responses('D', z.boolean(), [400, 401, 404, 409, 413, 415]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/commerce/b2b/{companyId}',
    operationId: 'getCompany',
    summary: 'Company detail with addresses and users',
    description: `Extension for the back-office company page. Users never carry passwords or hashes. ${V2_AUTH_NOTE}`,
    request: { params: companyIdParamsSchema },
    responses: responses('D', companyDetailSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/commerce/b2b/{companyId}/quotes',
    operationId: 'listCompanyQuotes',
    summary: 'Saved quotations of a company, newest first',
    description: `Extension for the back-office: quote/save answers only true, so this is where saved quotations are read. The vendor storefront (b2b/get-quotes.ts) and automation node (Quote/GetByEmail) pass a company user's id instead, with currentPage/pageSize: that user's company's quotations, one page. ${V2_AUTH_NOTE}`,
    request: { params: companyIdParamsSchema, query: quotesPageQuerySchema },
    responses: responses('D', z.array(quotationSchema), [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/commerce/b2b/price-lists',
    operationId: 'listB2bPriceLists',
    summary: 'Price lists a company may buy at, by name',
    description: `For the company registration form, which picks a price list by name rather than by Guid. ${V2_AUTH_NOTE}`,
    responses: responses('D', z.array(priceListChoiceSchema), [401]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/commerce/b2b/customer-groups',
    operationId: 'listCustomerGroups',
    summary: 'Customer groups companies are in, by name',
    description: `Customer groups are codes on companies; this lists those in use with their number of companies, so forms offer them by name. ${V2_AUTH_NOTE}`,
    responses: responses('D', z.array(customerGroupChoiceSchema), [401]),
  });
  registerV2QuotationPaths(registry);
}
