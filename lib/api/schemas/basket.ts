import { z } from 'zod';
import { keyValueSchema } from './attributes';
import { formInt, guid } from './form-values';
import { priceSchema } from './price';
import { QUOTE_STATUSES } from './return-status';

/** v2 baskets: the basket and its lines as the spec lists them, and the bodies of the basket calls. */

export const basketAddressSchema = z
  .object({
    id: z.number().int(),
    customerId: z.string(),
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    address1: z.string(),
    address2: z.string(),
    address3: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    countryCode: z.string(),
    postCode: z.string(),
    phoneNo: z.string(),
    mobileNo: z.string(),
    companyName: z.string(),
    isDefault: z.boolean(),
    isDefaultDelivery: z.boolean(),
    isDefaultForSubscription: z.boolean(),
    isDefaultBilling: z.boolean(),
  })
  .meta({ id: 'BasketAddress' });

export const promotionAppliedSchema = z
  .object({
    voucherCode: z.string(),
    promoCode: z.string(),
    name: z.string(),
    discountPct: z.number().meta({ description: 'Percentage off (10 = 10%); 0 for a fixed amount' }),
    discountAmt: priceSchema,
    autoApply: z.boolean(),
  })
  .meta({ id: 'PromotionApplied' });

export const shippingMethodSchema = z
  .object({
    id: z.string(),
    enabled: z.boolean(),
    systemName: z.string(),
    shippingCode: z.string(),
    displayName: z.string(),
    description: z.string(),
    displayOrder: z.number().int(),
    expectedDaysToDeliver: z.number().int(),
    expectedDeliveryDate: z.string(),
    deliveryOnOrBefore: z.string(),
    price: priceSchema,
    isDefault: z.boolean(),
    isNominated: z.boolean().meta({ description: 'The method chosen for this basket' }),
    type: z.number().int().meta({ description: '1 home delivery, 2 click and collect' }),
    carrierCode: z.string(),
    countryCode: z.string(),
    isPriceOnRequest: z.boolean(),
    showRecomendation: z.boolean(),
    recomendation: z.string().meta({ description: 'How much more to spend for free delivery, when that applies' }),
    isTaxable: z.boolean(),
    shippingCostMethod: z.string(),
    cutOffTimes: z.string(),
    countryCsv: z.string(),
    maxDimensionMm: z.number().int(),
  })
  .meta({ id: 'ShippingMethod' });

