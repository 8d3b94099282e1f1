import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { unlessUnavailable } from '@/lib/api/optional';
import { listWebhooks } from '@/lib/api/webhooks';

/**
 * The dashboard's flag: webhooks whose receiver is failing (still retried) or that were paused after
 * failing for 24 hours. Nothing when all is well, or when the service cannot say.
 */
export async function FailingWebhooksNotice() {
  const failing = await unlessUnavailable(listWebhooks({ failing: 'true', pageSize: 5 }), 'failing webhooks');
  if (!failing || failing.total === 0) return null;
  const paused = failing.results.filter((w) => !w.isActive).length;
  return (
    <Alert
      tone="danger"
      title={`${failing.total} webhook${failing.total === 1 ? ' is' : 's are'} failing`}
      className="mb-4"
    >
      <p>
        {failing.results.map((w, i) => (
          <span key={w.id}>
            {i > 0 && ', '}
            <Link href={`/settings/webhooks/${w.id}`} className="font-medium underline">
              {w.name}
            </Link>
            {!w.isActive && ' (paused)'}
          </span>
        ))}
        {failing.total > failing.results.length && ` and ${failing.total - failing.results.length} more`}.{' '}
        {paused > 0
          ? 'A webhook paused after failing for 24 hours hears nothing until it is resumed.'
          : 'Their deliveries are retried for 24 hours.'}{' '}
        <Link href="/settings/webhooks" className="underline">
          Open Webhooks
        </Link>
      </p>
    </Alert>
  );
}
