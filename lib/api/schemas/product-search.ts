import { z } from 'zod';
import { guidSchema } from './fields';
import { pagingQuerySchema } from './paging';
import { completenessFields } from './completeness';

/** Spec: product search item (v1 search results). */
export const productSearchItemSchema = z
  .object({
    productId: z.string(),
    productIId: z.number().int(),
    stockCode: z.string(),
    name: z.string(),
    categoryName: z.string().meta({ description: 'Name of the default category' }),
    brandName: z.string(),
    image: z.string().meta({ description: "URL of the default image, '' when none" }),
    thumbnail: z
      .string()
      .meta({ description: "Extension: URL of the default image's 160 px wide preview (the w160 rendition of an upload), '' when none" }),
    variantCount: z.number().int().meta({ description: 'Extension: how many variants this master product has (0 for a variant or a standalone product)' }),
    masterProductId: z.string().nullable().meta({ description: "Extension: a variant's master product (recordId); null for masters and standalone products" }),
    currency: z.string().meta({ description: 'Currency code of sellPrice and costPrice (follows the Currency header)' }),
    currencySymbol: z.string(),
    sku: z.string(),
    inventory: z.number().int().meta({ description: 'Sum over warehouses of stock on hand minus allocated' }),
    sellPrice: z
      .number()
      .nullable()
      .meta({ description: "The price list's sell price (the Currency header's list, else the default list); null when the product has a price in neither: it has no price, not a price of 0" }),
    costPrice: z.number().nullable().meta({ description: 'Cost price in the same list; null when the product has no price there' }),
    status: z.number().int(),
    published: z.string().nullable().meta({ description: 'DateTime the product was published; null when never' }),
    lastUpdated: z.string(),
    ...completenessFields,
    translations: z
      .record(z.string(), z.record(z.string(), z.string()))
      .optional()
      .meta({ description: 'Extension, only with `withTranslations` in the request: the product\u2019s translated fields per enabled locale (culture → field → text; docs/locales.md); every non-default locale is listed, maybe empty' }),
  })
  .meta({ id: 'ProductSearchItem' });
export type ProductSearchItem = z.infer<typeof productSearchItemSchema>;

export const SORT_FIELDS = [
  'relevance',
  'name',
  'stockCode',
  'sellPrice',
  'inventory',
  'lastUpdated',
  'status',
  'brandName',
  'categoryName',
  'completeness',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

const caseInsensitiveEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const hit = values.find((x) => x.toLowerCase() === v.trim().toLowerCase());
      if (!hit) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
        return z.NEVER;
      }
      return hit as T[number];
    })
    .meta({ description: label });

/**
 * Query of every v1 search: paging plus the grid's sort (extension). Without sortBy, free-text
 * searches sort by relevance and the others newest first (productIId descending). sortOrder defaults
 * to desc for relevance, lastUpdated and inventory, asc for the others (completeness: least complete
 * first, a product without required attributes counting as 100).
 */
