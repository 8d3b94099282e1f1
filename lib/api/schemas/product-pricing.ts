import { z } from 'zod';
import { keyValueSchema } from './attributes';

/** Spec: defaultPricing and each item of pricelists in the v1 product detail. */
export const productPricingSchema = z
  .object({
    pricelist: keyValueSchema.meta({ description: 'key: price list Guid, value: its name' }),
    sellPrice: z.number().meta({ description: 'Including VAT' }),
    sellPriceExcVat: z.number(),
    listPrice: z.number(),
    costPrice: z.number(),
    landingCost: z.number(),
    currencySymbol: z.string(),
    currencyCode: z.string(),
    taxClass: keyValueSchema.meta({ description: 'key: tax class id, value: its name' }),
    lastUpdated: z.string().meta({ description: 'DateTime' }),
    isPricelistDynamic: z.boolean(),
    isDefault: z.boolean(),
    isGlobal: z.boolean(),
    sameAsMaster: z.boolean(),
    sourcePricelist: keyValueSchema.nullable().meta({ description: 'The list a dynamic list is derived from; null for a source list' }),
    wholeSalePriceList: z.string().meta({ description: "The price list's code when it is a wholesale (trade) list, else ''" }),
  })
  .meta({ id: 'ProductPricing' });
export type ProductPricing = z.infer<typeof productPricingSchema>;
