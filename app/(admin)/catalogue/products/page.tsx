import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import type { ComboOption } from '@/components/products/grid-combobox';
import { listChannels } from '@/lib/api/channels';
import { listCategoryTree } from '@/lib/api/categories';
import { ApiError } from '@/lib/api/errors';
import { unlessUnavailable } from '@/lib/api/optional';
import { countCatalogue, listBrands, lookupOptions, searchProducts } from '@/lib/api/products';
import { countsText } from '@/lib/products/catalogue-counts';
import type { CategoryListItem } from '@/lib/api/schemas/category';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import type { SearchParamsInput } from '@/lib/url-state/grid-params';
import { gridEditData } from './grid-edit-data';
import { clearFiltersHref, editFieldsFromParams, isEditMode, productGridState } from './grid-model';
import { GridNavigationProvider, GridResults } from './grid-navigation';
import { FilterSheet } from '@/components/ui/filter-sheet';
import { ProductFilters, type FilterChoices } from './product-filters';
import { NewProductShortcut } from './new-product-shortcut';
import { ProductGrid } from './product-grid';
import { ProductGridEdit } from './product-grid-edit';
import { SavedViews } from './saved-views';
import { translationLocales } from '@/lib/api/locales';

export const metadata: Metadata = { title: 'Products' };

const PATH = '/catalogue/products';

/** The category tree depth-first, each node with its depth (indent) and full path (search). */
function categoryOptions(items: CategoryListItem[], trail: string[] = []): ComboOption[] {
  return items.flatMap((c) => [
    { value: c.id, label: c.name, depth: trail.length, path: [...trail, c.name].join(' › ') },
    ...categoryOptions(c.subCategories, [...trail, c.name]),
  ]);
}

async function filterChoices(): Promise<FilterChoices> {
  const [categories, brands, collections, locales, channels] = await Promise.all([
    unlessUnavailable(listCategoryTree(), 'categories'),
    unlessUnavailable(listBrands(), 'brands'),
    unlessUnavailable(lookupOptions('Collections'), 'collections'),
    unlessUnavailable(translationLocales(), 'languages'),
    unlessUnavailable(listChannels(), 'channels'),
  ]);
  return {
    categories: categoryOptions(categories ?? []),
    brands: (brands ?? [])
      .toSorted((a, b) => a.name.localeCompare(b.name))
      .flatMap((b) => [
        { value: b.id, label: b.name, depth: 0, path: b.name },
        ...b.subBrands.map((s) => ({ value: s.id, label: s.name, depth: 1, path: `${b.name} › ${s.name}` })),
      ]),
    collections: (collections ?? [])
      .toSorted((a, b) => a.value.localeCompare(b.value))
      .map((c) => ({ value: c.key, label: c.value })),
    locales: (locales ?? []).map((l) => ({ value: l.culture, label: l.label })),
    channels: (channels ?? []).map((c) => ({ value: c.code, label: c.name })),
  };
}

const filtersInForce = (filters: object) => Object.values(filters).filter((v) => v !== undefined && v !== '' && v !== null).length;
const hasFilters = (filters: object) => filtersInForce(filters) > 0;

/** A filter the service refuses (an unknown season code, say) is shown on the page, not as a crash. */
async function searchOrRefusal(...args: Parameters<typeof searchProducts>) {
  try {
    return { ok: true as const, ...(await searchProducts(...args)) };
  } catch (e) {
    if (e instanceof ApiError && e.status >= 400 && e.status < 500) return { ok: false as const, error: e };
    throw e;
  }
}

export default async function ProductsPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  const staff = await requireRole('products');
  const params = await searchParams;
  const { grid, filters, completenessBelow, grouped, searchBody, columns } = productGridState(params);
  const [search, choices, counts] = await Promise.all([
    searchOrRefusal(
      searchBody,
      { page: grid.page, pagesize: grid.pageSize },
      { sortBy: grid.sort, sortOrder: grid.sort ? grid.order : null },
    ),
    filterChoices(),
    // The filters' products and variants (grouping variants under masters only changes the rows);
    // filters the service refuses are shown by the search's refusal instead.
    countCatalogue(filters).catch((e: unknown) => {
      if (e instanceof ApiError && e.status >= 400 && e.status < 500) return null;
      throw e;
    }),
  ]);
  const canWrite = can(staff.role, 'products', 'write');
  const canBulkUpdate = can(staff.role, 'bulkUpdate', 'write');
  // The edit mode saves as a bulk run: the roles that may run bulk updates may edit in the grid.
  const editing = canBulkUpdate && isEditMode(params) && search.ok ? await gridEditData(search.result, editFieldsFromParams(params)) : null;

  return (
    <>
      <PageHeader
        title="Products"
        description="Search the catalogue, choose columns, export the result, or select products for a quick action or a bulk update."
        breadcrumbs={crumbsFor(PATH)}
        actions={
          <>
            <Link href="/catalogue/products/deleted" className={buttonClass('secondary', 'md')}>
              Deleted products
            </Link>
            {canWrite && (
              <Link href="/catalogue/products/new" className={buttonClass('primary', 'md')} aria-keyshortcuts="N">
                New product
              </Link>
            )}
          </>
        }
      />
      {canWrite && <NewProductShortcut />}
      <GridNavigationProvider>
        <div className="space-y-3">
          <FilterSheet title="Filter products" active={filtersInForce(filters) + (completenessBelow === undefined ? 0 : 1)}>
            <ProductFilters filters={filters} completenessBelow={completenessBelow} choices={choices} />
          </FilterSheet>
          <SavedViews staffId={staff.id} />
          {search.ok && counts && (
            <p className="text-sm text-slate-700" data-testid="catalogue-counts">
              {countsText(counts)}
              {hasFilters(filters) ? ' match these filters' : ' in the catalogue'}
            </p>
          )}
          <GridResults>
            {search.ok && editing ? (
              <ProductGridEdit rows={editing.rows} spec={editing.spec} totalRecords={search.totalRecords} params={grid} />
            ) : search.ok ? (
              <ProductGrid
                rows={search.result}
                totalRecords={search.totalRecords}
                params={grid}
                searchBody={searchBody}
                grouped={grouped}
                columns={columns}
                canBulkUpdate={canBulkUpdate}
                canWrite={canWrite}
                brands={choices.brands}
                collections={choices.collections}
              />
            ) : (
              <Alert
                tone="warning"
                title="These filters cannot be searched"
                actions={
                  <Link href={clearFiltersHref(PATH, params)} className={buttonClass('secondary', 'sm')}>
                    Clear filters
                  </Link>
                }
              >
                <p>{search.error.message}</p>
              </Alert>
            )}
          </GridResults>
        </div>
      </GridNavigationProvider>
    </>
  );
}
