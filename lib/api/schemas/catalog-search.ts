import { z } from 'zod';
import { completenessFields } from './completeness';
import { keyValueSchema } from './attributes';
import { formBoolean, formInt, formJson, formStringList, guid } from './form-values';
import { priceRangeSchema, priceSchema } from './price';

/**
 * v2 catalogue search (POST /api/v2/catalog/search/advanced): the spec's request model, accepted as JSON
 * or as form fields, and its result. What the spec leaves open (facet filters, sort keys, the entries of
 * `filters`) is defined here and described in the OpenAPI document.
 */
export const MAX_SEARCH_PAGE_SIZE = 100;
export const DEFAULT_SEARCH_PAGE_SIZE = 20;

/** Sort keys offered in `sortList`; `sortBy` also takes the bare field with `sortOrder` (0 ascending, 1 descending). */
export const SORT_OPTIONS = [
  { key: 'relevance', value: 'Most relevant' },
  { key: 'newest', value: 'Newest first' },
  { key: 'price-asc', value: 'Price: low to high' },
  { key: 'price-desc', value: 'Price: high to low' },
  { key: 'name-asc', value: 'Name: A to Z' },
  { key: 'name-desc', value: 'Name: Z to A' },
] as const;

/** Facet keys besides attribute codes (custom attributes of input type Select, MultiSelect or Boolean). */
export const CORE_FACETS = ['brand', 'subBrand', 'category', 'collection', 'colour', 'price'] as const;

export const facetFilterSchema = z
  .object({
    key: z.string().trim().min(1, 'is required').max(100),
    values: formStringList(z.string().trim().min(1).max(200)).pipe(z.array(z.string()).min(1, 'at least one value').max(100)),
  })
  .meta({
    id: 'CatalogFacetFilter',
    description:
      'One facet selection: key brand | subBrand | category | collection (values: Guids from the facet items), colour (colour keys), price (ranges "25-50", "200-" or "-25" in major units of the Currency), or a custom attribute code such as Fit (option keys). Values of one key are ORed; keys are ANDed.',
  });
export type FacetFilter = z.output<typeof facetFilterSchema>;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const guids = formStringList(guid).pipe(z.array(z.string()).max(200, 'at most 200 ids'));

export const catalogSearchRequestSchema = z
  .object({
    freeText: text(200).optional(),
    collectionId: z.union([guid, z.literal('')]).optional(),
    brandId: z.union([guid, z.literal('')]).optional().meta({
      description: 'A brand page: the results are the brand\u2019s, and its brand facets list only that brand (with its parent or sub-brands)',
    }),
    brand: text(200).optional().meta({ description: 'Brand name or slug' }),
    facet: text(100).optional().meta({ description: 'With facetOnly: compute only this facet key' }),
    categoryId: z
      .union([guid, z.literal(''), z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/, 'must be a Guid or a category code')])
      .optional()
      .meta({
        description:
          'A category page: the results are the category\u2019s (and its subcategories\u2019), and the category facet lists only the categories below it. A category Guid, or (extension) its code: the vendor storefront sends `classification.categoryCode` here (PDPPageProps.ts, "more from this category")',
      }),
    category: text(200).optional().meta({ description: 'Category code or slug' }),
    barcode: text(50).optional(),
    gender: text(50).optional().meta({ description: 'Value of the Gender attribute (women, men, unisex, girls, boys)' }),
    sortBy: text(50).optional(),
    promoCode: text(50).optional().meta({ description: 'Only products the promotion applies to' }),
    brandIds: guids.optional(),
    excludedBrandIds: guids.optional(),
    categoryIds: guids.optional(),
    ExcludedcategoryIds: guids.optional().meta({ description: 'Spelled so in the spec' }),
    filters: formJson(z.array(facetFilterSchema, { message: 'must be a list of {key, values}' }).max(30))
      .optional()
      .meta({ description: 'Facet selections; as a form field, the same list as JSON text' }),
    sortOrder: formInt(0, 1).optional().meta({ description: '0 ascending, 1 descending (for a bare sortBy field)' }),
    currentPage: formInt(1, 100000).optional(),
    pageSize: formInt(1, MAX_SEARCH_PAGE_SIZE)
      .optional()
      .meta({ description: `String in the spec's listing; a number or its string, 1–${MAX_SEARCH_PAGE_SIZE}, default ${DEFAULT_SEARCH_PAGE_SIZE}` }),
    allowFacets: formBoolean.optional(),
    allowFacet: formBoolean.optional().meta({ description: "The sample's spelling of allowFacets" }),
    facetOnly: formBoolean.optional(),
    includeFreeProduct: formBoolean.optional().meta({ description: 'Accepted; the catalogue has no free products' }),
    includeExcludedBrand: formBoolean.optional().meta({ description: 'true: excludedBrandIds is ignored' }),
    ignoreDisplayInSerach: formBoolean.optional().meta({ description: 'Spelled so in the spec. true: also products hidden from search (isVisible false)' }),
    ignoreRollup: formBoolean.optional().meta({ description: 'Accepted; variants are always rolled up into their master product' }),
    excludeOOSProduct: formBoolean.optional().meta({
      description:
        'true: only products in stock (one they are sold as, themselves or a variant, has stock on hand above what is allocated in a warehouse, or sells without inventory). The vendor storefront sends it on every listing',
    }),
  })
  .meta({ id: 'CatalogSearchRequest' });
