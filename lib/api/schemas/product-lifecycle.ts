import { z } from 'zod';
import { guidSchema, str } from './fields';
import { pagingQuerySchema } from './paging';

/**
 * Product lifecycle (extensions): create, edit every group, duplicate, variants, soft delete and
 * restore. Field values are checked against meta-info in the service (the same rule as the edit form),
 * so the groups here take any scalar and name the field in the error.
 */

/** A value checked by its meta-info rule; numbers and booleans are read as their text. */
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()], { error: 'must be a string, number, boolean or null' });

/** The editable fields of each group and the meta-info field code that validates them ('' = free text). */
export const PRODUCT_GROUP_FIELDS = {
  basicInfo: {
    name: 'Name',
    stockCode: 'StockCode',
    status: 'Status',
    productType: 'ProductType',
    shortDescription: 'ShortDescription',
    description: 'Description',
    keywords: 'Keywords',
    colorName: 'ColorName',
    colorCode: 'ColorCode',
    productCode: '',
    notes: '',
    extendedDescription: '',
    brandId: 'Brand',
    subbrandId: 'SubBrand',
    seasonId: 'Season',
    supplierId: 'Vendor',
    defaultCategoryId: 'Category',
    tariffCode: 'HSNCode',
    originCountry: 'CountryOfOrigin',
    customAttributeSetId: '',
  },
  identifiers: { sku: 'SKU', barcode: 'Barcode', mpn: 'MPN', upcean: '', gtn: '' },
  flags: {
    isActive: 'IsActive',
    isVisible: 'Visibility',
    sellWithoutInventory: 'SellWithoutInventory',
    fulfilFromWarehouse: 'FulfilFromWarehouse',
    fulfilFromStore: 'FulfilFromStore',
    fulfilFromSupplier: 'FulfilFromSupplier',
  },
  dimensions: { weight: 'Weight', height: 'DimHeight', length: 'DimLength', width: 'DimWidth' },
  seo: { url: 'SeoUrl', metaTitle: 'MetaTitle', metaDescription: 'MetaDescription', metaKeywords: 'MetaKeywords' },
  dates: { launchDate: 'LaunchDate', preorderLaunchDate: 'PreorderLanchDate' },
  purchasability: {
    minPurchaseQty: 'MinPurchaseQty',
    maxPurchaseQty: 'MaxPurchaseQty',
    preorderMaxStock: 'PreorderMaxStock',
    enableNotifyMe: 'EnableNotifyMe',
    enableSubscription: 'EnableSubscription',
    isPreorderEnabled: 'IsPreOrderEnabled',
  },
  shippingInfo: { isFreeShipping: 'IsFreeShipping', deliveryNote: 'DeliveryNote' },
} as const;

export type ProductGroupName = keyof typeof PRODUCT_GROUP_FIELDS;
export const PRODUCT_GROUP_NAMES = Object.keys(PRODUCT_GROUP_FIELDS) as ProductGroupName[];

function groupSchema<G extends ProductGroupName>(group: G) {
  const shape = Object.fromEntries(Object.keys(PRODUCT_GROUP_FIELDS[group]).map((k) => [k, scalar.optional()]));
  return z.strictObject(shape as Record<keyof (typeof PRODUCT_GROUP_FIELDS)[G], z.ZodOptional<typeof scalar>>, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `not an editable field: ${iss.keys.join(', ')}` : 'must be an object'),
  });
}

/** Money as a JSON number or a numeric string, at most two decimals (stored exactly, never float arithmetic). */
export const moneySchema = z
  .union(
    [
      // The meta only describes the refinement below to the OpenAPI document; validation is unchanged.
      z.number().meta({ minimum: 0, description: 'An amount of at least 0 with at most two decimals' }),
      z.string().meta({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$', description: 'The same amount as decimal text, such as "12.50"' }),
    ],
    { error: 'must be an amount such as 12.50' },
  )
  // A number is read as JSON wrote it (24.99 → "24.99"), so 1.234 is refused rather than rounded.
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), 'must be an amount of at least 0 with at most two decimals, such as 12.50');

/** `remove: true` takes a row away; it stands alone (a value beside it would be silently dropped). */
const removeFlag = z.literal(true, { error: 'must be true (removes the row)' }).optional();
const removeAlone = <T extends { remove?: true }>(row: T) => !row.remove || Object.keys(row).length === 2;
const removeAloneIssue = { path: ['remove'], message: 'removes the row: give no other value beside it' };

