import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';

/** While the attributes load. */
export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="space-y-5">
      <span className="sr-only">Loading attributes…</span>
      <Skeleton className="h-7 w-56" />
      <Skeleton className="h-9 w-96" />
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <SkeletonRows rows={10} />
      </div>
    </div>
  );
}
