import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { companyDetailSchema, companyIdParamsSchema, storefrontCompanyUserSchema } from '@/lib/api/schemas/b2b';
import { basketIdParamSchema } from '@/lib/api/schemas/basket-requests';
import { basketSchema } from '@/lib/api/schemas/basket';
import { brandSchema, catalogSearchResultSchema, searchItemSchema } from '@/lib/api/schemas/catalog-search';
import { storeLookupParamsSchema, storeSchema, storeSearchQuerySchema } from '@/lib/api/schemas/stores';
import {
  basketBulkLineSchema,
  basketCartInfoSchema,
  basketItemChangeSchema,
  basketMergeQuerySchema,
  basketProductParamSchema,
  basketPromoParamSchema,
  basketShippingQuerySchema,
  basketUserQuerySchema,
  productIdParamSchema,
  slugQuerySchema,
  stockCodeParamSchema,
} from '@/lib/api/schemas/storefront';
import { OUT_OF_DOMAIN } from '@/lib/http/out-of-domain';
import { addPath, jsonBody, responses } from './helpers';

/**
 * Extensions the vendor's real clients need: better-commerce/betterstorefront ("storefront") and
 * better-commerce/n8n-nodes-bettercommerce ("automation node"). Each names its client and file; where
 * a client and the spec disagree, the description says that the spec wins. docs/real-clients.md lists them.
 */
const SF = 'Needed by the vendor storefront (better-commerce/betterstorefront)';
const N8N = 'the vendor automation node (better-commerce/n8n-nodes-bettercommerce)';
const TAG = 'Real clients';

/** The product page's model: the search item plus the product detail's attribute list the storefront reads. */
const productPageSchema = searchItemSchema.extend({
  customAttributes: z
    .array(
      z.object({
        key: z.string(),
        display: z.string(),
        value: z.string(),
        valueText: z.string(),
        fieldText: z.string(),
        displayOrder: z.number(),
      }),
    )
    .meta({
      description:
        "The product's attributes as the storefront's product page reads them (ProductView.tsx, TechnicalSpecification.tsx)",
    }),
});

const slugAnswer = (what: z.ZodType) =>
  z.object({
    statusCode: z.number(),
    status: z.string().meta({
      description: '"OK", or "NotFound" (HTTP 200) when nothing has the slug, as the storefront reads it',
    }),
    errors: z.array(z.string()),
    success: z.boolean(),
    message: z.string(),
    messageCode: z.string(),
    result: what.nullable(),
    snippets: z.array(z.unknown()).meta({
      description:
        "The page's own script snippets, always a list (empty: this catalogue keeps none per page); the storefront's get-product.ts copies it into its page props, where a missing value fails its page",
    }),
  });

const categoryNode = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  slug: z.string().meta({ description: 'category/<path>' }),
  link: z.string().meta({ description: 'category/<path>, without a leading slash (the storefront adds its own)' }),
  parentId: z.string(),
  displayOrder: z.number().int(),
  subCategories: z.array(z.unknown()).meta({ description: 'Child categories, each of this same shape' }),
});

