import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';

/** The product grid's shape while its page loads: header, filter bar, toolbar and rows. */
export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading products…</span>
      <div className="space-y-2">
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-7 w-48" />
      </div>
      <div className="flex flex-wrap gap-3 rounded-lg border border-slate-200 bg-white p-3">
        <Skeleton className="h-8 flex-1" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-36" />
        ))}
      </div>
      <div className="flex justify-between">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-8 w-64" />
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <SkeletonRows rows={12} />
      </div>
    </div>
  );
}
