import { advancedSearchBodySchema, type AdvancedSearchBody } from '@/lib/api/schemas/product-search';
import { firstParam, type SearchParamsInput } from '@/lib/url-state/grid-params';

/**
 * The product grid's filters as URL search params. Each param is named for the field of the v1
 * advanced-search body it fills, so the grid URL, the bulk-update wizard's "every product matching"
 * and the service call all speak the same names. Shared by the grid (`/catalogue/products`) and the
 * wizard (`/bulk-update`).
 */
export const GRID_FILTER_KEYS = [
  'freeText',
  'categoryId',
  'brandId',
  'collectionId',
  'vendorId',
  'seasonCode',
  'status',
  'tag',
  'stockAvailability',
  // Filters like the others, so the export, "select all N matching" and the wizard's link all honour it.
  'completenessBelow',
  'missingTranslation',
  // A channel's code (docs/channels.md).
  'channel',
] as const satisfies readonly (keyof AdvancedSearchBody)[];
export type GridFilterKey = (typeof GRID_FILTER_KEYS)[number];

const NUMERIC: ReadonlySet<GridFilterKey> = new Set(['status', 'stockAvailability', 'completenessBelow']);

/**
 * The advanced-search body for the filters in `params`. A hand-edited, invalid value is dropped
 * (the grid then shows more, never fails); empty fields mean "no filter".
 */
export function gridFiltersFromParams(params: SearchParamsInput): AdvancedSearchBody {
  const body: Record<string, unknown> = {};
  for (const key of GRID_FILTER_KEYS) {
    const raw = firstParam(params, key)?.trim();
    if (!raw) continue;
    const value = NUMERIC.has(key) ? Number(raw) : raw;
    const one = advancedSearchBodySchema.safeParse({ [key]: value });
    if (one.success) body[key] = one.data[key];
  }
  return body as AdvancedSearchBody;
}

/** The URL params of `filters` (only the grid's keys, only set values), for links between pages. */
export function gridFiltersToParams(filters: Partial<Record<GridFilterKey, unknown>>): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of GRID_FILTER_KEYS) {
    const v = filters[key];
    if (v !== undefined && v !== null && v !== '') out.set(key, String(v));
  }
  return out;
}

/** True when no filter is set: "every product matching" then means the whole catalogue. */
export const hasGridFilters = (filters: AdvancedSearchBody) =>
  GRID_FILTER_KEYS.some((k) => filters[k] !== undefined);

/**
 * The wizard's explicit selection: the grid stores its selection (lib/products/bulk-selection.ts:
 * chosen ids, or filters and their total) in sessionStorage under this key and opens
 * `/bulk-update?from=grid`; without `from`, the wizard takes the grid filter params of its URL.
 */
export const BULK_SELECTION_STORAGE_KEY = 'catalogue.bulk-update.selection';
