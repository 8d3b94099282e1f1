import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';

/** The product page while its detail loads: header, tab row and two cards. */
export default function ProductLoading() {
  return (
    <div role="status" aria-live="polite" className="space-y-5">
      <span className="sr-only">Loading product…</span>
      <div className="space-y-2">
        <Skeleton className="h-3 w-48" />
        <Skeleton className="h-7 w-80" />
        <Skeleton className="h-4 w-56" />
      </div>
      <div className="flex gap-3 border-b border-slate-200 pb-2">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-16" />
        ))}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <SkeletonRows rows={10} />
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <SkeletonRows rows={6} />
        </div>
      </div>
    </div>
  );
}
