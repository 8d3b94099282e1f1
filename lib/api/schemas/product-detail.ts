import { z } from 'zod';
import { completenessFields } from './completeness';
import { keyValueSchema } from './attributes';
import { fileObjectSchema } from './category';
import { uploadedImageSchema } from './product-media';
import { productPricingSchema } from './product-pricing';

const kv = keyValueSchema;

/** The spec's file object, with the extension fields of uploaded images (lib/api/schemas/product-media.ts). */
const productFileSchema = fileObjectSchema
  .extend({ tag: z.string(), upload: uploadedImageSchema.nullable().meta({ description: 'Extension: set for images uploaded here' }) })
  .meta({ id: 'ProductFileObject' });
const measure = z.object({ key: z.string().meta({ description: 'Unit: KG for weight, CM for the others' }), value: z.number() });

export const basicInfoSchema = z.object({
  name: z.string(),
  stockCode: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  notes: z.string(),
  keywords: z.string(),
  productCode: z.string(),
  seasonId: z.string().meta({ description: "Guid of the season, '' when none" }),
  dropId: z.string(),
  tariffCode: z.string(),
  colorName: z.string(),
  colorCode: z.string().meta({ description: 'Hex colour or swatch URL' }),
  originCountry: z.string().meta({ description: 'ISO 3166-1 alpha-2 code' }),
  extendedDescription: z.string(),
  productVariantGroupCode: z.string(),
  isActive: z.boolean(),
  isVisible: z.boolean(),
  hasVariant: z.boolean(),
  isForPDLC: z.boolean(),
  brand: kv.nullable().meta({ description: 'key: brand Guid, value: name; null when none' }),
  subbrand: kv.nullable(),
  defaultCategory: kv.nullable(),
  externalBrands: kv.nullable().meta({ description: 'Not used by this service: always null' }),
  categories: z.array(kv).meta({ description: 'Every category the product is linked to, the default first' }),
  externalCategories: z.array(kv).meta({ description: 'Not used by this service: always empty' }),
  productType: z.number().int().meta({ description: '1 Product, 2 Service, 3 Gift card' }),
  status: z.number().int().meta({ description: '0 None, 1 Draft, 2 Active, 3 Archived, 4 Discontinued' }),
});

export const variantItemSchema = z
  .object({
    productId: z.string(),
    productIId: z.number().int(),
    stockCode: z.string(),
    sku: z.string(),
    name: z.string(),
    status: z.number().int(),
    isActive: z.boolean(),
    isVisible: z.boolean(),
    colorName: z.string(),
    colorCode: z.string(),
    image: z.string().meta({ description: "URL of the default image, '' when none" }),
    sellPrice: z.number().nullable().meta({ description: 'In the currency of defaultPricing; null when the variant has no price in that list' }),
    currencyCode: z.string(),
    inventory: z.number().int().meta({ description: 'Sum over warehouses of stock on hand minus allocated' }),
    attributes: z.array(kv).meta({ description: 'Values of the variant-defining attributes (variantConfig.selectedAttributeCodes), key = attribute code' }),
    isCurrent: z.boolean().meta({ description: 'true for the product this detail is about' }),
  })
  .meta({ id: 'VariantItem' });

/** Extension: the spec names `variantProduct` without showing its fields. */
export const variantProductSchema = z
  .object({
    masterProductId: z.string().meta({ description: 'Guid of the master product of the variant family' }),
    masterStockCode: z.string(),
    attributeCodes: z.array(z.string()).meta({ description: 'The attributes the variants differ by, such as Size or ColorName' }),
    items: z.array(variantItemSchema).meta({ description: 'Every variant of the master, in stock-code order' }),
  })
  .meta({
    id: 'VariantProduct',
    description:
      'Extension (shape not shown by the spec): the variant family the product belongs to — on a master its variants, on a variant its master and siblings. null for a product without variants.',
  });

export const variantConfigSchema = z.object({
  createManualStockCode: z.boolean(),
  independentProductUrl: z.boolean(),
  displayInProductWidget: z.boolean(),
  displayInProductDetail: z.boolean(),
  listType: z.number().int().meta({ description: '1 RollUp, 2 Expanded' }),
  selectedAttributeCodes: z.string(),
  variantInputTypes: z.string(),
});

const inventoryItemSchema = z.object({
  warehouseId: z.string(),
  warehouseName: z.string(),
  stockOnHand: z.number().int(),
  stockAllocated: z.number().int(),
  fulfilFromWarehouseDays: z.number().int(),
  fulfilFromStoreDays: z.number().int(),
  fulfilFromSupplierDays: z.number().int(),
  lastUpdated: z.string(),
  sellWithoutInventory: z.boolean(),
  fulfilFromWarehouse: z.boolean(),
  fulfilFromStore: z.boolean(),
  fulfilFromSupplier: z.boolean(),
});

const relatedItemSchema = z.object({
  productId: z.string(),
  stockCode: z.string(),
  name: z.string(),
  image: z.string(),
  displayOrder: z.number().int(),
});

