import { SORT_OPTIONS, type FacetFilter } from '@/lib/api/schemas/catalog-search';
import { firstParam, toURLSearchParams, type SearchParamsInput } from '@/lib/url-state/grid-params';

/**
 * The storefront preview's URL (STYLE rule 5): `q` free text, `sort` a key of SORT_OPTIONS, `page`,
 * `pageSize`, and one `f=<facet key>:<value>` per ticked facet value. Shared by the page (to search)
 * and its client leaves (to build links); a hand-edited, invalid value falls back to the default.
 */
export const PREVIEW_PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PREVIEW_PAGE_SIZE = 24;

export interface PreviewState {
  q: string;
  sort: string | null;
  page: number;
  pageSize: number;
  /** Ticked facet values, as `key:value` strings in URL order. */
  selected: string[];
}

const SORT_KEYS: readonly string[] = SORT_OPTIONS.map((o) => o.key);

export const selectionOf = (key: string, value: string) => `${key}:${value}`;

export function parsePreviewParams(params: SearchParamsInput): PreviewState {
  const url = toURLSearchParams(params);
  const page = Number(firstParam(params, 'page'));
  const pageSize = Number(firstParam(params, 'pageSize'));
  const sort = firstParam(params, 'sort') ?? null;
  return {
    q: (firstParam(params, 'q') ?? '').trim().slice(0, 200),
    sort: sort && SORT_KEYS.includes(sort) ? sort : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PREVIEW_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_PREVIEW_PAGE_SIZE,
    selected: [...new Set(url.getAll('f').filter((f) => /^[^:]+:.+$/.test(f)))],
  };
}

/** The ticked values grouped into the search request's `filters` (values of one key ORed, keys ANDed). */
export function filtersOf(selected: string[]): FacetFilter[] {
  const byKey = new Map<string, string[]>();
  for (const s of selected) {
    const at = s.indexOf(':');
    const key = s.slice(0, at);
    byKey.set(key, [...(byKey.get(key) ?? []), s.slice(at + 1)]);
  }
  return [...byKey].map(([key, values]) => ({ key, values }));
}

/**
 * This page's href with one facet value ticked or unticked (`value` null: every value of `key`;
 * `key` null: every facet). Back to page 1, since the old page number means nothing in the new result.
 */
export function toggledHref(
  current: URLSearchParams,
  key: string | null,
  value: string | null,
  on: boolean,
): string {
  const next = new URLSearchParams(current);
  const kept = next
    .getAll('f')
    .filter((f) =>
      key === null ? false : value === null ? !f.startsWith(`${key}:`) : f !== selectionOf(key, value),
    );
  if (on && key !== null && value !== null) kept.push(selectionOf(key, value));
  next.delete('f');
  next.delete('page');
  for (const f of kept) next.append('f', f);
  const query = next.toString();
  return query ? `/storefront-preview?${query}` : '/storefront-preview';
}
