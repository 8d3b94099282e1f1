'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useOptimistic, useState, useTransition } from 'react';
import type { Facet } from '@/lib/api/schemas/catalog-search';
import { selectionOf, toggledHref } from './preview-params';

const FIRST_ITEMS = 8;

/**
 * The facets of the result as a shopper sees them: a checkbox per value with its count. Ticking one
 * changes the URL; the page searches again with the new selection.
 */
export function FacetPanel({ facets }: { facets: Facet[] }) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  // The box shows its new state at once; the page's answer replaces it when the search is done.
  const [selected, setSelected] = useOptimistic(
    new Set(facets.flatMap((f) => f.items.filter((i) => i.isSelected).map((i) => selectionOf(f.key, i.key)))),
    (current, change: { selection: string; on: boolean }) => {
      const next = new Set(current);
      if (change.on) next.add(change.selection);
      else next.delete(change.selection);
      return next;
    },
  );
  const toggle = (key: string, value: string, on: boolean) =>
    startTransition(() => {
      setSelected({ selection: selectionOf(key, value), on });
      router.push(toggledHref(new URLSearchParams(searchParams), key, value, on), { scroll: false });
    });

  if (facets.length === 0) return null;
  return (
    <div aria-label="Filters" role="group" aria-busy={pending || undefined} className="space-y-5">
      {facets.map((facet) => (
        <FacetGroup key={facet.key} facet={facet} selected={selected} onToggle={toggle} disabled={pending} />
      ))}
    </div>
  );
}

function FacetGroup({
  facet,
  selected,
  onToggle,
  disabled,
}: {
  facet: Facet;
  selected: Set<string>;
  onToggle: (key: string, value: string, on: boolean) => void;
  disabled: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  // Ticked values stay visible even when they fall past the first few.
  const items = expanded ? facet.items : facet.items.filter((item, i) => i < FIRST_ITEMS || item.isSelected);
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {facet.name}
      </legend>
      {items.map((item) => (
        <label
          key={item.key}
          className="flex cursor-pointer items-center gap-2 text-sm text-slate-700"
          style={
            facet.key === 'category' && item.level > 1
              ? { paddingLeft: `${(item.level - 1) * 0.75}rem` }
              : undefined
          }
        >
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-accent-600"
            checked={selected.has(selectionOf(facet.key, item.key))}
            disabled={disabled}
            onChange={(e) => onToggle(facet.key, item.key, e.target.checked)}
          />
          <span className="min-w-0 flex-1 truncate">{item.name}</span>{' '}
          <span className="text-xs text-slate-500 tabular-nums">
            {item.count.toLocaleString('en-GB')}
            <span className="sr-only"> products</span>
          </span>
        </label>
      ))}
      {facet.items.length > FIRST_ITEMS && (
        <button
          type="button"
          className="text-xs font-medium text-accent-700 hover:underline"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show all ${facet.items.length}`}
        </button>
      )}
    </fieldset>
  );
}