export type CatalogSearchRequest = z.output<typeof catalogSearchRequestSchema>;

export const searchImageSchema = z
  .object({
    name: z.string(),
    tag: z.string(),
    image: z.string(),
    imageTypes: z.string(),
    url: z.string(),
    mobileUrl: z.string(),
    alt: z.string(),
    link: z.string(),
    description: z.string(),
    subTitle: z.string(),
    linkType: z.string(),
    buttonText: z.string(),
    eventCategory: z.string(),
    eventAction: z.string(),
    gaValue: z.string(),
    isActive: z.boolean(),
    cssClass: z.string(),
    title: z.string(),
    displayOrder: z.number().int(),
    imageTags: z.array(z.string()),
  })
  .meta({ id: 'SearchImage' });

export const variantProductSchema = z
  .object({
    stockCode: z.string(),
    productId: z.string(),
    price: priceSchema,
    slug: z.string().meta({ description: 'products/<seo> of the variant' }),
    image: z.string(),
    productName: z.string(),
    variantAttributes: z.array(keyValueSchema),
    currentStock: z.number().int().meta({ description: 'Extension' }),
    sellWithoutInventory: z.boolean().meta({ description: 'Extension' }),
    maxPurchaseQty: z.number().int().meta({ description: 'Extension: most units per order, 0 no limit' }),
  })
  .meta({ id: 'CatalogVariantProduct' });

export const variantAttributeSchema = z
  .object({ fieldName: z.string(), fieldCode: z.string(), fieldValues: z.array(z.string()) })
  .meta({ id: 'VariantProductsAttribute' });

export const productAttributeSchema = z
  .object({
    key: z.string(),
    customkey: z.string(),
    display: z.string(),
    value: z.string(),
    originalValue: z.string(),
    isVariantAttribute: z.boolean(),
    displayInProductDetail: z.boolean(),
    displayInProductList: z.boolean(),
    groupDisplayOrder: z.number().int(),
  })
  .meta({ id: 'SearchProductAttribute' });

export const appliedPromotionSummarySchema = z
  .object({ promoCode: z.string(), name: z.string(), discountPct: z.number(), autoApply: z.boolean(), voucherCode: z.string() })
  .meta({ id: 'ProductPromotion' });