export const searchQuerySchema = pagingQuerySchema.extend({
  sortBy: caseInsensitiveEnum(SORT_FIELDS, `Extension: ${SORT_FIELDS.join(', ')}`),
  sortOrder: caseInsensitiveEnum(['asc', 'desc'] as const, 'Extension: asc or desc'),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const LIFECYCLES = ['New', 'Upcoming', 'PreOrder', 'Live', 'EndOfLife'] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];

/** '' and null mean "no filter" (forms send empty fields). */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalGuid = z.preprocess(blank, guidSchema.optional());
const optionalText = z.preprocess(
  blank,
  z.string('must be a string').trim().max(200, 'must be at most 200 characters').optional(),
);
const optionalInt = (min: number, max: number, description: string) =>
  z
    .preprocess(
      blank,
      z
        .number('must be a whole number')
        .int('must be a whole number')
        .min(min, `must be between ${min} and ${max}`)
        .max(max, `must be between ${min} and ${max}`)
        .optional(),
    )
    .meta({ description });

/** Body of POST /api/v1/search/advanced (and /advanced/ids). Every field optional; given fields combine with AND. */
export const advancedSearchBodySchema = z
  .object({
    categoryId: optionalGuid.meta({ description: 'Category or sub-category: products in it or anywhere below it' }),
    brandId: optionalGuid.meta({ description: 'Brand or sub-brand' }),
    collectionId: optionalGuid,
    vendorId: optionalGuid.meta({ description: 'Supplier recordId' }),
    createdId: optionalGuid.meta({ description: 'UserId header of the call that created the product' }),
    lastUpdatedId: optionalGuid.meta({ description: 'UserId header of the call that last changed the product' }),
    seasonCode: optionalText.meta({ description: 'Season code, case-insensitive' }),
    status: optionalInt(-1, 4, 'Status id; -1 (or absent) means every status'),
    tag: optionalText.meta({ description: 'Products carrying this tag (case-insensitive, whole tag)' }),
    channel: optionalText.meta({ description: 'Channel code (WEB) or id, case-insensitive: products assigned to that channel (docs/channels.md). A microsite (domain) code such as UK, which no channel has, still selects the products listed on that site.' }),
    lifecycle: z
      .preprocess(blank, z.string('must be a string').optional())
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const hit = LIFECYCLES.find((l) => l.toLowerCase() === v.trim().toLowerCase());
        if (!hit) {
          ctx.addIssue({ code: 'custom', message: `must be one of ${LIFECYCLES.join(', ')}` });
          return z.NEVER;
        }
        return hit;
      })
      .meta({
        description:
          'New: launched in the last 30 days; Upcoming: launch date in the future; PreOrder: pre-order enabled; Live: Active and launched; EndOfLife: Archived or Discontinued',
      }),
    stockCode: optionalText.meta({ description: 'Text found anywhere in the stock code, case-insensitive' }),
    itemType: optionalInt(0, 2, '1 master or standalone product, 2 variant; 0 (or absent) both'),
    masterProductId: optionalGuid.meta({ description: 'Extension: the variants of this master product' }),
    stockAvailability: optionalInt(0, 2, '1 in stock (available quantity above 0), 2 out of stock; 0 (or absent) both'),
    manufacturer: optionalText.meta({ description: 'Text found in the name of the brand or sub-brand, case-insensitive' }),
    productName: optionalText.meta({ description: 'Every word starts a word of the product name, case-insensitive' }),
    completenessBelow: optionalInt(0, 100, 'Extension: products whose completeness (0–100) is below this; 100 finds every incomplete product'),
    withTranslations: z
      .preprocess(blank, z.boolean('must be true or false').optional())
      .meta({ description: 'Extension: each item also carries `translations` (its translated fields per enabled locale), as the back-office\u2019s export writes them' }),
    missingTranslation: optionalText.meta({
      description:
        'Extension: products not yet translated into this enabled locale (code or culture, not the default): without a translated name, or without a translated short description or description they have text for (docs/locales.md)',
    }),
    freeText: optionalText.meta({
      description:
        'Every word must start a word of the name, stock code, SKU, brand, sub-brand or a category name (case-insensitive); ranked by relevance with an exact stock code or SKU first. A single word of 3+ characters also finds stock codes containing it.',
    }),
  })
  .meta({ id: 'AdvancedSearch' });
export type AdvancedSearchBody = z.output<typeof advancedSearchBodySchema>;

/** Path of by-status: -1 all, 0..4 the status table. */
export const statusParamSchema = z.object({
  id: z
    .string()
    .regex(/^-?\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= -1 && n <= 4, 'must be -1 (all) or a status id from 0 to 4'),
});

/** Most ids /search/advanced/ids returns (the most a bulk update accepts). */
export const MAX_ID_RESULTS = 100_000;

/** The advanced-search body as routes accept it: an empty body means "no filters". */
export const advancedSearchRequestSchema = z.preprocess((v) => v ?? {}, advancedSearchBodySchema);

/**
 * The one count of the catalogue (POST /api/v1/search/advanced/counts, extension; docs/counts.md):
 * products are masters and standalone products (item type 1), variants the variants (item type 2),
 * deleted products never. The dashboard, the product grid and the bulk-update wizard show these.
 */
export const catalogueCountsSchema = z
  .object({
    products: z.number().int().meta({ description: 'Masters and standalone products (itemType 1) that match' }),
    variants: z.number().int().meta({ description: 'Variants (itemType 2) that match' }),
  })
  .meta({ id: 'CatalogueCounts' });
export type CatalogueCounts = z.output<typeof catalogueCountsSchema>;
