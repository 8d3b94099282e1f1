'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { GridCombobox, type ComboOption } from '@/components/products/grid-combobox';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import type { AdvancedSearchBody } from '@/lib/api/schemas/product-search';
import { PRODUCT_STATUSES } from '@/lib/api/schemas/product-status';
import { GRID_FILTER_KEYS, gridFiltersToParams, type GridFilterKey } from '@/lib/products/grid-filters';
import { toURLSearchParams } from '@/lib/url-state/grid-params';
import { clearFiltersHref } from './grid-model';
import { useGridNavigation } from './grid-navigation';

export interface FilterChoices {
  /** The category tree, depth-first, each with its depth and full path. */
  categories: ComboOption[];
  brands: ComboOption[];
  collections: SelectOption[];
  /** The enabled locales but the default, for "missing translation in …". */
  locales: SelectOption[];
  /** Channels by code. */
  channels: SelectOption[];
}

type Values = Record<
  'freeText' | 'categoryId' | 'brandId' | 'collectionId' | 'seasonCode' | 'status' | 'completenessBelow' | 'missingTranslation' | 'channel',
  string
>;
type TypedKey = 'freeText' | 'seasonCode' | 'completenessBelow';

const valuesOf = (f: AdvancedSearchBody, completenessBelow: number | undefined): Values => ({
  freeText: f.freeText ?? '',
  categoryId: f.categoryId ?? '',
  brandId: f.brandId ?? '',
  collectionId: f.collectionId ?? '',
  seasonCode: f.seasonCode ?? '',
  status: f.status === undefined || f.status === -1 ? '' : String(f.status),
  completenessBelow: completenessBelow === undefined ? '' : String(completenessBelow),
  missingTranslation: f.missingTranslation ?? '',
  channel: f.channel ?? '',
});

/** Typing waits this long after the last key before the grid follows (one search per pause, not per key). */
const TYPING_DELAY_MS = 300;

/**
 * The grid's filters, applied as they change — a choice at once, typing after a short pause; no
 * Search button (Enter applies at once too). Each change rewrites the URL (page 1), keeping sort,
 * page size and columns.
 */
