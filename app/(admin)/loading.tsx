import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';

/** Shown while a signed-in page loads its data; the shell stays in place. */
export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="space-y-5">
      <span className="sr-only">Loading…</span>
      <div className="space-y-2">
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-7 w-64" />
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <SkeletonRows rows={10} />
      </div>
    </div>
  );
}
