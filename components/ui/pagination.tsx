'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { gridHref, PAGE_SIZES } from '@/lib/url-state/grid-params';
import { buttonClass } from './button';
import { cx } from './class-names';

/** Page links and a page-size picker that change the URL's `page` and `pageSize` params. */
export function Pagination({
  page,
  pageSize,
  totalRecords,
  pageSizes = PAGE_SIZES,
  itemLabel = 'rows',
}: {
  page: number;
  pageSize: number;
  totalRecords: number;
  pageSizes?: readonly number[];
  itemLabel?: string;
}) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const pageCount = Math.max(1, Math.ceil(totalRecords / pageSize));
  const first = totalRecords === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalRecords);
  const href = (p: number) => gridHref(pathname, searchParams, { page: p });

  const step = (label: string, target: number, enabled: boolean, symbol: string) =>
    enabled ? (
      <Link
        href={href(target)}
        aria-label={label}
        title={label}
        className={buttonClass('secondary', 'icon')}
        scroll={false}
      >
        <span aria-hidden>{symbol}</span>
      </Link>
    ) : (
      <span
        aria-label={label}
        aria-disabled="true"
        role="link"
        className={cx(buttonClass('secondary', 'icon'), 'cursor-not-allowed opacity-40')}
      >
        <span aria-hidden>{symbol}</span>
      </span>
    );

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <p aria-live="polite">
        {totalRecords === 0
          ? `No ${itemLabel}`
          : `${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')} of ${totalRecords.toLocaleString('en-GB')} ${itemLabel}`}
      </p>
      <div className="flex items-center gap-3">
        <label className="flex items-center gap-2 text-xs">
          Rows per page
          <select
            className="h-7 rounded-md border border-slate-300 bg-white px-1.5 text-xs"
            value={pageSize}
            onChange={(e) =>
              router.push(gridHref(pathname, searchParams, { pageSize: e.target.value }), { scroll: false })
            }
          >
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-1">
          {step('First page', 1, page > 1, '«')}
          {step('Previous page', page - 1, page > 1, '‹')}
          <span className="px-2 text-xs tabular-nums">
            Page {page} of {pageCount}
          </span>
          {step('Next page', page + 1, page < pageCount, '›')}
          {step('Last page', pageCount, page < pageCount, '»')}
        </div>
      </div>
    </nav>
  );
}
