'use client';

import { useRouter } from 'next/navigation';
import { createContext, use, useCallback, useMemo, useTransition, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-names';

interface GridNavigation {
  /** A filter, sort or page the grid asked for is being fetched; the rows shown are the old answer. */
  pending: boolean;
  navigate(href: string, mode?: 'push' | 'replace'): void;
}

const Context = createContext<GridNavigation | null>(null);

/**
 * The grid's own navigations (filters, sorts) as one React transition: the old page stays on screen
 * while the server renders the new one, and `pending` says so until the new rows are in, so the grid
 * can mark its rows as stale instead of passing them off as the answer.
 */
export function GridNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback(
    (href: string, mode: 'push' | 'replace' = 'push') =>
      startTransition(() =>
        mode === 'push' ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false }),
      ),
    [router],
  );
  const value = useMemo(() => ({ pending, navigate }), [pending, navigate]);
  return <Context value={value}>{children}</Context>;
}

export function useGridNavigation(): GridNavigation {
  const value = use(Context);
  if (!value) throw new Error('useGridNavigation needs a GridNavigationProvider above it');
  return value;
}

/**
 * The grid's results while a navigation is pending: busy for assistive technology, a progress bar
 * and "Loading products…" above them, the old rows dimmed and not clickable (they are no longer the
 * answer to the filters on screen).
 */
export function GridResults({ children }: { children: ReactNode }) {
  const { pending } = useGridNavigation();
  return (
    <div className="relative" aria-busy={pending} data-testid="grid-results">
      {/* Over the rows rather than above them: the grid does not jump when a search starts and ends. */}
      <p
        role="status"
        className={cx(
          pending
            ? 'absolute top-2 left-1/2 z-40 flex -translate-x-1/2 items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-xs text-slate-700 shadow'
            : 'sr-only',
        )}
      >
        {pending && (
          <>
            <span
              role="progressbar"
              aria-label="Loading products"
              className="block h-1.5 w-32 overflow-hidden rounded-full bg-slate-200"
            >
              <span className="block h-full w-1/2 animate-pulse rounded-full bg-accent-600" />
            </span>
            Loading products…
          </>
        )}
      </p>
      <div
        inert={pending}
        data-stale={pending || undefined}
        className="transition-opacity data-stale:opacity-40"
      >
        {children}
      </div>
    </div>
  );
}
