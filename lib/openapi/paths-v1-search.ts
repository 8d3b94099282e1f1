import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { guidParamSchema } from '@/lib/api/schemas/category';
import {
  advancedSearchBodySchema,
  catalogueCountsSchema,
  MAX_ID_RESULTS,
  productSearchItemSchema,
  searchQuerySchema,
} from '@/lib/api/schemas/product-search';
import { addPath, jsonBody, responses } from './helpers';

const headers = z.object({
  Currency: z.string().optional().meta({ description: 'sellPrice, costPrice, currency and currencySymbol come from a price list in this currency when one exists' }),
});

const common = [
  'Wrapper A: result is one page of product search items, totalRecords the number of matches. Paging: page ≥ 1 (default 1), pagesize 1–1000 (default 10); a page past the end is an empty result with the right totalRecords.',
  'Extension sortBy/sortOrder: relevance, name, stockCode, sellPrice, inventory, lastUpdated, status, brandName (the brand\'s name), categoryName (the default category\'s name); asc or desc; products without a brand sort last. Default: relevance for free text, else newest first (productIId descending).',
  'inventory is stock on hand minus allocated, summed over warehouses; image the default image; categoryName the default category.',
  'Extension fields of each item: thumbnail (a 160 px preview of the image), variantCount and masterProductId (group variants under their master); extension filter masterProductId lists the variants of one master.',
].join('\n\n');

export function registerSearchPaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Search';
  const items = z.array(productSearchItemSchema);
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v1/search/all',
    operationId: 'searchAllProducts',
    summary: 'Every product',
    description: common,
    request: { query: searchQuerySchema, headers },
    responses: responses('A', items, [400, 401]),
  });
  addPath(registry, {
    tag,
    method: 'post',
    path: '/api/v1/search/advanced',
    operationId: 'searchProductsAdvanced',
    summary: 'Search with any combination of filters',
    description: [
      common,
      'Fields combine with AND; an empty or missing body lists every product. Meanings the spec leaves open: createdId / lastUpdatedId are the UserId header of the call that created / last changed the product; tag a whole tag; channel a microsite code; lifecycle New, Upcoming, PreOrder, Live or EndOfLife; itemType 1 master, 2 variant; stockAvailability 1 in stock, 2 out of stock; manufacturer text in the brand or sub-brand name.',
      'freeText: every word must start a word of the name, stock code, SKU, brand, sub-brand or a category name, case-insensitively; results are ranked (ts_rank), an exact stock code or SKU first. A single code-like word (3+ characters with a digit) also finds stock codes containing it.',
      'An id or code naming nothing (categoryId, brandId, collectionId, vendorId, seasonCode, channel) is a 404 naming the field.',
    ].join('\n\n'),
    request: { query: searchQuerySchema, headers, body: jsonBody(advancedSearchBodySchema) },
    responses: responses('A', items, [400, 401, 404, 413]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/search/advanced/ids',
    operationId: 'searchProductIdsAdvanced',
    summary: 'Every product id matching an advanced search',
    description: `Not in the spec: lets a bulk-update wizard act on "all N matching". Same body and sort as /search/advanced; result is the list of product Guids (at most ${MAX_ID_RESULTS.toLocaleString('en')}, the most one bulk update accepts), totalRecords the number of matches — when it is larger, narrow the filters.`,
    request: { query: searchQuerySchema.pick({ sortBy: true, sortOrder: true }), body: jsonBody(advancedSearchBodySchema) },
    responses: responses('A', z.array(z.string()), [400, 401, 404, 413]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/search/advanced/counts',
    operationId: 'countProductsAdvanced',
    summary: 'How many products and variants match an advanced search',
    description:
      'Not in the spec: the one count of the catalogue, shown by the back-office dashboard, product grid and bulk-update wizard alike. Same body as /search/advanced (an empty body counts the whole catalogue); `products` are masters and standalone products (itemType 1), `variants` the variants (itemType 2), each among the matches (an itemType filter leaves the other at 0); deleted products are never counted. totalRecords of /search/advanced is products + variants of the same body.',
    request: { body: jsonBody(advancedSearchBodySchema) },
    responses: responses('B', catalogueCountsSchema, [400, 401, 404, 413]),
  });
  const byId = (operationId: string, path: string, summary: string, what: string) =>
    addPath(registry, {
      tag,
      method: 'get',
      path,
      operationId,
      summary,
      description: `${common}\n\nAn unknown ${what} is a 404.`,
      request: { params: guidParamSchema, query: searchQuerySchema, headers },
      responses: responses('A', items, [400, 401, 404]),
    });
  byId('searchProductsByCategory', '/api/v1/search/by-category/{id}', 'Products in a category or any of its subcategories', 'category');
  byId('searchProductsByBrand', '/api/v1/search/by-brand/{id}', 'Products of a brand (brand or sub-brand) or sub-brand', 'brand');
  byId('searchProductsByCollection', '/api/v1/search/by-collection/{id}', 'Products in a collection', 'collection');
  byId('searchProductsBySeason', '/api/v1/search/by-season/{id}', 'Products of a season', 'season');
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v1/search/by-status/{id}',
    operationId: 'searchProductsByStatus',
    summary: 'Products of a status',
    description: `${common}\n\nid: -1 every status, 0 None, 1 Draft, 2 Active, 3 Archived, 4 Discontinued; anything else is a 400.`,
    request: { params: z.object({ id: z.string().meta({ description: 'Status id, -1 to 4', example: '2' }) }), query: searchQuerySchema, headers },
    responses: responses('A', items, [400, 401]),
  });
}
