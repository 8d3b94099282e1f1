import { z } from 'zod';

/**
 * The v2 price object. `raw` amounts are exact decimals of the currency's minor units (computed in
 * integers by lib/service/money.ts); `formatted` is the same amount for display in the currency's locale.
 */
const amounts = <T extends z.ZodType>(t: T) => z.object({ withTax: t, withoutTax: t, tax: t });

export const priceSchema = z
  .object({
    currencySymbol: z.string(),
    formatted: amounts(z.string()),
    raw: amounts(z.number()),
  })
  .meta({ id: 'Price', description: 'v2 price object: withTax = withoutTax + tax, exactly, in raw' });
export type Price = z.infer<typeof priceSchema>;

/** The price object with the minimum and maximum over a product's variants. */
export const priceRangeSchema = priceSchema
  .extend({
    minPrice: z.number(),
    minPriceWithoutTax: z.number(),
    maxPrice: z.number(),
    maxPriceWithoutTax: z.number(),
    currencyDecimalSeparator: z.string(),
    currencyDigitsAfterDecimal: z.number().int(),
  })
  .meta({ id: 'PriceRange', description: 'Price object with the min/max over the variants (v2 search, related products)' });
export type PriceRange = z.infer<typeof priceRangeSchema>;
