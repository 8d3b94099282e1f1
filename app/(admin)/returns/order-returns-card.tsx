import Link from 'next/link';
import { formatDateTime } from '@/components/support/dates';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import type { listReturns } from '@/lib/api/returns';
import { ReturnStatusBadge } from './return-status-badge';

type ReturnsPage = Awaited<ReturnType<typeof listReturns>>;

/**
 * The returns an order already has, each linking to its return: shown on the order page and beside the
 * new-return form, so support sees what was returned before starting another. `null` = the list could
 * not be loaded (the page still works without it).
 */
export function OrderReturnsCard({ returns, title }: { returns: ReturnsPage | null; title: string }) {
  return (
    <Card aria-labelledby="order-returns">
      <CardHeader id="order-returns" title={title} />
      <CardBody>
        {returns === null ? (
          <p className="text-sm text-slate-500">The returns of this order could not be loaded.</p>
        ) : returns.results.length === 0 ? (
          <p className="text-sm text-slate-500">None yet.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {returns.results.map((r) => (
              <li key={r.recordId} className="flex flex-wrap items-center gap-3">
                <Link href={`/returns/${r.id}`} className="font-medium hover:underline">
                  Return #{r.id}
                </Link>
                <ReturnStatusBadge status={r.status} label={r.statusLabel} />
                <span className="text-xs text-slate-500">
                  {r.returnQtyRequested} unit{r.returnQtyRequested === 1 ? '' : 's'} · {formatDateTime(r.created)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
