'use client';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import type { AdvancedSearchBody } from '@/lib/api/schemas/product-search';

/** Advanced-search filters as the wizard holds them: every field optional. */
export type SearchFilters = Partial<AdvancedSearchBody>;

/** The filters of step 1, as the form holds them (text); empty means "any". */
export interface FilterValues {
  freeText: string;
  categoryId: string;
  brandId: string;
  status: string;
  tag: string;
}

const FILTER_KEYS = ['freeText', 'categoryId', 'brandId', 'status', 'tag'] as const;

export function filterValuesOf(filters: SearchFilters): FilterValues {
  const out = { freeText: '', categoryId: '', brandId: '', status: '', tag: '' };
  for (const key of FILTER_KEYS) {
    const v = filters[key];
    if (v !== undefined && v !== null && !(key === 'status' && v === -1)) out[key] = String(v);
  }
  return out;
}

/** Filters the form has no field for (a grid link may carry a collection, vendor, season…): kept as they are. */
export function otherFiltersOf(filters: SearchFilters): SearchFilters {
  const out: Record<string, unknown> = { ...filters };
  for (const key of FILTER_KEYS) delete out[key];
  for (const [k, v] of Object.entries(out)) if (v === undefined) delete out[k];
  return out as SearchFilters;
}

/** The advanced-search body of the form plus the filters it has no field for. */
export function searchBodyOf(values: FilterValues, others: SearchFilters = {}): SearchFilters {
  const body: SearchFilters = { ...others };
  if (values.freeText.trim()) body.freeText = values.freeText.trim();
  if (values.categoryId) body.categoryId = values.categoryId;
  if (values.brandId) body.brandId = values.brandId;
  if (values.status !== '') body.status = Number(values.status);
  if (values.tag.trim()) body.tag = values.tag.trim();
  return body;
}

const optionsOf = (metas: AttributeMeta[], fieldCode: string) =>
  (metas.find((m) => m.fieldCode === fieldCode)?.options ?? []).map((o) => ({
    value: o.key,
    label: o.value,
  }));

/** Free text, category, brand, status and tag: the filters staff use most to pick a set of products. */
export function ProductFilterForm({
  metas,
  values,
  onChange,
  statuses,
}: {
  metas: AttributeMeta[];
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  statuses: readonly { id: number; name: string }[];
}) {
  const set = (key: keyof FilterValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  return (
    <form
      role="search"
      aria-label="Product filters"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label="Free text" hint="Name, stock code, SKU, brand or category">
        <Input type="search" value={values.freeText} onChange={set('freeText')} />
      </Field>
      <Field label="Category">
        <Select
          value={values.categoryId}
          onChange={set('categoryId')}
          options={[{ value: '', label: 'Any category' }, ...optionsOf(metas, 'Category')]}
        />
      </Field>
      <Field label="Brand">
        <Select
          value={values.brandId}
          onChange={set('brandId')}
          options={[{ value: '', label: 'Any brand' }, ...optionsOf(metas, 'Brand')]}
        />
      </Field>
      <Field label="Status">
        <Select
          value={values.status}
          onChange={set('status')}
          options={[
            { value: '', label: 'Any status' },
            ...statuses.filter((s) => s.id >= 0).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
        />
      </Field>
      <Field label="Tag">
        <Input value={values.tag} onChange={set('tag')} />
      </Field>
    </form>
  );
}