export function ProductFilters({
  filters,
  completenessBelow,
  choices,
}: {
  filters: AdvancedSearchBody;
  completenessBelow: number | undefined;
  choices: FilterChoices;
}) {
  const { navigate } = useGridNavigation();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const fromUrl = valuesOf(filters, completenessBelow);
  const urlKey = filterQuery(toURLSearchParams(searchParams));
  const [values, setValues] = useState<Values>(fromUrl);
  const [typing, setTyping] = useState(false);
  // The URL changed under us (Back, a saved view, Clear filters): show what it says. Not while typing,
  // nor when it is the URL we asked for a moment ago: the box may already hold more characters.
  const [seen, setSeen] = useState({ urlKey, pushed: urlKey });
  if (seen.urlKey !== urlKey) {
    setSeen({ urlKey, pushed: seen.pushed });
    if (urlKey !== seen.pushed && !typing) setValues(fromUrl);
  }

  const apply = (next: Values, mode: 'push' | 'replace') => {
    const query = toURLSearchParams(searchParams);
    for (const key of GRID_FILTER_KEYS) query.delete(key);
    query.delete('page');
    // Filters not shown here (tag, vendor…) that came with a shared link are kept.
    // A completeness box left at 0 or out of range filters nothing rather than hiding every product.
    const below = Number(next.completenessBelow);
    const completenessBelow = Number.isInteger(below) && below >= 1 && below <= 100 ? below : undefined;
    const kept: Partial<Record<GridFilterKey, unknown>> = { ...filters, ...next, completenessBelow };
    for (const [k, v] of gridFiltersToParams(kept)) query.set(k, v);
    setSeen((s) => ({ ...s, pushed: filterQuery(query) }));
    setTyping(false);
    const qs = query.toString();
    const href = qs ? `${pathname}?${qs}` : pathname;
    navigate(href, mode);
  };

  // Typed filters follow after a pause; each key press restarts the wait.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => apply(values, 'replace'), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-arm on every change of the typed values only
  }, [typing, values.freeText, values.seasonCode, values.completenessBelow]);

  const choose = (key: keyof Values, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    apply(next, 'push');
  };
  const type = (key: TypedKey, value: string) => {
    setValues({ ...values, [key]: value });
    setTyping(true);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply(values, 'push');
  };

  return (
    <form
      role="search"
      aria-label="Product filters"
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      <label className="flex min-w-64 flex-1 flex-col gap-1 text-xs font-medium text-slate-600">
        Search
        <Input
          type="search"
          value={values.freeText}
          onChange={(e) => type('freeText', e.target.value)}
          placeholder="Name, stock code, SKU, brand or category…"
          aria-label="Search products"
        />
      </label>
      <label className="flex min-w-36 flex-col gap-1 text-xs font-medium text-slate-600">
        Status
        <Select aria-label="Status" value={values.status} onChange={(e) => choose('status', e.target.value)}>
          <option value="">Any status</option>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </label>
      <GridCombobox
        label="Category"
        options={choices.categories}
        value={values.categoryId}
        anyLabel="Any category"
        onChange={(v) => choose('categoryId', v)}
      />
      <GridCombobox
        label="Brand"
        options={choices.brands}
        value={values.brandId}
        anyLabel="Any brand"
        onChange={(v) => choose('brandId', v)}
      />
      <label className="flex min-w-40 flex-col gap-1 text-xs font-medium text-slate-600">
        Collection
        <Select
          aria-label="Collection"
          value={values.collectionId}
          onChange={(e) => choose('collectionId', e.target.value)}
          className="max-w-56"
        >
          <option value="">Any collection</option>
          {choices.collections.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </label>
      <label className="flex min-w-36 flex-col gap-1 text-xs font-medium text-slate-600">
        Channel
        <Select
          aria-label="Channel"
          value={values.channel}
          onChange={(e) => choose('channel', e.target.value)}
          options={[{ value: '', label: 'Any channel' }, ...choices.channels]}
        />
      </label>
      <label className="flex w-28 flex-col gap-1 text-xs font-medium text-slate-600">
        Season code
        <Input
          value={values.seasonCode}
          onChange={(e) => type('seasonCode', e.target.value)}
          placeholder="e.g. SS25"
          aria-label="Season code"
        />
      </label>
      <label className="flex w-32 flex-col gap-1 text-xs font-medium text-slate-600">
        Completeness below
        <span className="flex items-center gap-1">
          <Input
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
            value={values.completenessBelow}
            onChange={(e) => type('completenessBelow', e.target.value)}
            placeholder="e.g. 80"
            aria-label="Completeness below (%)"
          />
          <span aria-hidden>%</span>
        </span>
      </label>
      {choices.locales.length > 0 && (
        <label className="flex min-w-40 flex-col gap-1 text-xs font-medium text-slate-600">
          Missing translation
          <Select
            aria-label="Missing translation"
            value={values.missingTranslation}
            onChange={(e) => choose('missingTranslation', e.target.value)}
            className="max-w-56"
          >
            <option value="">Any</option>
            {choices.locales.map((o) => (
              <option key={o.value} value={o.value}>
                Not in {o.label}
              </option>
            ))}
          </Select>
        </label>
      )}
      <Link
        href={clearFiltersHref(pathname, searchParams)}
        scroll={false}
        onNavigate={(e) => {
          e.preventDefault();
          navigate(clearFiltersHref(pathname, searchParams));
        }}
        className="self-center text-xs text-slate-600 underline hover:text-slate-900"
      >
        Clear filters
      </Link>
    </form>
  );
}

/** The filter params of a query, as one string: tells "the URL we asked for" from any other. */
const filterQuery = (q: URLSearchParams) =>
  GRID_FILTER_KEYS.map((k) => `${k}=${q.get(k) ?? ''}`).join('&');

const STATUS_OPTIONS: SelectOption[] = PRODUCT_STATUSES.filter((s) => s.id >= 0).map((s) => ({
  value: String(s.id),
  label: s.name,
}));
