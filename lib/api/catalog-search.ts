import 'server-only';
import {
  catalogSearchResultSchema,
  type CatalogSearchResult,
  type FacetFilter,
} from '@/lib/api/schemas/catalog-search';
import { requestD, type LocaleHeaders } from './http';

export type { CatalogSearchResult, FacetFilter };

export interface CatalogSearch {
  freeText?: string;
  filters?: FacetFilter[];
  sortBy?: string;
  currentPage?: number;
  pageSize?: number;
}

/**
 * The storefront's faceted search (POST /api/v2/catalog/search/advanced), facets included: what a
 * shopper would get for the same query.
 */
export function searchCatalog(search: CatalogSearch, headers?: LocaleHeaders): Promise<CatalogSearchResult> {
  return requestD(
    {
      method: 'POST',
      path: '/api/v2/catalog/search/advanced',
      body: { ...search, filters: search.filters?.length ? search.filters : undefined, allowFacets: true },
      headers,
    },
    catalogSearchResultSchema,
  );
}
