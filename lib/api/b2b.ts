import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  companyDetailSchema,
  companyInviteResultSchema,
  companyListItemSchema as companyRowSchema,
  customerGroupChoiceSchema,
  priceListChoiceSchema,
  type CompanyRegistration,
  type CompanyUpdate,
} from '@/lib/api/schemas/b2b';
import { masterDataItemSchema } from '@/lib/api/schemas/content';
import { MASTER_DATA_TABLES } from '@/lib/api/schemas/master-data';
import { countryOptions } from '@/lib/api/schemas/countries';
import { requestD, segment } from './http';

/** Spec: B2B company list item {id, name}; ids are strings in this service (numbers tolerated). */
const companyListItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
});
export type CompanyListItem = z.output<typeof companyListItemSchema>;

const COMPANIES = '/api/v2/commerce/b2b/companies';

/** Every B2B company, or those whose name contains `search` (GET /api/v2/commerce/b2b/companies). */
export async function listCompanies(search?: string) {
  return requestD({ path: COMPANIES, query: { search } }, z.array(companyListItemSchema));
}

/**
 * One page of companies and the number of matches. The service sends the total in an X-Total-Count
 * header that the typed client does not expose, so the total is the length of the unpaged list (ids and
 * names only; tens of companies, not millions).
 */
export async function findCompanies(q: { search?: string; page: number; pageSize: number }) {
  const [items, all] = await Promise.all([
    requestD(
      { path: COMPANIES, query: { search: q.search, page: q.page, pagesize: q.pageSize } },
      z.array(companyRowSchema),
    ),
    listCompanies(q.search),
  ]);
  return { items, total: all.length };
}

/** A company with its addresses and users (GET /api/v2/commerce/b2b/:companyId, an extension). */
export const getCompany = cache((id: string) =>
  requestD({ path: `/api/v2/commerce/b2b/${segment(id)}` }, companyDetailSchema),
);

/** Registers a company, its address and its first user (POST /api/v2/commerce/b2b/create). */
export async function registerCompany(body: CompanyRegistration) {
  await requestD({ method: 'POST', path: '/api/v2/commerce/b2b/create', body }, z.literal(true));
}

/**
 * Sends the company's primary user (or `userId`) a new link to set their password; earlier links of
 * theirs stop working (POST …/:companyId/invite). Answers who was invited and until when, never the link.
 */
export function inviteCompanyUser(companyId: string, userId?: string) {
  return requestD(
    { method: 'POST', path: `/api/v2/commerce/b2b/${segment(companyId)}/invite`, body: userId ? { userId } : {} },
    companyInviteResultSchema,
  );
}

/** An invited user's new password with their link's token (POST /api/v2/commerce/b2b/set-password). */
export async function setInvitedPassword(token: string, password: string) {
  await requestD({ method: 'POST', path: '/api/v2/commerce/b2b/set-password', body: { token, password } }, z.literal(true));
}

/** Changes the fields given; fields left out keep their value (PUT …/:companyId/update). */
export async function updateCompany(id: string, body: CompanyUpdate) {
  await requestD(
    { method: 'PUT', path: `/api/v2/commerce/b2b/${segment(id)}/update`, body },
    z.literal(true),
  );
}

export interface Choice {
  value: string;
  label: string;
}

async function masterDataChoices(table: number): Promise<Choice[]> {
  const items = await requestD(
    { path: `/api/v2/content/masterdata/${table}` },
    z.array(masterDataItemSchema),
  );
  return items
    .toSorted((a, b) => a.displayOrder - b.displayOrder)
    .map((i) => ({ value: i.itemValue, label: i.itemText }));
}

/** The coded fields of the company model, each an active item of its master data table. */
export const getCompanyChoices = cache(async () => {
  const [titles, genders, businessTypes, userRoles] = await Promise.all([
    masterDataChoices(MASTER_DATA_TABLES.Titles),
    masterDataChoices(MASTER_DATA_TABLES.Genders),
    masterDataChoices(MASTER_DATA_TABLES.BusinessTypes),
    masterDataChoices(MASTER_DATA_TABLES.CompanyUserRoles),
  ]);
  const [priceLists, customerGroups] = await Promise.all([
    requestD({ path: '/api/v2/commerce/b2b/price-lists' }, z.array(priceListChoiceSchema)),
    requestD({ path: '/api/v2/commerce/b2b/customer-groups' }, z.array(customerGroupChoiceSchema)),
  ]);
  return {
    titles,
    genders,
    businessTypes,
    userRoles,
    priceLists: priceLists.map((l) => ({ value: l.id, label: `${l.name} (${l.currencyCode})` })),
    customerGroups: customerGroups.map((g) => ({
      value: g.name,
      label: g.name,
      hint: `${g.companies} ${g.companies === 1 ? 'company' : 'companies'}`,
    })),
  };
});
export type CompanyChoices = Awaited<ReturnType<typeof getCompanyChoices>>;

/**
 * The countries offered in address forms: one ISO 3166 list (names from CLDR) for billing and shipping
 * alike, so both offer the same choices; the service says on the field when the store does not bill or
 * ship to the one picked.
 */
export const getAddressCountries = cache(async () => {
  const all = countryOptions().map((c) => ({ value: c.key, label: c.value }));
  return { billing: all, shipping: all };
});
export type AddressCountries = Awaited<ReturnType<typeof getAddressCountries>>;

/** A company's row of the companies list (code, currency, counts), found among all rows by id. */
export const findCompanyRow = cache(async (id: string) => {
  const rows = await requestD({ path: COMPANIES }, z.array(companyRowSchema));
  return rows.find((r) => r.id === id) ?? null;
});
