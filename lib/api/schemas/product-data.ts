import { z } from 'zod';
import { productIdsSchema } from './bulk-update';
import { MAX_PAGE, MAX_PAGE_SIZE } from './paging';
import { str } from './fields';

/** searchFor: which of the listed products are returned (the meta-info searchType numbering). */
export const SEARCH_FOR = { 1: 'Masters (and products without variants) only', 2: 'Variants only', 3: 'Both' } as const;

const int = (min: number, max: number, fallback: number) =>
  z
    .number({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a whole number') })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`)
    .default(fallback);

/**
 * Body of POST /api/v1/product/data (extension: the spec lists the inputs only). Returns, for the
 * listed products in the order listed, the values of the requested attributes.
 */
export const productDataRequestSchema = z
  .object({
    page: int(1, MAX_PAGE, 1),
    pagesize: int(1, MAX_PAGE_SIZE, 10),
    productIds: productIdsSchema,
    fieldCodes: z
      .array(str().trim().min(1, 'must not be empty'), { error: (iss) => (iss.input === undefined ? 'is required' : 'must be a list of field codes') })
      .min(1, 'must name at least one field')
      .max(200, 'must name at most 200 fields')
      .meta({
        description:
          "meta-info field codes (core or custom), case-insensitive. Extension: Price.<price list code> (the sell price with tax in that list; '' when the product has none there) and Stock.<warehouse code> (stock on hand there; '' when it has no stock row), the codes multiple-fields also takes",
      }),
    searchFor: int(1, 3, 3).meta({
      description: Object.entries(SEARCH_FOR)
        .map(([k, v]) => `${k} ${v}`)
        .join('; '),
    }),
  })
  .meta({ id: 'ProductDataRequest' });
export type ProductDataRequest = z.output<typeof productDataRequestSchema>;

export const productDataValueSchema = z
  .object({
    fieldCode: z.string(),
    fieldValue: z.string().meta({ description: "The value in the text form bulk update accepts (ids for lookups, 'true'/'false', 'YYYY-MM-DD'); '' when empty" }),
    displayText: z.string().meta({ description: 'The option name for lookups and selects, else the value' }),
  })
  .meta({ id: 'ProductDataValue' });

export const productDataItemSchema = z
  .object({
    productId: z.string(),
    productIId: z.number().int(),
    stockCode: z.string(),
    parentProductId: z.string().nullable().meta({ description: 'The master of a variant; null for masters' }),
    version: z
      .number()
      .int()
      .meta({ description: "Extension: the product's version (its detail's ETag): send it back as the version of a multiple-fields item, so a change made since is refused, not overwritten" }),
    values: z.array(productDataValueSchema).meta({ description: 'One entry per requested field code, in the order requested' }),
  })
  .meta({ id: 'ProductDataItem' });
export type ProductDataItem = z.infer<typeof productDataItemSchema>;