export const searchItemSchema = z
  .object({
    id: z.string().meta({ description: 'Product Guid (as recordId)' }),
    recordId: z.string(),
    productId: z.string().meta({ description: 'Extension (the vendor storefront maps it): the product Guid again' }),
    rating: z.number().meta({ description: 'Extension (the vendor storefront maps it): average review rating; 0, reviews are outside this service' }),
    reviewCount: z.number().int().meta({ description: 'Extension (the vendor storefront maps it): 0, reviews are outside this service' }),
    variantGroupCode: z.string().meta({ description: 'Extension (the vendor storefront maps it): productVariantGroupCode' }),
    productIid: z.number().int().meta({ description: 'Extension: the numeric product id' }),
    maxPurchaseQty: z.number().int().meta({ description: 'Extension: most units per order, 0 no limit' }),
    seoName: z.string().meta({ description: 'The product\u2019s URL slug (seo name)' }),
    name: z.string(),
    slug: z.string().meta({
      description: 'The product page\u2019s path as every v2 answer gives it (search/r, product/slug, basket lines): products/<seo>, no leading slash (the vendor storefront links to `/${slug}`)',
    }),
    stockCode: z.string(),
    sku: z.string(),
    barcode: z.string(),
    brand: z.string(),
    subBrand: z.string(),
    brandLogo: z.string(),
    brandSlug: z.string(),
    image: z.string(),
    shortDescription: z.string(),
    description: z.string(),
    extendedDescription: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.string(),
    canonicalTags: z.string().meta({ description: 'products/<seo>, as link' }),
    displayTemplate: z.string(),
    deliveryMessage: z.string(),
    stockAvailabilityMessage: z.string(),
    groupName: z.string(),
    isFeatured: z.boolean(),
    isDiscontinued: z.boolean(),
    subscriptionEnabled: z.boolean(),
    trending: z.boolean(),
    bestSeller: z.boolean(),
    onSale: z.boolean().meta({ description: 'A real reduction: the list price is above the price' }),
    newLaunch: z.boolean(),
    exclusive: z.boolean(),
    isVisible: z.boolean(),
    isActive: z.boolean(),
    isMasterStock: z.boolean(),
    hasVariant: z.boolean(),
    fulfilFromWarehouse: z.boolean(),
    fulfilFromStore: z.boolean(),
    fulfilFromSupplier: z.boolean(),
    componentsInStock: z.boolean(),
    displayOrder: z.number().int(),
    itemType: z.number().int(),
    currentStock: z.number().int(),
    subscriptionPlanType: z.number().int(),
    uomValue: z.number(),
    minPrice: z.number(),
    maxPrice: z.number(),
    listPrice: priceSchema,
    price: priceSchema,
    priceFrom: priceRangeSchema,
    flags: z.object({ isFreeDelivery: z.boolean(), sellWithoutInventory: z.boolean() }),
    variant: z.object({
      variantInputType: z.string(),
      listType: z.number().int(),
      independentProductUrl: z.boolean(),
      displayInProductWidget: z.boolean(),
      displayInProductDetail: z.boolean(),
      attributes: z.array(z.string()),
      variantInputTypes: z.string(),
    }),
    attributes: z.array(productAttributeSchema),
    classification: z.object({
      categoryId: z.string(),
      categoryCode: z.string(),
      mainCategoryId: z.string(),
      mainCategoryName: z.string(),
      category: z.string(),
      itemTypeCode: z.string(),
      itemType: z.string(),
      attributeSet: z.string(),
      attributeSetId: z.string(),
    }),
    preOrder: z.object({ isEnabled: z.boolean(), launchDateTime: z.string().nullable() }),
    images: z.array(searchImageSchema),
    relatedProducts: z.array(z.string()).meta({ description: 'Guids of related products' }),
    freeProducts: z.array(z.string()),
    variantProducts: z.array(variantProductSchema),
    variantProductsAttribute: z.array(variantAttributeSchema),
    variantProductsMinimal: z.array(z.object({ productId: z.string(), stockCode: z.string() })),
    variantProductsAttributeMinimal: z.array(z.object({ fieldCode: z.string(), fieldValues: z.array(z.string()) })),
    componentProducts: z.array(z.string()),
    promotions: z.array(appliedPromotionSummarySchema),
    uom: z.string(),
    attributeSet: z.string(),
    link: z.string().meta({ description: 'products/<seo>, as slug' }),
    ...completenessFields,
  })
  .meta({ id: 'CatalogSearchItem' });
export type SearchItem = z.infer<typeof searchItemSchema>;

export const facetItemSchema = z
  .object({
    key: z.string().meta({ description: 'The value to send in filters[].values' }),
    name: z.string(),
    count: z.number().int().meta({ description: 'Matches with this value under the other facets\u2019 selections' }),
    isSelected: z.boolean(),
    displayOrder: z.number().int(),
    parentKey: z.string().meta({ description: 'category: the parent category Guid ("" at the top); sub-brand: its brand' }),
    level: z.number().int().meta({ description: 'category: depth, 1 at the top; 0 otherwise' }),
  })
  .meta({ id: 'CatalogFacetItem' });

export const facetSchema = z
  .object({
    name: z.string(),
    key: z.string().meta({ description: 'brand, subBrand, category, collection, colour, price, or an attribute code' }),
    displayOrder: z.number().int(),
    type: z.enum(['multiSelect', 'range']).meta({ description: 'multiSelect: values ORed; range: price bands' }),
    isSelected: z.boolean(),
    items: z.array(facetItemSchema),
  })
  .meta({ id: 'CatalogFacet' });
export type Facet = z.infer<typeof facetSchema>;

export const catalogSearchResultSchema = z
  .object({
    total: z.number().int(),
    pages: z.number().int(),
    currentPage: z.number().int(),
    prevPageUrl: z.string().meta({ description: 'Query string of the previous page\u2019s request ("" on the first page); postable as a form body' }),
    nextPageUrl: z.string(),
    sortList: z.array(keyValueSchema),
    sortBy: z.string(),
    images: z.array(searchImageSchema).meta({ description: 'Banners of the one category searched in, if any' }),
    results: z.array(searchItemSchema),
    filters: z.array(facetSchema),
  })
  .meta({ id: 'CatalogSearchResult' });
export type CatalogSearchResult = z.infer<typeof catalogSearchResultSchema>;

export const brandSchema = z
  .object({
    id: z.string(),
    iid: z.number().int(),
    code: z.string(),
    name: z.string(),
    slug: z.string(),
    logo: z.string(),
    description: z.string(),
    productCount: z.number().int().meta({ description: 'Searchable products of the brand (its sub-brands included)' }),
    subBrands: z.array(
      z.object({
        id: z.string(),
        iid: z.number().int(),
        code: z.string(),
        name: z.string(),
        slug: z.string(),
        logo: z.string(),
        productCount: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof brandSchema>;
