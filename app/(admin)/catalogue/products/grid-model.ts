import type { AdvancedSearchBody, ProductSearchItem, SortField } from '@/lib/api/schemas/product-search';
import { productStatusName } from '@/lib/api/schemas/product-status';
import { GRID_FILTER_KEYS, gridFiltersFromParams } from '@/lib/products/grid-filters';
import { firstParam, parseGridParams, toURLSearchParams, type SearchParamsInput } from '@/lib/url-state/grid-params';

/**
 * The product grid's columns, URL state and CSV layout, shared by the page (server), the grid
 * (client) and the CSV export route. No React here.
 */
export const PRODUCT_COLUMNS = [
  { id: 'name', label: 'Name', sortable: true, defaultVisible: true, required: true },
  { id: 'stockCode', label: 'Stock code', sortable: true, defaultVisible: true },
  { id: 'sku', label: 'SKU', sortable: false, defaultVisible: false },
  { id: 'categoryName', label: 'Category', sortable: true, defaultVisible: true },
  { id: 'brandName', label: 'Brand', sortable: true, defaultVisible: true },
  { id: 'status', label: 'Status', sortable: true, defaultVisible: true },
  { id: 'completeness', label: 'Completeness', sortable: true, defaultVisible: true },
  { id: 'sellPrice', label: 'Sell price', sortable: true, defaultVisible: true },
  { id: 'costPrice', label: 'Cost price', sortable: false, defaultVisible: false },
  { id: 'inventory', label: 'Available', sortable: true, defaultVisible: true },
  { id: 'published', label: 'Published', sortable: false, defaultVisible: false },
  { id: 'lastUpdated', label: 'Last updated', sortable: true, defaultVisible: true },
] as const satisfies readonly {
  id: string;
  label: string;
  sortable: boolean;
  defaultVisible: boolean;
  required?: boolean;
}[];
export type ProductColumnId = (typeof PRODUCT_COLUMNS)[number]['id'];

export const DEFAULT_COLUMNS: ProductColumnId[] = PRODUCT_COLUMNS.filter((c) => c.defaultVisible).map((c) => c.id);

/** Sortable column ids: each is also a v1 search `sortBy` value. */
export const PRODUCT_SORTS = PRODUCT_COLUMNS.filter((c) => c.sortable).map((c) => c.id) as Extract<
  ProductColumnId,
  SortField
>[];

