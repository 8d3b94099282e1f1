import { z } from 'zod';
import { formInt, guid } from './form-values';

/** Bodies, path and query parameters of the v2 basket calls, and the back-office lists (the basket itself: ./basket.ts). */

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const qty = formInt(1, 9999);
/** A money amount in major units (12.5 or "12.50"), at most two decimals, not negative. */
export const moneyInput = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z
    .number({ message: 'must be an amount such as 12.50' })
    .min(0, 'must not be negative')
    .max(1_000_000, 'must be at most 1000000')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals'),
);

const customInfo = {
  customInfo1: text(1000).optional(),
  customInfo2: text(1000).optional(),
  customInfo3: text(1000).optional(),
  customInfo4: text(1000).optional(),
  customInfo5: text(1000).optional(),
};

export const basketItemInputSchema = z
  .object({
    productId: guid.optional(),
    stockCode: text(100).optional(),
    qty,
    parentProductId: guid.optional().meta({ description: 'The product a personalised item belongs to' }),
    ...customInfo,
  })
  .refine((i) => i.productId || i.stockCode, { message: 'productId or stockCode is required', path: ['productId'] })
  .meta({ id: 'BasketItemInput' });
export type BasketItemInput = z.output<typeof basketItemInputSchema>;

/** '' means "none" in the vendor's clients (as the empty Guid does, which the HTTP layer takes out of every body). */
const noneIfEmpty = (v: unknown) => (v === '' ? undefined : v);

export const basketCreateSchema = z
  .object({
    basketId: z.preprocess(noneIfEmpty, guid.optional()).meta({
      description: 'Extension (the vendor storefront picks its basket id): create the basket with this id; an existing basket with it is answered as it is',
    }),
    basketName: text(200).optional().meta({ description: 'Extension (vendor storefront): accepted, not stored' }),
    companyId: z.preprocess(noneIfEmpty, guid.optional()).meta({ description: 'Extension (vendor storefront, the empty Guid): accepted, not stored' }),
    currencyCode: z.string().trim().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code').optional(),
    userId: z.preprocess(noneIfEmpty, guid.optional()).meta({ description: 'Default: the UserId header; none (or the empty Guid) for a guest basket' }),
    email: z.email({ message: 'must be an email address' }).max(320).optional().meta({ description: 'Default: the Email header' }),
    isQuote: z.boolean().optional(),
    poNumber: text(100).optional(),
    postCode: text(20).optional(),
    deliveryInstruction: text(1000).optional(),
    ...customInfo,
    items: z.array(basketItemInputSchema).max(100).optional(),
  })
  .meta({ id: 'BasketCreate' });
export type BasketCreate = z.output<typeof basketCreateSchema>;

export const basketBulkAddSchema = z
  .object({ items: z.array(basketItemInputSchema, { message: 'must be a list' }).min(1, 'at least one item').max(100) })
  .meta({ id: 'BasketBulkAdd' });

export const basketQtySchema = z.object({ qty }).meta({ id: 'BasketLineQty' });

export const basketLineInfoSchema = z.object({
  productId: guid.optional(),
  parentProductId: z.union([guid, z.literal('')]).optional(),
  lineId: guid.optional(),
  ...customInfo,
  customInfo1Formatted: text(2000).optional(),
  customInfo2Formatted: text(2000).optional(),
  customInfo3Formatted: text(2000).optional(),
  customInfo4Formatted: text(2000).optional(),
  customInfo5Formatted: text(2000).optional(),
  qty: qty.optional(),
  additionalCharge: moneyInput.optional().meta({ description: 'Charge for the line (major units)' }),
  serviceType: text(100).optional(),
  lengthMm: formInt(0, 1_000_000).optional(),
  additionalServiceCost: moneyInput.optional().meta({ description: 'Service cost for the line (major units), added to its additionalCharge' }),
});

