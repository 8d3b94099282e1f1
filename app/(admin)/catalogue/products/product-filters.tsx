'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import type { AdvancedSearchBody } from '@/lib/api/schemas/product-search';
import { PRODUCT_STATUSES } from '@/lib/api/schemas/product-status';
import { GRID_FILTER_KEYS, gridFiltersToParams, type GridFilterKey } from '@/lib/products/grid-filters';
import { toURLSearchParams } from '@/lib/url-state/grid-params';
import { clearFiltersHref } from './grid-model';

export interface FilterChoices {
  categories: SelectOption[];
  brands: SelectOption[];
  collections: SelectOption[];
}

type Values = Record<'freeText' | 'categoryId' | 'brandId' | 'collectionId' | 'seasonCode' | 'status', string>;

const valuesOf = (f: AdvancedSearchBody): Values => ({
  freeText: f.freeText ?? '',
  categoryId: f.categoryId ?? '',
  brandId: f.brandId ?? '',
  collectionId: f.collectionId ?? '',
  seasonCode: f.seasonCode ?? '',
  status: f.status === undefined || f.status === -1 ? '' : String(f.status),
});

/** The grid's filters; applying one rewrites the URL (page 1), keeping sort, page size and columns. */
export function ProductFilters({ filters, choices }: { filters: AdvancedSearchBody; choices: FilterChoices }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [values, setValues] = useState<Values>(() => valuesOf(filters));

  const apply = (next: Values) => {
    const query = toURLSearchParams(searchParams);
    for (const key of GRID_FILTER_KEYS) query.delete(key);
    query.delete('page');
    // Filters not shown here (tag, vendor…) that came with a shared link are kept.
    const kept: Partial<Record<GridFilterKey, unknown>> = { ...filters, ...next };
    for (const [k, v] of gridFiltersToParams(kept)) query.set(k, v);
    const qs = query.toString();
    router.push(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };
  const change = (key: keyof Values, value: string, now: boolean) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (now) apply(next);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply(values);
  };

  const selectField = (key: keyof Values, label: string, options: SelectOption[], any: string) => (
    <label className="flex min-w-40 flex-col gap-1 text-xs font-medium text-slate-600">
      {label}
      <Select
        aria-label={label}
        value={values[key]}
        onChange={(e) => change(key, e.target.value, true)}
        className="max-w-56"
      >
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </label>
  );

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
          onChange={(e) => change('freeText', e.target.value, false)}
          placeholder="Name, stock code, SKU, brand or category…"
          aria-label="Search products"
        />
      </label>
      {selectField('status', 'Status', STATUS_OPTIONS, 'Any status')}
      {selectField('categoryId', 'Category', choices.categories, 'Any category')}
      {selectField('brandId', 'Brand', choices.brands, 'Any brand')}
      {selectField('collectionId', 'Collection', choices.collections, 'Any collection')}
      <label className="flex w-32 flex-col gap-1 text-xs font-medium text-slate-600">
        Season code
        <Input
          value={values.seasonCode}
          onChange={(e) => change('seasonCode', e.target.value, false)}
          placeholder="e.g. SS25"
          aria-label="Season code"
        />
      </label>
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          Search
        </Button>
        <Link href={clearFiltersHref(pathname, searchParams)} className="self-center text-xs text-slate-600 underline hover:text-slate-900">
          Clear filters
        </Link>
      </div>
    </form>
  );
}

const STATUS_OPTIONS: SelectOption[] = PRODUCT_STATUSES.filter((s) => s.id >= 0).map((s) => ({
  value: String(s.id),
  label: s.name,
}));
