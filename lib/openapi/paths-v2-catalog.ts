import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  brandSchema,
  catalogSearchRequestSchema,
  catalogSearchResultSchema,
  SORT_OPTIONS,
} from '@/lib/api/schemas/catalog-search';
import { brandPageQuerySchema } from '@/lib/api/schemas/storefront';
import { addPath, jsonOrFormBody, responses } from './helpers';

const brandPageSchema = z.object({
  results: z.array(brandSchema.extend({ manufacturerName: z.string(), link: z.string(), isActive: z.boolean() })),
  total: z.number().int(),
  pages: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
});

export function registerCatalogPaths(registry: OpenAPIRegistry) {
  const tag = 'v2 Catalogue search';
  addPath(registry, {
    tag,
    method: 'post',
    path: '/api/v2/catalog/search/advanced',
    operationId: 'searchCatalogAdvanced',
    summary: 'Faceted catalogue search',
    description: [
      'Active master products (status Active, isActive; isVisible unless ignoreDisplayInSerach) matching the request, variants summarised on their master, prices from the price list of the `Currency` header (default price list without it; 400 for a currency without one). JSON or form fields; `allowFacet` (the sample\u2019s spelling) is accepted for `allowFacets`, `pageSize` as number or string. An empty body searches everything.',
      '',
      '**Matching.** freeText: every word must match the start of a word of the name, stock code, SKU, brand, sub-brand or category names (of the product or a variant); words of one letter match whole words. brandId/brandIds/brand (name or slug) and categoryId/categoryIds/category (code or slug) select brands (or sub-brands) and categories with their subcategories; excludedBrandIds (ignored with includeExcludedBrand) and ExcludedcategoryIds take them out; collectionId, barcode (of the product or a variant), gender (the Gender attribute) and promoCode (the brand or category a promotion applies to) narrow further. Unknown ids simply match nothing.',
      '',
      '**Facets** (`filters` in the request and in the result). A request filter is `{key, values}`; keys: brand, subBrand, category, collection (values: Guids), colour (colour keys), price (ranges in major units: "25-50", "200-", "-25"), or a custom attribute code of input type Select, MultiSelect or Boolean (e.g. Fit, Pattern, Gender, Features, Vegan; values: option keys). Values of one key are ORed, keys are ANDed. Each result facet is `{name, key, displayOrder, type, isSelected, items[{key, name, count, isSelected, displayOrder, parentKey, level}]}`; counts are SQL aggregates over the matches under every selection except the facet\u2019s own (multi-select), so an item\u2019s count is the total a request adding that value would get. Zero counts are left out unless selected. Categories list every level (parentKey and level let a client draw the tree); price lists bands 0-25, 25-50, 50-100, 100-200, 200-500, 500-. With facetOnly no results are returned; `facet` then limits the facets to one key.',
      '',
      `**Sorting.** sortBy one of ${SORT_OPTIONS.map((o) => `\`${o.key}\``).join(', ')}, or \`price\`/\`name\` with sortOrder 0 ascending, 1 descending. Default: relevance with freeText, newest without. currentPage from 1, pageSize 1–100 (default 20). prevPageUrl/nextPageUrl hold the same request for the neighbouring page as a query string (postable as a form body).`,
      '',
      'Accepted without effect: includeFreeProduct (no free products), ignoreRollup (variants are always rolled up). Failures: 400 VALIDATION_ERROR (wrong types, unknown facet key, malformed price range, unknown sortBy or Currency), 401, 413, 415.',
    ].join('\n'),
    request: { headers: z.object({ Currency: z.string().optional() }), body: jsonOrFormBody(catalogSearchRequestSchema) },
    responses: responses('D', catalogSearchResultSchema, [400, 401, 413, 415]),
    revalidation: 'private',
  });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/catalog/brand/all',
    operationId: 'listBrands',
    summary: 'All active brands with their sub-brands',
    description:
      'The spec uses this call in an authentication example without showing its response; designed here: brands A–Z, each with id, iid, code, name, slug, logo, description, productCount (searchable products, as the unfiltered brand facet counts them) and subBrands. Extension for the vendor storefront (better-commerce/betterstorefront brands.ts): with page or pageSize (sortBy, sortOrder asc/desc) the answer is one page, { results[] (each brand plus manufacturerName, link /brands/<slug>, isActive), total, pages, currentPage, pageSize }.',
    request: { query: brandPageQuerySchema },
    responses: responses('D', z.union([z.array(brandSchema), brandPageSchema]), [400, 401]),
    revalidation: 'shared',
  });
}
