import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  quotableProductSchema,
  quotationPageSchema,
  quotationSchema,
  type QuotationListQuery,
  type QuotationSave,
  type QuotationStatus,
  type QuotationUpdate,
} from '@/lib/api/schemas/b2b-quotes';
import { historyPageSchema } from '@/lib/api/schemas/history';
import { apiBaseUrl } from './config';
import { requestD, segment } from './http';
import { staffHeaders } from './staff-headers';
import { accessToken, replaceRejectedToken } from './token';

/** Quotations (extensions of the B2B interface, issue 12) for the back-office. */

const QUOTE = '/api/v2/commerce/b2b/quote';

export const listAllQuotations = cache((q: QuotationListQuery) =>
  requestD({ path: '/api/v2/commerce/b2b/quotes', query: { ...q } }, quotationPageSchema),
);

/** A company's quotations, newest first (GET …/:companyId/quotes). */
export const listCompanyQuotations = cache((companyId: string) =>
  requestD({ path: `/api/v2/commerce/b2b/${segment(companyId)}/quotes` }, z.array(quotationSchema)),
);

export const getQuotation = cache((id: string) => requestD({ path: `${QUOTE}/${segment(id)}` }, quotationSchema));

/** Saves a new quotation (POST …/quote/save, true); the new id is found through the company's list. */
export async function createQuotation(body: QuotationSave) {
  await requestD({ method: 'POST', path: `${QUOTE}/save`, body }, z.literal(true));
}

/** Changes a quotation; `version` is the one that was read (409 CONFLICT when it changed since). */
export function updateQuotation(id: string, body: QuotationUpdate) {
  return requestD({ method: 'PUT', path: `${QUOTE}/${segment(id)}`, body }, quotationSchema);
}

export function moveQuotation(id: string, status: QuotationStatus, version: number) {
  return requestD({ method: 'POST', path: `${QUOTE}/${segment(id)}/status`, body: { status, version } }, quotationSchema);
}

export function convertQuotation(id: string) {
  return requestD(
    { method: 'POST', path: `${QUOTE}/${segment(id)}/convert` },
    z.object({ basketId: z.string(), userId: z.string().nullable(), email: z.string() }),
  );
}

export function findQuotableProducts(q: string, companyId: string) {
  return requestD({ path: `${QUOTE}/products`, query: { q, companyId, limit: 8 } }, z.array(quotableProductSchema));
}

export const quotationHistory = cache((id: string) =>
  requestD({ path: `${QUOTE}/${segment(id)}/history`, query: { pageSize: 100 } }, historyPageSchema),
);

export const companyHistory = cache((id: string) =>
  requestD({ path: `/api/v2/commerce/b2b/${segment(id)}/history`, query: { pageSize: 100 } }, historyPageSchema),
);

/**
 * The quotation's PDF (GET …/quote/{id}/pdf): bytes, not a wrapper, so it is fetched here rather than
 * through ./http's JSON helpers; the token and the staff headers are the same.
 */
export async function downloadQuotationPdf(id: string): Promise<Response> {
  const url = `${apiBaseUrl()}${QUOTE}/${segment(id)}/pdf`;
  const send = async (token: string) =>
    fetch(url, { headers: { Authorization: `Bearer ${token}`, ...(await staffHeaders()) }, cache: 'no-store' });
  const token = await accessToken();
  const first = await send(token);
  return first.status === 401 ? send(await replaceRejectedToken(token)) : first;
}
