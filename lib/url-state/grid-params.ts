/**
 * Grid state in the URL (STYLE rule 5): `page`, `pageSize`, `sort` and `order` search params, so a
 * view can be bookmarked, shared and restored with the back button. Filters are further params that
 * each page parses itself. A hand-edited, invalid value falls back to the default rather than failing.
 * Used by server pages (to fetch) and by DataTable/Pagination (to build links).
 */
export type SortOrder = 'asc' | 'desc';

export interface GridParams<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S | null;
  order: SortOrder;
}

export interface GridOptions<S extends string> {
  sortable: readonly S[];
  defaultSort?: S;
  defaultOrder?: SortOrder;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** What Next passes a page as `searchParams` (awaited), or URLSearchParams. */
export type SearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams;

export function firstParam(params: SearchParamsInput, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const v = params[name];
  return Array.isArray(v) ? v[0] : v;
}

export function toURLSearchParams(params: SearchParamsInput): URLSearchParams {
  if (params instanceof URLSearchParams) return new URLSearchParams(params);
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) out.append(k, one);
  return out;
}

export function parseGridParams<S extends string>(
  params: SearchParamsInput,
  options: GridOptions<S>,
): GridParams<S> {
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  const defaultPageSize = options.defaultPageSize ?? pageSizes[0];
  const page = Number(firstParam(params, 'page'));
  const pageSize = Number(firstParam(params, 'pageSize'));
  const sort = firstParam(params, 'sort') as S | undefined;
  const order = firstParam(params, 'order');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: pageSizes.includes(pageSize) ? pageSize : defaultPageSize,
    sort: sort && options.sortable.includes(sort) ? sort : (options.defaultSort ?? null),
    order: order === 'asc' || order === 'desc' ? order : (options.defaultOrder ?? 'asc'),
  };
}

/**
 * The href of this page with some params changed (`null` removes one). Changing anything but the
 * page sends the user back to page 1, since the old page number means nothing in the new view.
 */
export function gridHref(
  pathname: string,
  current: SearchParamsInput,
  changes: Record<string, string | number | null>,
): string {
  const next = toURLSearchParams(current);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  if (!('page' in changes)) next.delete('page');
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Rows `page` of `pageSize` out of an in-memory list (for lists the service returns whole). */
export function pageOf<T>(rows: T[], { page, pageSize }: Pick<GridParams, 'page' | 'pageSize'>): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
