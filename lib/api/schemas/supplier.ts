import { z } from 'zod';
import { pagingQuerySchema } from './paging';
import {
  codeSchema,
  str,
  guidSchema,
  optionalCountryCode,
  optionalCurrencyCode,
  optionalEmail,
  optionalText,
  requiredText,
  wholeNumber,
} from './fields';

/** Spec: supplier, with the fields the update adds. Returned by the (extension) list and detail. */
export const supplierSchema = z
  .object({
    recordId: z.string(),
    code: z.string(),
    name: z.string(),
    email: z.string(),
    phoneNo: z.string(),
    currencyCode: z.string(),
    taxRegNo: z.string(),
    countryCode: z.string(),
    country: z.string(),
    paymentTermCode: z.string(),
    shipmentTermCode: z.string(),
    defaultLeadDays: z.number().int().meta({ description: 'Days the supplier needs to fulfil' }),
    type: z.number().int().meta({ description: 'Supplier type (1 Manufacturer, 2 Distributor, 3 Dropship partner in the demo data)' }),
    taxInclusive: z.boolean(),
    status: z.boolean().meta({ description: 'true when the supplier is active' }),
    dropship: z.boolean(),
    fax: z.string(),
    website: z.string(),
    poCreateType: z.number().int().meta({ description: 'Purchase-order consolidation type' }),
    accountManagerId: z.string().meta({ description: "Guid of the account manager, '' when none" }),
    accountManagerEmail: z.string(),
    accountManager: z.string(),
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplierSchema>;

const optionalGuid = z.union([guidSchema, z.literal(''), z.null()]);
const url = str()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), 'must be an http(s) URL');

/** Fields both create and update accept; every one optional (a field left out keeps its value on update). */
const supplierFields = {
  email: optionalEmail.optional(),
  phoneNo: optionalText(50).optional(),
  defaultLeadDays: wholeNumber(0, 365).optional(),
  type: wholeNumber(0, 99).optional(),
  currencyCode: optionalCurrencyCode.optional(),
  taxRegNo: optionalText(50).optional(),
  countryCode: optionalCountryCode.optional(),
  country: optionalText(100).optional(),
  taxInclusive: z.boolean('must be true or false').optional(),
  status: z.boolean('must be true or false').optional(),
  dropship: z.boolean('must be true or false').optional(),
  paymentTermCode: optionalText(50).optional(),
  shipmentTermCode: optionalText(50).optional(),
  fax: optionalText(50).optional(),
  website: url.optional(),
  poCreateType: wholeNumber(0, 99).optional(),
  accountManagerId: optionalGuid.optional(),
  accountManagerEmail: optionalEmail.optional(),
  accountManager: optionalText(255).optional(),
};

/**
 * POST body. `code` and `name` are required. `recordId` (optional) lets an integration choose the new
 * supplier's Guid; it is generated when left out. The update-only fields are accepted too. When
 * `countryCode` is given without `country`, the country name is filled in.
 */
export const supplierCreateSchema = z
  .object({ recordId: optionalGuid.optional(), code: codeSchema, name: requiredText(255), ...supplierFields })
  .meta({ id: 'SupplierCreate' });
export type SupplierCreate = z.input<typeof supplierCreateSchema>;

/** PUT body: `recordId` names the supplier; every other field left out keeps its value. */
export const supplierUpdateSchema = z
  .object({ recordId: guidSchema, code: codeSchema.optional(), name: requiredText(255).optional(), ...supplierFields })
  .meta({ id: 'SupplierUpdate' });
export type SupplierUpdate = z.input<typeof supplierUpdateSchema>;

/** GET /api/v1/supplier (extension): paging plus an optional free-text `search` on code, name and email. */
export const supplierListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional().meta({ description: 'Case-insensitive text found in code, name or email' }),
});