const domainSchema = z.object({
  recordId: z.string(),
  categoryId: z.string(),
  domainId: z.string(),
  domainName: z.string(),
  isActive: z.boolean(),
  isVisible: z.boolean(),
  sellWithoutInventory: z.boolean(),
  excludeFromShoppingFeed: z.boolean(),
  fulfilFromWarehouse: z.boolean(),
  fulfilFromStore: z.boolean(),
  sortOrder: z.number().int(),
  availabilityText: z.string(),
  condition: z.string(),
  showConditionOnStoreFront: z.boolean(),
  enableNotifyMe: z.boolean(),
  launchDate: z.string().nullable(),
});

/** Spec: the v1 product detail (`result` of GET /api/v1/product/{id}). */
export const productDetailSchema = z
  .object({
    productId: z.string(),
    basicInfo: basicInfoSchema,
    identifiers: z.object({ sku: z.string(), mpn: z.string(), upcean: z.string(), gtn: z.string(), barcode: z.string(), barCodeUrl: z.string() }),
    flags: z.object({
      isActive: z.boolean(),
      isVisible: z.boolean(),
      sellWithoutInventory: z.boolean(),
      fulfilFromWarehouse: z.boolean(),
      fulfilFromStore: z.boolean(),
    }),
    media: z.object({
      files: z.array(productFileSchema).meta({ description: 'Images and PDFs (mediaType 0 and 2)' }),
      videos: z.array(z.object({ recordId: z.string(), url: z.string(), isDefault: z.boolean(), displayOrder: z.number().int() })),
    }),
    dimensions: z.object({ uom: z.string(), weight: measure, height: measure, length: measure, width: measure }),
    customAttributes: z.object({
      customAttributeSetId: z.string(),
      customFieldsWithValues: z.array(kv).meta({ description: 'key: attribute code (meta-info fieldCode), value: stored value' }),
    }),
    variants: z.object({
      variantProduct: variantProductSchema.nullable(),
      variantConfig: variantConfigSchema.nullable().meta({ description: 'Set on masters with variants; null otherwise' }),
      customFields: z
        .array(z.object({ label: z.string(), key: z.string(), value: z.string() }))
        .meta({ description: "This product's values of the variant-defining attributes (label: attribute name, key: code)" }),
    }),
    defaultPricing: productPricingSchema.nullable().meta({
      description: 'The price list in the Currency header\'s currency when one exists (the default list of that currency first), else the default price list',
    }),
    pricelists: z.array(productPricingSchema),
    inventory: z.array(inventoryItemSchema),
    relatedProducts: z.object({
      showRelatedProducts: z.boolean(),
      isAuto: z.boolean(),
      sortBy: z.string(),
      maxProducts: z.number().int(),
      relatedProductConfig: z.null(),
      relatedProduct: z.array(relatedItemSchema),
    }),
    shippingInfo: z.object({
      packageDimensions: z.object({ widthCm: z.number(), heightCm: z.number(), depthCm: z.number(), weightKg: z.number() }),
      shippingTypes: z.array(z.string()),
      deliveryNote: z.string(),
      additionalShippingFees: z.number(),
      isFreeShipping: z.boolean(),
    }),
    seo: z.object({
      name: z.string(),
      url: z.string(),
      updatedUrl: z.string(),
      metaTitle: z.string(),
      metaDescription: z.string(),
      metaKeywords: z.string(),
      isRedirectedFor: z.boolean(),
    }),
    giftWrap: z.object({
      giftWrapSettings: z.null(),
      giftWrapTypes: z.array(z.string()),
      selectedGiftWraps: z.array(z.string()),
      enableGiftWrap: z.boolean(),
      allAvailableOptions: z.array(z.string()),
      allowedOptions: z.array(z.string()),
    }),
    purchasability: z.object({
      purchasabilityType: z.number().int(),
      preorder: z.object({
        enabled: z.boolean(),
        shortMessage: z.string(),
        message: z.string(),
        launchDate: z.string().nullable(),
        takeOrdersFrom: z.string().nullable(),
        takeOrdersUntil: z.string().nullable(),
        maxStock: z.number().int(),
      }),
      minPurchaseQty: z.number().int(),
      maxPurchaseQty: z.number().int().meta({ description: '0 means no limit' }),
    }),
    domains: z.array(domainSchema),
    bundleConfig: z.null(),
    configurableOptions: z.null(),
    bundles: z.null(),
    advancedPurchaseData: z.null(),
    productVariantDomain: z.null(),
    audit: z
      .object({
        created: z.string(),
        lastUpdated: z.string(),
        createdBy: z.string().nullable(),
        updatedBy: z.string().nullable(),
        version: z.number().int(),
      })
      .meta({ description: 'Extension: when and by whom (UserId header) the product was created and last changed; version is the ETag' }),
    ...completenessFields,
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type VariantProduct = z.infer<typeof variantProductSchema>;