export function registerRealClientPaths(registry: OpenAPIRegistry) {
  const add = (config: Parameters<typeof addPath>[1]) =>
    addPath(registry, { ...config, tag: TAG, extension: true });
  // A lookup by storefront slug: the record in a bare answer, or (HTTP 200) status "NotFound" and result null.
  const bySlug = (
    operationId: string,
    method: 'get' | 'post',
    path: string,
    summary: string,
    description: string,
    what: z.ZodType,
  ) =>
    add({
      tag: TAG,
      method,
      path,
      operationId,
      summary,
      description,
      request: { query: slugQuerySchema },
      // The answer itself is bare (status NotFound included); a refused request fails in Wrapper D.
      responses: { ...responses('D', z.null(), [400, 401]), 200: responses('bare', slugAnswer(what), [])[200] },
      // Answered from memory (lib/http/read-cache.ts); a GET lookup any cache may keep too.
      revalidation: method === 'get' ? 'shared' : 'private',
    });

  // ---- catalogue ---------------------------------------------------------------------------------
  add({
    tag: TAG,
    method: 'get',
    path: '/api/v2/catalog/search/keyword-redirections',
    operationId: 'listKeywordRedirections',
    summary: 'Search keywords that redirect',
    description: `${SF} (api/endpoints/keywords.ts, on every page). The catalogue keeps no keyword rules: always an empty list.`,
    responses: responses('D', z.array(z.object({ keyword: z.string(), redirectUrl: z.string() })), [401]),
  });
  add({
    tag: TAG,
    method: 'post',
    path: '/api/v2/catalog/search/r',
    operationId: 'listProductSlugs',
    summary: 'Slugs of all listed products',
    description: `${SF} (get-all-product-paths.ts, static paths): result.products[].slug as products/<seo>, active visible master products, at most 5000 (others render on demand).`,
    responses: responses('D', z.object({ products: z.array(z.object({ slug: z.string() })) }), [401]),
    revalidation: 'private',
  });
  add({
    tag: TAG,
    method: 'post',
    path: '/api/v2/catalog/search/advanced/minimal',
    operationId: 'searchCatalogMinimal',
    summary: 'The search with the storefront body',
    description: [
      `${SF} (get-all-products.ts, get-all-recently-viewed.ts, search-product.ts). The same search as POST /api/v2/catalog/search/advanced, with its body as the storefront sends it: a qs-encoded form (filters[0][Key]=…&filters[0][Value]=…, stockCodes[]=…) whatever the Content-Type says, or JSON.`,
      'Filter keys of the storefront are mapped: brandNoAnlz → brand, classification.category → category (values: names, slugs or Guids), price.raw.withTax → price ("10-50", "10-*"); IsSelected false is skipped. sortOrder asc/desc; the empty Guid in categoryId/brandId/collectionId means none; stockCodes lists exactly those products (a variant\u2019s master) in the order asked; excludeOOSProduct is accepted (the search lists sellable products).',
      'Spec wins: unknown facet keys, unknown brand or category names and malformed ranges are 400 (the storefront would otherwise show an unfiltered list as filtered).',
    ].join(' '),
    request: {
      body: {
        content: {
          'application/x-www-form-urlencoded': { schema: z.record(z.string(), z.string()) },
          'application/json': { schema: z.record(z.string(), z.unknown()) },
        },
      },
    },
    responses: responses('D', catalogSearchResultSchema, [400, 401, 413]),
    revalidation: 'private',
  });
  add({
    tag: TAG,
    method: 'get',
    path: '/api/v2/catalog/category',
    operationId: 'getCatalogCategoryTree',
    summary: 'The category tree (storefront shape)',
    description: `${SF} (category/get-all-categories.ts): every category with slug and link category/<path> (no leading slash: the storefront writes \`/\${link}\`), children nested in subCategories.`,
    responses: responses('D', z.array(categoryNode), [401]),
    revalidation: 'shared',
  });
  bySlug(
    'getCategoryBySlug',
    'post',
    '/api/v2/catalog/category/slug',
    'A category by its storefront slug',
    `${SF} (category/get-category-by-slug.ts): slug category/<path>, a bare path, the category slug or code. Nothing found: HTTP 200 with status "NotFound" and result null, as the storefront tells a missing page.`,
    categoryNode,
  );
  bySlug(
    'getProductBySlug',
    'post',
    '/api/v2/catalog/product/slug',
    'A product by its storefront slug',
    `${SF} (api/operations/get-product.ts): slug products/<seo> (or the bare seo name); answers the v2 search item (the storefront's product model) priced in the Currency header. Nothing found: HTTP 200 with status "NotFound", result null.`,
    productPageSchema,
  );
  bySlug(
    'previewProductBySlug',
    'post',
    '/api/v2/catalog/product/preview',
    'A product page preview by storefront slug',
    `${SF} (api/operations/get-product-preview.ts; its production build prerenders pages/preview/products for every product): as product/slug, inactive products included, so staff can look at a page before it goes live. Nothing found: HTTP 200 with status "NotFound", result null.`,
    productPageSchema,
  );
  bySlug(
    'getProductQuickView',
    'get',
    '/api/v2/catalog/product/quickview',
    "A product's quick view by storefront slug",
    `${SF} (api/operations/get-product-quick-views.ts): the product page as product/slug answers it. Nothing found: HTTP 200 with status "NotFound", result null.`,
    productPageSchema,
  );
  add({
    tag: TAG,
    method: 'get',
    path: '/api/v2/catalog/product/{id}',
    operationId: 'getCatalogProductById',
    summary: 'A product by Guid',
    description: `Needed by ${N8N} (Modules/Product/Get). The v2 search item; 404 for an unknown or inactive product, 400 for a malformed Guid.`,
    request: { params: productIdParamSchema },
    responses: responses('D', productPageSchema, [400, 401, 404]),
    revalidation: 'shared',
  });
  add({
    tag: TAG,
    method: 'get',
    path: '/api/v2/catalog/product/{id}/stockcode',
    operationId: 'getCatalogProductByStockCode',
    summary: 'A product by stock code',
    description: `${SF}: the path segment is the stock code (any case). 404 when no active product has it.`,
    request: { params: stockCodeParamSchema },
    responses: responses('D', productPageSchema, [400, 401, 404]),
    revalidation: 'shared',
  });
  add({
    tag: TAG,
    method: 'get',
    path: '/api/v2/catalog/product/{id}/related-products',
    operationId: 'listProductRelatedProducts',
    summary: 'Related products of a product',
    description: `${SF} (get-related-products.ts): the product by Guid or stock code; its active related products in their order.`,
    request: { params: stockCodeParamSchema },
    responses: responses('D', z.array(searchItemSchema), [400, 401, 404]),
    revalidation: 'shared',
  });
  bySlug(
    'getBrandBySlug',
    'post',
    '/api/v2/catalog/brand/slug',
    'A brand by its storefront slug',
    `${SF} (getBrandBySlug.ts): slug brands/<slug> or the bare slug; manufacturerName, link /brands/<slug>, isActive added. Nothing found: HTTP 200 with status "NotFound".`,
    brandSchema.extend({
      manufacturerName: z.string().meta({ description: 'The brand name, as the storefront reads it' }),
      link: z.string().meta({ description: '/brands/<slug>' }),
      isActive: z.boolean(),
      recordId: z.string().meta({ description: 'The brand id again' }),
      productList: z.null().meta({ description: 'Always null: the storefront lists a brand\u2019s products with a catalogue search' }),
    }),
  );

  // ---- stores ------------------------------------------------------------------------------------
  add({
    tag: TAG,
    method: 'get',
    path: '/api/v2/stores/{postCode}',
    operationId: 'getStoreOrStoresNear',
    summary: 'A store by Guid, or the stores near a post code',
    description: `${SF} (store-locator): a store Guid answers that store (its details page); a post code answers as POST does. Stores carry \`address\` (one line) besides address1/address2.`,
    request: { params: storeLookupParamsSchema, query: storeSearchQuerySchema },
    responses: responses('D', z.union([storeSchema, z.array(storeSchema)]), [400, 401, 404]),
  });

  // ---- baskets -----------------------------------------------------------------------------------
  const basketOp = (
    operationId: string,
    method: 'put' | 'post' | 'delete',
    path: string,
    summary: string,
    description: string,
    request: Record<string, unknown>,
  ) =>
    add({
      tag: TAG,
      method,
      path: `/api/v2/commerce/basket/{id}${path}`,
      operationId,
      summary,
      description,
      request: { params: basketIdParamSchema, ...request },
      responses: responses('D', basketSchema, [400, 401, 404, 422]),
    });
  basketOp(
    'changeBasketItemQuantity',
    'put',
    '/items/add',
    'Change an item\u2019s quantity (the real API)',
    `${SF} (cart/use-add-item.tsx) and ${N8N} (Order|Quote/Create). productId or stockCode; qty is a change: +n adds, -n takes away (to 0 removes the line), 0 removes the line. The empty Guid as basket id starts a new basket (its id in result.id); an id with no basket yet creates it on this first write.`,
    { body: jsonBody(basketItemChangeSchema) },
  );
  basketOp(
    'addBasketLinesOrCustomInfo',
    'put',
    '/items/add-bulk',
    'Add lines, or set custom info',
    `${SF} (cart/use-bulk-add.ts: a list of lines, property names in camelCase or PascalCase, each line's qty as items/add reads it: 0 removes the line, as components/cart/SizeChange does for the old size; cart/use-update-cart-info.ts: an object {customInfo1..5, lineInfo} as PUT …/custom-info takes, lineInfo also as its JSON text and a custom-info value that is an object as its JSON text). All lines or none.`,
    { body: jsonBody(z.union([z.array(basketBulkLineSchema), basketCartInfoSchema])) },
  );
  add({
    tag: TAG,
    method: 'delete',
    path: '/api/v2/commerce/basket/{id}/items/{lineId}/remove',
    operationId: 'removeBasketProduct',
    summary: 'Remove a product from the basket',
    description: `${SF} (cart/use-remove-item.tsx): the segment is the product Guid; its lines (and their personalised children) go.`,
    request: { params: basketProductParamSchema },
    responses: responses('D', basketSchema, [400, 401, 404]),
  });
  basketOp(
    'assignBasketToUser',
    'put',
    '/user',
    'Give the basket to a user',
    `${SF} (cart/associate-cart.ts) and ${N8N}: ?userId=.`,
    { query: basketUserQuerySchema },
  );
  basketOp(
    'mergeBasketFromQuery',
    'put',
    '/merge',
    'Merge ?sourceBasketId into this basket',
    `${SF} (cart/merge-cart.ts): as POST …/merge with the source in the query.`,
    { query: basketMergeQuerySchema },
  );
  add({
    tag: TAG,
    method: 'post',
    path: '/api/v2/commerce/basket/{id}/promo/{code}/apply',
    operationId: 'applyBasketPromo',
    summary: 'Apply a voucher',
    description: `${SF} (apply-promo.ts): as POST …/voucher.`,
    request: { params: basketPromoParamSchema },
    responses: responses('D', basketSchema, [400, 401, 404, 422]),
  });
  add({
    tag: TAG,
    method: 'delete',
    path: '/api/v2/commerce/basket/{id}/promo/{code}/remove',
    operationId: 'removeBasketPromo',
    summary: 'Remove a voucher',
    description: `${SF} (apply-promo.ts): as DELETE …/voucher/{code}.`,
    request: { params: basketPromoParamSchema },
    responses: responses('D', basketSchema, [400, 401, 404]),
  });
  basketOp(
    'setBasketDeliveryShippingMethod',
    'put',
    '/delivery/shipping-method',
    'Choose the shipping method',
    `${SF} (shipping/update-delivery.ts): ?shippingMethodId=&countryCode= (countryCode accepted, the basket\u2019s currency decides availability).`,
    { query: basketShippingQuerySchema },
  );

  // ---- B2B ---------------------------------------------------------------------------------------
  add({
    tag: TAG,
    method: 'get',
    path: '/api/v2/commerce/b2b/{companyId}/users',
    operationId: 'listCompanyUsers',
    summary: 'A company\u2019s users',
    description: `${SF} (b2b/get-users.ts). A company user\u2019s id names their company too. Each user also carries the storefront\u2019s fields: \`userId\` (components/TransferBasket keys its options by it), \`companyUserRole\` as the role\u2019s name (its code in \`companyUserRoleCode\`) and \`phoneNo\` (components/account/CompanyUsers.tsx).`,
    request: { params: companyIdParamsSchema },
    responses: responses('D', z.array(storefrontCompanyUserSchema), [400, 401, 404]),
  });
  add({
    tag: TAG,
    method: 'get',
    path: '/api/v2/commerce/b2b/{companyId}/company',
    operationId: 'getCompanyOfUser',
    summary: 'The company of a company user',
    description: `${SF} (b2b/get-company.ts): the path holds the user id.`,
    request: { params: companyIdParamsSchema },
    responses: responses('D', companyDetailSchema, [400, 401, 404]),
  });

  // ---- out of domain -----------------------------------------------------------------------------
  add({
    tag: TAG,
    method: 'get',
    path: '/api/v2/{outOfDomainPath}',
    operationId: 'getOutOfDomainPath',
    summary: 'Calls outside this service\u2019s domain: an empty result',
    description: [
      'The vendor\u2019s clients also call parts this service does not hold. Each answers a well-formed empty result in Wrapper D (after authentication: 401 without a token), any method, never a 404:',
      ...OUT_OF_DOMAIN.map(
        (c) =>
          `- \`${c.path.source}\` (${c.area}): GET → ${JSON.stringify(c.get)}, other methods → ${JSON.stringify(c.other)}; ${c.client}`,
      ),
      'Any other unknown /api/v2 path is 404 in Wrapper D.',
    ].join('\n'),
    request: { params: z.object({ outOfDomainPath: z.string() }) },
    responses: responses('D', z.unknown(), [401, 404]),
  });
}
