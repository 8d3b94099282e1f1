import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading the bulk-update wizard">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-8 w-full max-w-2xl" />
      <SkeletonRows rows={6} />
    </div>
  );
}
