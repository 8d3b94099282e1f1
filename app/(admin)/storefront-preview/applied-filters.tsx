import Link from 'next/link';
import type { Facet } from '@/lib/api/schemas/catalog-search';
import { toggledHref } from './preview-params';

/** The ticked facet values as removable chips, named as the facets name them, and "Clear all". */
export function AppliedFilters({
  facets,
  selected,
  current,
}: {
  facets: Facet[];
  selected: string[];
  current: URLSearchParams;
}) {
  if (selected.length === 0) return null;
  const names = new Map<string, { facet: string; value: string }>();
  for (const f of facets)
    for (const item of f.items) names.set(`${f.key}:${item.key}`, { facet: f.name, value: item.name });
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Applied filters" role="group">
      {selected.map((s) => {
        const at = s.indexOf(':');
        const key = s.slice(0, at);
        const value = s.slice(at + 1);
        const label = names.get(s) ?? { facet: key, value };
        return (
          <Link
            key={s}
            href={toggledHref(current, key, value, false)}
            scroll={false}
            aria-label={`Remove filter ${label.facet}: ${label.value}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-accent-200 bg-accent-50 px-2.5 py-0.5 text-xs text-accent-800 hover:bg-accent-100"
          >
            <span>
              <span className="text-accent-600">{label.facet}:</span> {label.value}
            </span>
            <span aria-hidden>×</span>
          </Link>
        );
      })}
      <Link
        href={toggledHref(current, null, null, false)}
        scroll={false}
        className="text-xs font-medium text-slate-600 hover:underline"
      >
        Clear all filters
      </Link>
    </div>
  );
}