/** Up to the service's 1,000 a page: the rows are virtualised, so a long page scrolls as smoothly as a short one. */
export const PRODUCT_PAGE_SIZES = [10, 25, 50, 100, 250, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** The `columns` URL param: the visible column ids, comma separated; absent means the defaults. */
export const COLUMNS_PARAM = 'columns';

export function columnsFromParams(params: SearchParamsInput): ProductColumnId[] {
  const raw = firstParam(params, COLUMNS_PARAM);
  if (!raw) return DEFAULT_COLUMNS;
  const wanted = new Set(raw.split(','));
  const cols = PRODUCT_COLUMNS.filter((c) => wanted.has(c.id) || ('required' in c && c.required)).map((c) => c.id);
  return cols;
}

/** The `columns` param value for `cols` (null when they are the defaults, so URLs stay short). */
export function columnsParam(cols: readonly ProductColumnId[]): string | null {
  const ordered = PRODUCT_COLUMNS.filter((c) => cols.includes(c.id)).map((c) => c.id);
  return ordered.join(',') === DEFAULT_COLUMNS.join(',') ? null : ordered.join(',');
}

/**
 * `variants=rows` lists variants as rows of their own; by default they are grouped under their master
 * (the search asks for masters and standalone products only, itemType 1, and a master row expands to
 * its variants). A search for text, a tag or a stock code lists matches as they are: a variant found
 * by its own code or tag must not hide behind a master that was not.
 */
export const VARIANTS_PARAM = 'variants';
export const groupsVariants = (params: SearchParamsInput, filters: AdvancedSearchBody) =>
  firstParam(params, VARIANTS_PARAM) !== 'rows' && !filters.freeText && !filters.tag && !filters.stockCode;

/** The v1 advanced-search body the grid sends: its filters (completeness among them), the grouping of variants. */
export type GridSearchBody = AdvancedSearchBody;

export function gridSearchBody(params: SearchParamsInput): GridSearchBody {
  const filters = gridFiltersFromParams(params);
  return { ...filters, ...(groupsVariants(params, filters) ? { itemType: 1 } : {}) };
}

/** Everything the grid reads from its URL. */
export function productGridState(params: SearchParamsInput) {
  const filters = gridFiltersFromParams(params);
  return {
    grid: parseGridParams(params, {
      sortable: PRODUCT_SORTS,
      pageSizes: PRODUCT_PAGE_SIZES,
      defaultPageSize: DEFAULT_PAGE_SIZE,
    }),
    filters,
    completenessBelow: filters.completenessBelow,
    grouped: groupsVariants(params, filters),
    searchBody: gridSearchBody(params),
    columns: columnsFromParams(params),
  };
}

/**
 * The edit mode (`edit=1`) and its columns (`fields`: field codes, comma separated; absent means the
 * defaults of grid-edit-columns.ts): URL state like the rest of the grid, so an editing view can be
 * bookmarked and shared.
 */
export const EDIT_PARAM = 'edit';
export const FIELDS_PARAM = 'fields';

export const isEditMode = (params: SearchParamsInput) => firstParam(params, EDIT_PARAM) === '1';

/** The field codes the URL asks for, or null for the defaults. */
export function editFieldsFromParams(params: SearchParamsInput): string[] | null {
  const raw = firstParam(params, FIELDS_PARAM)?.trim();
  if (!raw) return null;
  const fields = [...new Set(raw.split(',').map((f) => f.trim()).filter(Boolean))].slice(0, 60);
  return fields.length ? fields : null;
}

/** The search as a string (identifies "the same products" across pages and sorts, for "all N matching"). */
export const filterKey = (params: SearchParamsInput) => JSON.stringify(gridSearchBody(params));

/** The CSV export's header and row layout: every field of the search item. */
export const CSV_FIELDS: { header: string; value: (p: ProductSearchItem) => string | number }[] = [
  { header: 'Product ID', value: (p) => p.productId },
  { header: 'Stock code', value: (p) => p.stockCode },
  { header: 'SKU', value: (p) => p.sku },
  { header: 'Name', value: (p) => p.name },
  { header: 'Category', value: (p) => p.categoryName },
  { header: 'Brand', value: (p) => p.brandName },
  { header: 'Status', value: (p) => productStatusName(p.status) },
  { header: 'Currency', value: (p) => p.currency },
  // Empty when the product has no price (never 0).
  { header: 'Sell price', value: (p) => p.sellPrice ?? '' },
  { header: 'Cost price', value: (p) => p.costPrice ?? '' },
  { header: 'Available', value: (p) => p.inventory },
  { header: 'Published', value: (p) => p.published ?? '' },
  { header: 'Last updated', value: (p) => p.lastUpdated },
  { header: 'Image', value: (p) => p.image },
  { header: 'Completeness', value: (p) => completenessOf(p)?.percent ?? '' },
];

/** The export's translation columns: per locale, the name, short description and slug, headed as the import suggests them back. */
export function translationFields(cultures: string[]): typeof CSV_FIELDS {
  return cultures.flatMap((culture) =>
    (
      [
        ['Name', 'name'],
        ['Short description', 'shortDescription'],
        ['SEO URL', 'seoUrl'],
      ] as const
    ).map(([label, field]) => ({ header: `${label} [${culture}]`, value: (p: ProductSearchItem) => p.translations?.[culture]?.[field] ?? '' })),
  );
}

/**
 * Completeness of a search item (0–100 and the missing attribute codes). The search adds these
 * fields in the completeness work; until a service answers them the grid shows a dash.
 */
export function completenessOf(p: ProductSearchItem): { percent: number; missing: string[] } | null {
  const item = p as ProductSearchItem & { completeness?: unknown; missingAttributes?: unknown };
  if (typeof item.completeness !== 'number') return null;
  const missing = Array.isArray(item.missingAttributes) ? item.missingAttributes.filter((m): m is string => typeof m === 'string') : [];
  return { percent: Math.round(item.completeness), missing };
}

/** This grid without any filter (sort, page size and columns kept), back on page 1. */
export function clearFiltersHref(pathname: string, params: SearchParamsInput): string {
  const next = toURLSearchParams(params);
  for (const key of [...GRID_FILTER_KEYS, 'page']) next.delete(key);
  const qs = next.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
