import { cx } from './class-names';

/** A grey placeholder block while content loads (hidden from screen readers; the loading page says "Loading"). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cx('animate-pulse rounded bg-slate-200/80', className)} />;
}

/** Rows of placeholder lines, e.g. for a table or a tree. */
export function SkeletonRows({ rows = 8, className }: { rows?: number; className?: string }) {
  return (
    <div className={cx('space-y-2', className)} aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={cx('h-6', i % 3 === 1 ? 'w-5/6' : i % 3 === 2 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
