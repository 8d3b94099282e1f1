'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useMemo, useState, useSyncExternalStore, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import { PRODUCT_STATUSES } from '@/lib/api/schemas/product-status';
import type { CatalogueCounts } from '@/lib/api/schemas/product-search';
import { countsText } from '@/lib/products/catalogue-counts';
import { BULK_SELECTION_STORAGE_KEY, parseBulkSelection } from '@/lib/products/bulk-selection';
import { countMatchingAction, resolveMatchingIdsAction } from './actions';
import {
  ProductFilterForm,
  filterValuesOf,
  otherFiltersOf,
  searchBodyOf,
  type SearchFilters,
} from './product-filter-form';
import { useDebouncedValue } from '@/lib/ui/use-debounced-value';
import { StepFrame } from './wizard-steps';

/** The products a run changes: their ids (kept in the browser), and the filters they came from, if any. */
export interface ProductSet {
  ids: string[];
  filters: SearchFilters | null;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
export { plural };

const noSubscription = () => () => {};

/**
 * Step 1. With `?from=grid` the grid's selection (sessionStorage) is offered first: ticked rows go
 * straight on; "every product matching" prefills the filters. Otherwise the filters come from the
 * URL. The count is live; "Use these products" resolves the filters to ids once.
 */
export function ChooseProductsStep({
  metas,
  initialFilters,
  fromGrid,
  onChosen,
}: {
  metas: AttributeMeta[];
  initialFilters: SearchFilters;
  fromGrid: boolean;
  onChosen: (set: ProductSet) => void;
}) {
  const stored = useSyncExternalStore(
    noSubscription,
    () => (fromGrid ? window.sessionStorage.getItem(BULK_SELECTION_STORAGE_KEY) : null),
    () => null,
  );
  const selection = useMemo(() => parseBulkSelection(stored), [stored]);
  const [useGridIds, setUseGridIds] = useState(true);

  if (selection?.kind === 'ids' && useGridIds)
    return (
      <StepFrame
        title="Choose the products"
        actions={
          <>
            <Button variant="primary" onClick={() => onChosen({ ids: selection.productIds, filters: null })}>
              Continue with {plural(selection.productIds.length, 'product')}
            </Button>
            <Button variant="ghost" onClick={() => setUseGridIds(false)}>
              Choose by filters instead
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          <strong>{plural(selection.productIds.length, 'product')}</strong> selected in the{' '}
          <Link href="/catalogue/products" className="text-accent-700 underline">
            product grid
          </Link>
          .
        </p>
      </StepFrame>
    );

  const start = selection?.kind === 'filters' ? selection.filters : initialFilters;
  return (
    <MatchingProducts
      key={selection?.kind === 'filters' ? 'grid' : 'url'}
      metas={metas}
      initial={start}
      onChosen={onChosen}
    />
  );
}

function MatchingProducts({
  metas,
  initial,
  onChosen,
}: {
  metas: AttributeMeta[];
  initial: SearchFilters;
  onChosen: (set: ProductSet) => void;
}) {
  const [values, setValues] = useState(() => filterValuesOf(initial));
  const [others, setOthers] = useState(() => otherFiltersOf(initial));
  const body = useMemo(() => searchBodyOf(values, others), [values, others]);
  const debounced = useDebouncedValue(body, 300);
  const [resolving, startResolving] = useTransition();
  const [problem, setProblem] = useState<string | null>(null);

  const count = useQuery({
    queryKey: ['bulk-update', 'count', debounced],
    queryFn: async () => {
      const r = await countMatchingAction(debounced);
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
  });
  const stale = debounced !== body || count.isFetching;
  const total = count.data?.total ?? 0;

  const choose = () =>
    startResolving(async () => {
      setProblem(null);
      const r = await resolveMatchingIdsAction(body);
      if (!r.ok) return setProblem(r.message);
      if (r.data.total > r.data.ids.length)
        return setProblem(
          `${plural(r.data.total, 'product')} and variants match; one bulk update takes at most ${r.data.limit.toLocaleString('en-GB')}. Narrow the filters.`,
        );
      if (r.data.ids.length === 0) return setProblem('No product matches these filters any more.');
      onChosen({ ids: r.data.ids, filters: body });
    });

  return (
    <StepFrame
      title="Choose the products"
      description="Every product matching these filters will be changed. Leave them all empty for the whole catalogue."
      actions={
        <Button
          variant="primary"
          onClick={choose}
          pending={resolving}
          disabled={stale || total === 0 || resolving}
        >
          {stale || !count.data ? 'Counting…' : `Use these ${countsText(count.data.counts)}`}
        </Button>
      }
    >
      <ProductFilterForm metas={metas} values={values} onChange={setValues} statuses={PRODUCT_STATUSES} />
      {Object.keys(others).length > 0 && (
        <p className="text-sm text-slate-600">
          Also filtered by the grid&apos;s {Object.keys(others).join(', ')}.{' '}
          <Button variant="ghost" size="sm" onClick={() => setOthers({})}>
            Remove these filters
          </Button>
        </p>
      )}
      <div aria-live="polite" className="text-sm">
        {count.isError ? (
          <Alert tone="danger" title="The products could not be counted">
            {count.error.message}
          </Alert>
        ) : count.data ? (
          <MatchSummary total={count.data.total} counts={count.data.counts} sample={count.data.sample} />
        ) : (
          <p className="text-slate-500">Counting…</p>
        )}
      </div>
      {problem && <Alert tone="danger">{problem}</Alert>}
    </StepFrame>
  );
}

/** "2,173 products · 827 variants match": the catalogue's one count (docs/counts.md); the change acts on both. */
function MatchSummary({
  total,
  counts,
  sample,
}: {
  total: number;
  counts: CatalogueCounts;
  sample: { productId: string; name: string; stockCode: string }[];
}) {
  return (
    <div className="space-y-1">
      <p className="font-medium text-slate-900" data-testid="match-count">
        {countsText(counts)} match
      </p>
      {sample.length > 0 && (
        <ul className="text-slate-600" aria-label="First matching products">
          {sample.map((p) => (
            <li key={p.productId}>
              {p.name} <span className="text-slate-500">({p.stockCode})</span>
            </li>
          ))}
          {total > sample.length && (
            <li className="text-slate-500">and {plural(total - sample.length, 'other')}</li>
          )}
        </ul>
      )}
    </div>
  );
}
