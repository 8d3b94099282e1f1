import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A record that does not exist (an old link, a deleted category), inside the shell. */
export default function AdminNotFound() {
  return (
    <div className="py-10">
      <EmptyState
        title="Not found"
        description="This page or record does not exist. It may have been moved or deleted, or the link is wrong."
        action={
          <Link href="/" className={buttonClass('primary')}>
            Go to the dashboard
          </Link>
        }
      />
    </div>
  );
}
