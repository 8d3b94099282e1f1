import { z } from 'zod';
import { basketCustomInfoSchema, basketLineInfoSchema } from './basket-requests';
import { formInt, formJson, guid } from './form-values';

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
    productId: z.union([guid, z.literal('')]).optional().meta({
      description:
        'A product Guid, or the id of a line of this basket (the storefront\u2019s cart page, pages/cart.tsx, sends its line\u2019s id): that line\u2019s product, when stockCode (if sent) is its stock code',
    }),
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

/**
 * Keeps the properties named in `known`, whatever the case of their first letter (the storefront sends
 * PascalCase and camelCase), without those it sends as null or '' for "not set".
 */
function knownKeys(known: readonly string[]) {
  return (v: unknown) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(v)) {
      const name = known.find((n) => n.toLowerCase() === k.toLowerCase());
      if (name && value !== null && value !== '') out[name] = value;
    }
    return out;
  };
}

/**
 * A custom-info value as the storefront sends it: text, or (the product page's engraving,
 * components/Product/ProductView.tsx handleEngravingSubmit) an object such as {message, imageUrl},
 * kept as its JSON text.
 */
const customInfoText = z.preprocess(
  (v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
  text(1000),
);
const storefrontCustomInfo = {
  customInfo1: customInfoText.optional(),
  customInfo2: customInfoText.optional(),
  customInfo3: customInfoText.optional(),
  customInfo4: customInfoText.optional(),
  customInfo5: customInfoText.optional(),
};

/**
 * One line of items/add-bulk. qty as items/add reads it: more than 0 adds, 0 removes the line (the
 * cart's size change, components/cart/SizeChange, sends the old size so), less takes away.
 */
export const basketBulkLineSchema = z
  .object({
    productId: guid.optional().meta({ description: 'A product Guid, or a line of this basket (its product)' }),
    stockCode: text(100).optional(),
    qty: formInt(-9999, 9999),
    parentProductId: guid.optional().meta({ description: 'The product a personalised item belongs to' }),
    ...storefrontCustomInfo,
  })
  .refine((i) => i.productId || i.stockCode, { message: 'productId or stockCode is required', path: ['productId'] })
  .meta({ id: 'BasketBulkLine' });
export type BasketBulkLine = z.output<typeof basketBulkLineSchema>;

const bulkLine = z.preprocess(knownKeys(['productId', 'stockCode', 'qty', 'parentProductId', ...Object.keys(storefrontCustomInfo)]), basketBulkLineSchema);

/**
 * items/add-bulk's object form as cart/use-update-cart-info.ts sends it: `customInfo1..N` (values as
 * customInfoText reads them; beyond 5 not kept) and `lineInfo` as the JSON text of the lines it has
 * just added (`params['lineInfo'] = JSON.stringify(lineInfo)`), in PascalCase with nulls.
 */
const lineInfoLine = basketLineInfoSchema.extend(storefrontCustomInfo);
export const basketCartInfoSchema = basketCustomInfoSchema
  .extend({
    ...storefrontCustomInfo,
    lineInfo: formJson(
      z.array(z.preprocess(knownKeys(Object.keys(lineInfoLine.shape)), lineInfoLine), { message: 'must be a list' }).max(200),
    )
      .optional()
      .meta({ description: 'The lines, or their JSON text; property names in camelCase or PascalCase' }),
  })
  .meta({ id: 'BasketCartInfo' });

/** items/add-bulk body: a list of lines, or the custom-info object. */
export const basketBulkOrInfoSchema = z.union([
  z.array(bulkLine, { message: 'must be a list of lines' }).min(1, 'at least one line').max(100),
  basketCartInfoSchema,
]);

export const basketUserQuerySchema = z.object({
  userId: guid.optional().meta({ description: 'None (or the empty Guid): the basket becomes a guest basket' }),
});
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


export const quotesPageQuerySchema = z.object({
  currentPage: formInt(1, 100000).optional(),
  pageSize: formInt(1, 1000).optional(),
});