/**
 * One price list's prices. Give sellPrice (with tax) or sellPriceExcVat; the other follows from the
 * tax class. A list the product has no price in yet is added (sellPrice required); `remove: true`
 * takes the product out of the list.
 */
export const priceInputSchema = z
  .strictObject({
    priceListId: guidSchema,
    sellPrice: moneySchema.optional(),
    sellPriceExcVat: moneySchema.optional(),
    listPrice: moneySchema.optional(),
    costPrice: moneySchema.optional(),
    taxClassId: z.number().int('must be a whole number').positive('must be a tax class id').optional(),
    remove: removeFlag,
  })
  .refine(removeAlone, removeAloneIssue);
export type PriceInput = z.output<typeof priceInputSchema>;

const quantity = z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be at least 0').max(1_000_000_000, 'is too large');

/**
 * One warehouse's stock; available = onHand − allocated. A warehouse without a row yet is added;
 * `remove: true` takes the row away (refused while stock is allocated there).
 */
export const stockInputSchema = z
  .strictObject({
    warehouseId: guidSchema,
    onHand: quantity.optional(),
    allocated: quantity.optional(),
    remove: removeFlag,
  })
  .refine(removeAlone, removeAloneIssue);
export type StockInput = z.output<typeof stockInputSchema>;

const guidList = (max: number) => z.array(guidSchema).max(max, `at most ${max}`);

/** PUT /api/v1/product/{id}: any subset of the groups; a group or field left out keeps its values. */
export const productUpdateSchema = z.strictObject(
  {
    ...(Object.fromEntries(PRODUCT_GROUP_NAMES.map((g) => [g, groupSchema(g).optional()])) as {
      [G in ProductGroupName]: z.ZodOptional<ReturnType<typeof groupSchema<G>>>;
    }),
    /** Custom attribute code → value ('' removes it). */
    customAttributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    tags: z.array(str().max(100, 'must be at most 100 characters')).max(100, 'at most 100 tags').optional(),
    /** All category links; the default category is kept among them. */
    categories: guidList(200).optional(),
    collections: guidList(200).optional(),
    relatedProducts: guidList(100).optional(),
    prices: z.array(priceInputSchema).max(100).optional(),
    stock: z.array(stockInputSchema).max(500).optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `not an editable group: ${iss.keys.join(', ')}` : 'must be an object') },
);
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/**
 * POST /api/v1/product/create: the vendor's flat body (`name`, `productCode`, `stockCode`, `itemTypes`,
 * `sellPrice`) plus any group of the update body. `sellPrice` goes to the default price list.
 */
export const productCreateSchema = productUpdateSchema.extend({
  name: str().trim().min(1, 'is required').max(250, 'must be at most 250 characters'),
  stockCode: str().trim().min(1, 'is required').max(50, 'must be at most 50 characters'),
  productCode: str().trim().max(50, 'must be at most 50 characters').optional(),
  /**
   * The vendor's item type: 1 product (a master or single), 2 variant. 0, the automation node's
   * default (Modules/Product/Create/Description.ts), is a standalone product: 1.
   */
  itemTypes: z
    .union([z.number(), z.string()], { error: 'must be 0, 1 or 2' })
    .transform(Number)
    .refine((n) => n === 0 || n === 1 || n === 2, 'must be 1 (product; 0 means the same) or 2 (variant)')
    .transform((n) => (n === 0 ? 1 : n))
    .optional(),
  sellPrice: moneySchema.optional(),
  sku: str().trim().max(50, 'must be at most 50 characters').optional(),
  barcode: str().trim().max(50, 'must be at most 50 characters').optional(),
  status: z.number().int().optional(),
  productFamilyId: z.number().int().positive().optional(),
});
export type ProductCreate = z.output<typeof productCreateSchema>;

/** POST /api/v1/product/{id}/duplicate */
export const productDuplicateSchema = z.strictObject({
  stockCode: str().trim().min(1, 'is required').max(50, 'must be at most 50 characters'),
  name: str().trim().min(1, 'must not be empty').max(250).optional(),
});
export type ProductDuplicate = z.output<typeof productDuplicateSchema>;