export const basketCustomInfoSchema = z
  .object({
    basketId: z.union([guid, z.literal('')]).optional(),
    ...customInfo,
    lineInfo: z.array(basketLineInfoSchema, { message: 'must be a list' }).max(200).optional(),
  })
  .meta({ id: 'BasketCustomInfo' });
export type BasketCustomInfo = z.output<typeof basketCustomInfoSchema>;

export const basketMergeSchema = z
  .object({ sourceBasketId: guid })
  .meta({ id: 'BasketMerge', description: 'The basket merged into the one in the path, then deleted' });

export const basketShippingSchema = z
  .object({ shippingMethodId: guid.optional(), shippingCode: text(50).optional() })
  .refine((b) => b.shippingMethodId || b.shippingCode, { message: 'shippingMethodId or shippingCode is required', path: ['shippingMethodId'] })
  .meta({ id: 'BasketShippingMethod' });

export const basketVoucherSchema = z.object({ voucherCode: text(50).min(1, 'is required') }).meta({ id: 'BasketVoucher' });

export const basketIdParamSchema = z.object({ id: guid });
export const basketIdQuerySchema = z.object({ basketId: guid });
export const basketLineParamSchema = z.object({ id: guid, lineId: guid });
export const basketUserParamSchema = z.object({ userId: guid });
export const basketVoucherParamSchema = z.object({ id: guid, code: text(50).min(1) });

// ---- back-office extensions --------------------------------------------------------------------

export const basketListQuerySchema = z.object({
  page: formInt(1, 1_000_000).optional(),
  pageSize: formInt(1, 100).optional(),
  userId: guid.optional(),
  email: z.string().trim().max(320).optional().meta({ description: 'Any part of the shopper email, any case' }),
  isQuote: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  empty: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .optional()
    .meta({ description: 'true: only baskets without lines; false: only baskets with lines' }),
  guest: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .optional()
    .meta({ description: 'true: only guest baskets (no userId); false: only signed-in shoppers\u2019 baskets' }),
});

export const basketSummarySchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    userEmail: z.string(),
    currencyCode: z.string(),
    isQuote: z.boolean(),
    quoteStatus: z.number().int(),
    isLocked: z.boolean(),
    lineCount: z.number().int(),
    itemCount: z.number().int().meta({ description: 'Units over all lines' }),
    voucherCodes: z.array(z.string()),
    hasCustomInfo: z.boolean(),
    created: z.string(),
    lastUpdated: z.string(),
  })
  .meta({ id: 'BasketSummary' });

export const basketListSchema = z
  .object({
    total: z.number().int(),
    pages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    results: z.array(basketSummarySchema),
  })
  .meta({ id: 'BasketList' });

export const promotionSchema = z
  .object({
    id: z.string(),
    promoCode: z.string(),
    name: z.string(),
    voucherCode: z.string(),
    autoApply: z.boolean(),
    discountPct: z.number(),
    amounts: z.record(z.string(), z.number()).meta({ description: 'Fixed amount off per currency (major units)' }),
    minSubtotals: z.record(z.string(), z.number()).meta({ description: 'Minimum eligible goods per currency (major units)' }),
    brandId: z.string(),
    categoryId: z.string(),
    validFrom: z.string().nullable(),
    validUntil: z.string().nullable(),
    isActive: z.boolean(),
    isCurrent: z.boolean().meta({ description: 'Active and within its validity window now' }),
  })
  .meta({ id: 'Promotion' });

/** GET /api/v2/commerce/basket/validate (extension): whether every line can still be bought as it stands. */
export const basketValidationSchema = z
  .object({
    basketId: z.string(),
    isValid: z.boolean(),
    messageCode: z.string().meta({
      description: 'The problems as JSON text, [{"Key": stockCode, "Value": "SoldOut"}], as the vendor storefront parses it; "" when none',
    }),
    messages: z.array(z.object({ stockCode: z.string(), code: z.enum(['SoldOut']), message: z.string() })),
  })
  .meta({ id: 'BasketValidation' });
export type BasketValidation = z.output<typeof basketValidationSchema>;
