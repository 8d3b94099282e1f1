import { z } from 'zod';
import { basketCustomInfoSchema, basketItemInputSchema } from './basket-requests';
import { formInt, guid } from './form-values';

/**
 * Request shapes of the calls the vendor's storefront (better-commerce/betterstorefront) and automation
 * node (better-commerce/n8n-nodes-bettercommerce) make beyond the spec; see docs/real-clients.md.
 */
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const slugQuerySchema = z.object({
  slug: text(500)
    .min(1, 'is required')
    .meta({ description: 'With or without the storefront prefix (products/, category/, brands/)' }),
});

export const productIdParamSchema = z.object({ id: guid });
export const stockCodeParamSchema = z.object({
  id: text(100).min(1, 'is required').meta({ description: 'A product Guid or stock code' }),
});

export const brandPageQuerySchema = z.object({
  page: formInt(1, 100000).optional(),
  pageSize: formInt(1, 500).optional(),
  sortBy: text(50).optional(),
  sortOrder: z.enum(['asc', 'desc', 'ASC', 'DESC', ''], { message: 'must be asc or desc' }).optional(),
});

/** A change of quantity: +n adds, -n takes away, 0 removes the line (the real API's items/add). */
export const basketItemChangeSchema = z
  .object({
    productId: z.union([guid, z.literal('')]).optional(),
    stockCode: text(100).optional(),
    qty: formInt(-9999, 9999),
    parentProductId: z.union([guid, z.literal('')]).optional(),
    basketId: z.string().optional().meta({ description: 'Ignored; the path names the basket' }),
    displayOrder: z.unknown().optional(),
    isMembership: z.unknown().optional(),
    customerEmail: z
      .string()
      .optional()
      .meta({ description: 'Sent by the automation node; the basket user is set with PUT …/user' }),
  })
  .transform((b) => ({
    ...b,
    productId: b.productId || undefined,
    stockCode: b.stockCode || undefined,
    parentProductId: b.parentProductId || undefined,
  }))
  .refine((b) => b.productId || b.stockCode, {
    message: 'productId or stockCode is required',
    path: ['productId'],
  })
  .meta({ id: 'BasketItemChange' });

/** One line of items/add-bulk, with property names in any case (the storefront sends PascalCase and camelCase). */
export const bulkLineSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? lowerFirstKeys(v as Record<string, unknown>) : v),
  basketItemInputSchema,
);

const KNOWN_KEYS = [
  'productId',
  'stockCode',
  'qty',
  'parentProductId',
  'customInfo1',
  'customInfo2',
  'customInfo3',
  'customInfo4',
  'customInfo5',
];
function lowerFirstKeys(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    const known = KNOWN_KEYS.find((n) => n.toLowerCase() === k.toLowerCase());
    if (known && v !== null && v !== '') out[known] = v;
  }
  return out;
}

export const basketUserQuerySchema = z.object({ userId: guid });
export const basketMergeQuerySchema = z.object({ sourceBasketId: guid });
export const basketShippingQuerySchema = z.object({
  shippingMethodId: guid,
  countryCode: text(3).optional(),
});
export const basketPromoParamSchema = z.object({ id: guid, code: text(50).min(1, 'is required') });
export const basketProductParamSchema = z.object({
  id: guid,
  lineId: guid.meta({ description: 'The product Guid' }),
});
export const basketCreateWithIdSchema = z.object({ basketId: guid }).meta({ id: 'BasketCreateWithId' });

/** items/add-bulk body: a list of lines, or the custom-info object. */
export const basketBulkOrInfoSchema = z.union([
  z.array(bulkLineSchema, { message: 'must be a list of lines' }).min(1, 'at least one line').max(100),
  basketCustomInfoSchema,
]);

export const quotesPageQuerySchema = z.object({
  currentPage: formInt(1, 100000).optional(),
  pageSize: formInt(1, 1000).optional(),
});