/** POST /api/v1/product/{id}/variants: a variant under a master, its values of the variant attributes. */
export const productVariantCreateSchema = z.strictObject({
  stockCode: str().trim().min(1, 'is required').max(50, 'must be at most 50 characters'),
  name: str().trim().max(250).optional(),
  sku: str().trim().max(50).optional(),
  barcode: str().trim().max(50).optional(),
  /** Variant attribute code (from meta-info, e.g. Size or ColorName) → value. */
  attributes: z.record(z.string(), z.string()).refine((a) => Object.keys(a).length > 0, 'name at least one variant attribute'),
  sellPrice: moneySchema.optional(),
});
export type ProductVariantCreate = z.output<typeof productVariantCreateSchema>;

/** GET /api/v1/product/deleted: one soft-deleted product. */
export const deletedProductSchema = z
  .object({
    productId: z.string(),
    stockCode: z.string(),
    name: z.string(),
    deletedAt: z.string().meta({ description: 'ISO 8601 date-time' }),
    deletedBy: z.string(),
    purgeAfter: z.string().meta({ description: 'ISO 8601 date-time: restorable until then' }),
  })
  .meta({ id: 'DeletedProduct' });
export type DeletedProduct = z.output<typeof deletedProductSchema>;

export const deletedProductsQuerySchema = pagingQuerySchema;

/** How long a deleted product stays restorable. */
export const RESTORE_DAYS = 30;

/** meta-info field code (lower-cased) → the group field of the update body that holds it. */
const PATH_OF_CODE = new Map<string, { group: ProductGroupName; field: string }>(
  PRODUCT_GROUP_NAMES.flatMap((group) =>
    Object.entries(PRODUCT_GROUP_FIELDS[group] as Record<string, string>)
      .filter(([, code]) => code !== '')
      .map(([field, code]) => [code.toLowerCase(), { group, field }] as const),
  ),
);
const CODE_OF_PATH = new Map<string, string>();
for (const group of PRODUCT_GROUP_NAMES)
  for (const [field, code] of Object.entries(PRODUCT_GROUP_FIELDS[group] as Record<string, string>)) if (code) CODE_OF_PATH.set(`${group}.${field}`, code);

/**
 * A form generated from meta-info (values by field code, as text) as an update body: core fields into
 * their groups, Tags as a list, the rest as custom attributes. Collections are not set this way.
 */
export function updateFromFieldValues(values: Record<string, string>): ProductUpdate {
  const body: Record<string, unknown> & { customAttributes?: Record<string, string> } = {};
  for (const [code, value] of Object.entries(values)) {
    const lower = code.toLowerCase();
    if (lower === 'collections') continue;
    if (lower === 'tags') {
      body.tags = value.split(',').map((t) => t.trim()).filter(Boolean);
      continue;
    }
    const path = PATH_OF_CODE.get(lower);
    if (path) {
      const group = (body[path.group] ??= {}) as Record<string, string>;
      group[path.field] = value;
    } else (body.customAttributes ??= {})[code] = value;
  }
  return body as ProductUpdate;
}

/** A service error path ("basicInfo.name", "customAttributes.Size", "tags") back to its meta-info field code. */
export function fieldCodeOfPath(path: string): string | undefined {
  if (path.startsWith('customAttributes.')) return path.slice('customAttributes.'.length);
  if (path === 'tags' || path.startsWith('tags.')) return 'Tags';
  return CODE_OF_PATH.get(path);
}

/**
 * GET /api/v1/product/edit-choices: the price lists and warehouses a product's prices and stock can be
 * given in (the product page offers the ones it has no row for yet).
 */
export const productEditChoicesSchema = z
  .object({
    priceLists: z.array(
      z.object({ id: z.string(), code: z.string(), name: z.string(), currencyCode: z.string(), isDefault: z.boolean(), isWholesale: z.boolean() }),
    ),
    warehouses: z.array(
      z.object({ id: z.string(), code: z.string(), name: z.string(), isDefault: z.boolean().meta({ description: 'The default warehouse (setting CatalogSettings.DefaultWarehouseCode, else the first that is not a shop)' }) }),
    ),
  })
  .meta({ id: 'ProductEditChoices' });
export type ProductEditChoices = z.output<typeof productEditChoicesSchema>;
