import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { searchCatalog, type CatalogSearchResult } from '@/lib/api/catalog-search';
import { ApiError } from '@/lib/api/errors';
import { requireRole } from '@/lib/auth/session';
import { gridHref, toURLSearchParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { AppliedFilters } from './applied-filters';
import { FacetPanel } from './facet-panel';
import { filtersOf, parsePreviewParams, PREVIEW_PAGE_SIZES, type PreviewState } from './preview-params';
import { ProductCard } from './product-card';
import { SortSelect } from './sort-select';

export const metadata: Metadata = { title: 'Storefront preview' };

/** The search, or the service's refusal of it (a hand-edited URL naming an unknown facet, say). */
async function search(state: PreviewState): Promise<CatalogSearchResult | ApiError> {
  try {
    return await searchCatalog({
      freeText: state.q || undefined,
      filters: filtersOf(state.selected),
      sortBy: state.sort ?? undefined,
      currentPage: state.page,
      pageSize: state.pageSize,
    });
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) return e;
    throw e;
  }
}

/**
 * What a shopper would see for a search (POST /api/v2/catalog/search/advanced): facets with counts,
 * applied filters, sorting, paging and the product grid. Everything is in the URL.
 */
export default async function StorefrontPreviewPage({
  searchParams,
}: {
  searchParams: Promise<SearchParamsInput>;
}) {
  await requireRole('storefrontPreview');
  const params = await searchParams;
  const state = parsePreviewParams(params);
  const current = toURLSearchParams(params);
  const result = await search(state);

  return (
    <>
      <PageHeader
        title="Storefront preview"
        description="Search the catalogue as a shopper does: the same results, facets and prices the storefront gets."
        breadcrumbs={crumbsFor('/storefront-preview')}
      />
      <form role="search" action="/storefront-preview" className="mb-4 flex max-w-xl gap-2">
        {state.sort && <input type="hidden" name="sort" value={state.sort} />}
        {state.selected.map((f) => (
          <input key={f} type="hidden" name="f" value={f} />
        ))}
        <Input
          type="search"
          name="q"
          defaultValue={state.q}
          aria-label="Search the storefront"
          placeholder="Search products…"
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      {result instanceof ApiError ? (
        <Alert
          tone="danger"
          title="The storefront refused this search"
          actions={
            <Link href="/storefront-preview" className={buttonClass('secondary')}>
              Start a new search
            </Link>
          }
        >
          {result.message}
        </Alert>
      ) : (
        <Results result={result} state={state} current={current} />
      )}
    </>
  );
}

function Results({
  result,
  state,
  current,
}: {
  result: CatalogSearchResult;
  state: PreviewState;
  current: URLSearchParams;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <aside className="lg:sticky lg:top-16 lg:self-start">
        <FacetPanel facets={result.filters} />
      </aside>
      <section aria-labelledby="results-heading" className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="results-heading" className="text-sm font-semibold text-slate-900" aria-live="polite">
            {result.total === 1 ? '1 product' : `${result.total.toLocaleString('en-GB')} products`}
            {state.q && <span className="font-normal text-slate-500"> for “{state.q}”</span>}
          </h2>
          <SortSelect key={result.sortBy} options={result.sortList} value={result.sortBy} />
        </div>
        <AppliedFilters facets={result.filters} selected={state.selected} current={current} />
        {result.results.length === 0 && result.total > 0 ? (
          <EmptyState
            title="This page is past the last page"
            description={`The search found ${result.total.toLocaleString('en-GB')} products, on fewer pages.`}
            action={
              <Link
                href={gridHref('/storefront-preview', current, { page: null })}
                className={buttonClass('secondary')}
              >
                Go to the first page
              </Link>
            }
          />
        ) : result.results.length === 0 ? (
          <EmptyState
            title="No products match"
            description={
              state.selected.length || state.q
                ? 'A shopper would see no products for this search. Try other words, or remove a filter.'
                : 'The storefront shows no products: none is visible and active.'
            }
            action={
              state.selected.length || state.q ? (
                <Link href="/storefront-preview" className={buttonClass('secondary')}>
                  Clear the search
                </Link>
              ) : undefined
            }
          />
        ) : (
          <ul aria-label="Products" className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
            {result.results.map((p) => (
              <ProductCard key={p.recordId} product={p} />
            ))}
          </ul>
        )}
        <Pagination
          page={result.currentPage || state.page}
          pageSize={state.pageSize}
          totalRecords={result.total}
          pageSizes={PREVIEW_PAGE_SIZES}
          itemLabel="products"
        />
      </section>
    </div>
  );
}
