import { z } from 'zod';
import { guidSchema } from './fields';
import { productIdsSchema } from './bulk-update';

/**
 * Bulk price change (extension, issue 11): PUT /api/v1/bulk-update/price. Sets, raises or lowers the
 * sell or list price of many products in one price list (or every list of one currency) by an amount
 * or a percentage, then rounds and keeps it at or above cost. One schema for the endpoint, the
 * preview and the wizard's form.
 */
export const PRICE_FIELDS = ['sellPrice', 'listPrice'] as const;
export const PRICE_MODES = ['set', 'raise', 'lower'] as const;
export const ROUNDING_KINDS = ['ending', 'nearest'] as const;
/** How many rows the preview lists (it counts them all). */
export const PRICE_PREVIEW_ROWS = 50;

const amount = z
  .union([z.number(), z.string()], { error: 'must be an amount such as 12.50' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), 'must be an amount of at least 0 with at most two decimals, such as 12.50');

const percent = z
  .union([z.number(), z.string()], { error: 'must be a percentage such as 10 or 12.5' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,4}(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= 1000, 'must be a percentage above 0 and at most 1000, with at most two decimals');

export const priceRoundingSchema = z
  .strictObject({
    kind: z.enum(ROUNDING_KINDS).meta({ description: 'ending: the nearest price ending in `value` (0.99 → 12.99); nearest: the nearest multiple of `value` (0.05 → 12.35)' }),
    value: amount,
  })
  .superRefine((r, ctx) => {
    const v = Number(r.value);
    if (r.kind === 'ending' && !(v >= 0 && v < 1)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'an ending must be between 0.00 and 0.99' });
    if (r.kind === 'nearest' && !(v > 0)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'a step must be above 0, such as 0.05' });
  })
  .meta({ id: 'BulkPriceRounding' });

const priceChangeObject = z.strictObject({
  priceField: z.enum(PRICE_FIELDS).default('sellPrice').meta({ description: 'sellPrice (with tax; the price without tax follows from the tax class) or listPrice' }),
  mode: z.enum(PRICE_MODES).meta({ description: 'set: becomes `amount`; raise / lower: by `amount` or by `percent`' }),
  amount: amount.optional(),
  percent: percent.optional(),
  priceListId: guidSchema.optional().meta({ description: 'The price list to change; without it and without currencyCode, the default list' }),
  currencyCode: z
    .string('must be a currency code such as GBP')
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a currency code such as GBP')
    .transform((c) => c.toUpperCase())
    .optional()
    .meta({ description: 'Every price list of this currency (ignored when priceListId is given)' }),
  rounding: priceRoundingSchema.optional(),
  floorAtCost: z.boolean('must be true or false').default(true).meta({ description: 'A result below the cost price becomes the cost price (default true)' }),
});

type PriceChangeShape = z.output<typeof priceChangeObject>;

/** What the fields mean together: set needs an amount; raise and lower one of amount or percent. */
function checkChange(b: PriceChangeShape, ctx: z.RefinementCtx) {
  if (b.mode === 'set') {
    if (b.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'is required to set a price' });
    if (b.percent !== undefined) ctx.addIssue({ code: 'custom', path: ['percent'], message: 'cannot set a price to a percentage; use raise or lower' });
  } else if ((b.amount === undefined) === (b.percent === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: `give either amount or percent to ${b.mode} prices by` });
  } else if (b.mode === 'lower' && b.percent !== undefined && Number(b.percent) > 100) {
    ctx.addIssue({ code: 'custom', path: ['percent'], message: 'cannot lower a price by more than 100%' });
  }
}

/** The change without the products (the by-filter body and the wizard's form). */
export const priceChangeSchema = priceChangeObject.superRefine(checkChange).meta({ id: 'BulkPriceChange' });
export type PriceChangeInput = z.input<typeof priceChangeSchema>;
export type PriceChangeBody = z.output<typeof priceChangeSchema>;

/** Body of PUT /api/v1/bulk-update/price and POST /api/v1/bulk-update/price/preview. */
export const bulkPriceSchema = priceChangeObject
  .extend({ productIds: productIdsSchema })
  .superRefine(checkChange)
  .meta({ id: 'BulkUpdatePrice' });
export type BulkPriceBody = z.output<typeof bulkPriceSchema>;

const previewRow = z.object({
  productId: z.string(),
  name: z.string(),
  stockCode: z.string(),
  priceListId: z.string(),
  priceListCode: z.string(),
  currencyCode: z.string(),
  before: z.string(),
  after: z.string(),
  costPrice: z.string(),
  flooredAtCost: z.boolean(),
});

/** Answer of the preview: every price row counted, the first PRICE_PREVIEW_ROWS listed. */
export const pricePreviewSchema = z
  .object({
    prices: z.number().int().meta({ description: 'Price rows of the listed products in the chosen list(s)' }),
    changed: z.number().int().meta({ description: 'Of those, how many would change' }),
    flooredAtCost: z.number().int().meta({ description: 'How many end at the cost price because of the floor' }),
    withoutPrice: z.number().int().meta({ description: 'Listed products with no price in the chosen list(s): left alone' }),
    rows: z.array(previewRow),
  })
  .meta({ id: 'BulkPricePreview' });
export type PricePreview = z.output<typeof pricePreviewSchema>;