export const deliveryPlanSchema = z
  .object({
    fulfilmentChannel: z.string(),
    deliveryType: z.string(),
    deliveryCenter: z.object({
      recordId: z.string(),
      code: z.string(),
      name: z.string(),
      type: z.string(),
      postCode: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
    items: z.number().int().meta({ description: 'Units in this plan' }),
    distanceInMiles: z.number(),
    shippingMethodId: z.string(),
    shippingMethodName: z.string(),
    cost: priceSchema,
    shippingSpeed: z.string(),
    deliveryDateTarget: z.string(),
    deliveryDateActual: z.string().nullable(),
    leadTime: z.number().int(),
    leadTimeUom: z.string(),
    leadTimeMin: z.number().int(),
    leadTimeMax: z.number().int(),
    pickupStoreId: z.string(),
    refStoreId: z.string(),
    pickupStoreCode: z.string(),
    shippingType: z.string(),
    lineItems: z.array(z.string()).meta({ description: 'Basket line ids' }),
    created: z.string(),
    recordId: z.string(),
  })
  .meta({ id: 'DeliveryPlan' });

export const basketLineSchema = z
  .object({
    id: z.string(),
    stockCode: z.string(),
    name: z.string(),
    slug: z.string(),
    shortDescription: z.string(),
    productId: z.string(),
    productIid: z.string(),
    parentProductId: z.string(),
    brand: z.string(),
    subbrand: z.string(),
    image: z.string(),
    attributesJson: z.string().meta({ description: 'JSON object of the variant attributes, e.g. {"Size":"M"}' }),
    customInfo1: z.string(),
    customInfo2: z.string(),
    customInfo3: z.string(),
    customInfo4: z.string(),
    customInfo5: z.string(),
    subscriptionUserSettings: z.object({
      subscriptionPlanId: z.string(),
      subscriptionTermId: z.string(),
      userPricingType: z.string(),
      subscriptionJson: z.string(),
      authorizationAmount: z.number(),
    }),
    giftWrapId: z.string(),
    priceMatchReqId: z.string(),
    couponProvider: z.string(),
    deliveryMessage: z.string(),
    price: priceSchema,
    listPrice: priceSchema,
    subTotal: priceSchema.meta({ description: 'price × qty' }),
    totalPrice: priceSchema.meta({ description: 'subTotal − discount' }),
    discount: priceSchema,
    additionalCharge: priceSchema,
    companyDiscount: priceSchema,
    qty: z.number().int(),
    displayOrder: z.number().int(),
    itemType: z.number().int(),
    itemGroupId: z.number().int(),
    currentStock: z.number().int(),
    displayInBasket: z.boolean(),
    isSubscription: z.boolean(),
    isMembership: z.boolean(),
    isGiftWrapApplied: z.boolean(),
    isManualPrice: z.boolean(),
    categoryItems: z.array(
      z.object({ categoryId: z.string(), categoryName: z.string(), parentCategoryId: z.string(), parentCategoryName: z.string() }),
    ),
    promotionsApplied: z.array(promotionAppliedSchema),
    variantProducts: z.array(
      z.object({
        stockCode: z.string(),
        productId: z.string(),
        price: priceSchema,
        slug: z.string(),
        image: z.string(),
        productName: z.string(),
        variantAttributes: z.array(keyValueSchema),
      }),
    ),
    variantProductsAttribute: z.array(z.object({ fieldName: z.string(), fieldCode: z.string(), fieldValues: z.array(z.string()) })),
    lineInfo: z
      .object({
        customInfo1Formatted: z.string(),
        customInfo2Formatted: z.string(),
        customInfo3Formatted: z.string(),
        customInfo4Formatted: z.string(),
        customInfo5Formatted: z.string(),
        serviceType: z.string(),
        lengthMm: z.number(),
        additionalServiceCost: z.number(),
      })
      .meta({ description: 'Extension: what custom-info stored for the line' }),
  })
  .meta({ id: 'BasketLine' });
export type BasketLine = z.infer<typeof basketLineSchema>;

export const basketSchema = z
  .object({
    id: z.string(),
    currencySymbol: z.string(),
    currencyCode: z.string(),
    userId: z.string(),
    userEmail: z.string(),
    shippingMethodId: z.string().meta({ description: 'The chosen method, else the default one' }),
    poNumber: z.string(),
    postCode: z.string(),
    baseCurrency: z.string(),
    microSiteId: z.string(),
    deliveryInstruction: z.string(),
    giftWrapId: z.string(),
    giftWrapOption: z.string(),
    membershipPlanId: z.string(),
    customInfo1: z.string(),
    customInfo2: z.string(),
    customInfo3: z.string(),
    customInfo4: z.string(),
    customInfo5: z.string(),
    subTotal: priceSchema,
    shippingCharge: priceSchema,
    discount: priceSchema,
    additionalCharge: priceSchema,
    grandTotal: priceSchema.meta({ description: 'subTotal − discount + additionalCharge + shippingCharge, exactly' }),
    totalWithoutShipping: priceSchema,
    companyDiscount: priceSchema,
    subscriptionTotal: priceSchema,
    membershipDiscount: priceSchema,
    taxPercent: z.number(),
    exchangeRate: z.number(),
    baseCurrencyTotal: z.number(),
    maxDimensionMm: z.number().int(),
    quoteStatus: z.number().int().meta({ description: QUOTE_STATUSES.map((s) => `${s.id} ${s.name}`).join(', ') }),
    isLocked: z.boolean(),
    createdByAdmin: z.boolean(),
    isQuote: z.boolean(),
    hasMembership: z.boolean(),
    hasSubscription: z.boolean(),
    isGiftWrapApplied: z.boolean(),
    created: z.string(),
    lastUpdated: z.string(),
    validUntil: z.string().nullable(),
    lineItems: z.array(basketLineSchema),
    promotionsApplied: z.array(promotionAppliedSchema),
    shippingMethods: z.array(shippingMethodSchema),
    deliveryPlans: z.array(deliveryPlanSchema),
    shippingAddress: basketAddressSchema.nullable(),
    billingAddress: basketAddressSchema.nullable(),
    snippets: z.array(z.string()),
    slugType: z.string(),
    voucherCodes: z.array(z.string()).meta({ description: 'Extension: vouchers entered on the basket' }),
  })
  .meta({ id: 'Basket' });
export type Basket = z.infer<typeof basketSchema>;

// ---- request bodies ----------------------------------------------------------------------------

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

export const basketCreateSchema = z
  .object({
    currencyCode: z.string().trim().regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code').optional(),
    userId: guid.optional().meta({ description: 'Default: the UserId header; none for a guest basket' }),
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
export const basketLineParamSchema = z.object({ id: guid, lineId: guid });
export const basketUserParamSchema = z.object({ userId: guid });
export const basketVoucherParamSchema = z.object({ id: guid, code: text(50).min(1) });

// ---- back-office extensions --------------------------------------------------------------------

export const basketListQuerySchema = z.object({
  page: formInt(1, 1_000_000).optional(),
  pageSize: formInt(1, 100).optional(),
  userId: guid.optional(),
  email: z.string().trim().max(320).optional(),
  isQuote: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
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
