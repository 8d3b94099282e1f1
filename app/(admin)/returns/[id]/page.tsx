import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { crumbsFor } from '@/components/shell/navigation';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { HistorySection } from '@/components/history/history-section';
import { ApiError } from '@/lib/api/errors';
import { unlessUnavailable } from '@/lib/api/optional';
import { getReturn, getReturnOrder, returnHistory } from '@/lib/api/returns';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { formatDateTime } from '@/components/support/dates';
import { ReturnStatusBadge } from '../return-status-badge';
import { AttachmentsPanel } from './attachments-panel';
import { StatusActions } from './status-actions';
import { ReturnTabs } from './return-tabs';

export const metadata: Metadata = { title: 'Return' };

async function loadReturn(id: string) {
  if (!/^(\d{1,12}|[0-9a-f-]{36})$/i.test(id)) notFound();
  try {
    return await getReturn(id);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    throw e;
  }
}

/** Who made a status move, as staff read it: a person by name, an API client as such. */
const byWhom = (by: { kind: 'staff' | 'client' | 'system'; name: string }) =>
  by.kind === 'client' ? `API client ${by.name}` : by.kind === 'system' ? 'System' : by.name;

export default async function ReturnPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const staff = await requireRole('returns');
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  const ret = await loadReturn(id);
  const canWrite = can(staff.role, 'returns', 'write');
  const header = (
    <PageHeader
      title={`Return #${ret.id}`}
      meta={<ReturnStatusBadge status={ret.status} label={ret.statusLabel} />}
      description={
        <>
          Order{' '}
          <Link href={`/orders/${encodeURIComponent(ret.orderNumber)}`} className="font-mono hover:underline">
            {ret.orderNumber}
          </Link>{' '}
          · {ret.email}
        </>
      }
      breadcrumbs={[...crumbsFor('/returns'), { label: `#${ret.id}` }]}
    />
  );
  if (tab === 'history') {
    const history = await returnHistory(ret.id, { pageSize: 100 });
    return (
      <>
        {header}
        <ReturnTabs returnId={ret.id} current="history" />
        <HistorySection entries={history.results} totalRecords={history.total} />
      </>
    );
  }
  // The reason and action texts live with the order (master data tables 10 and 11).
  const order = await unlessUnavailable(getReturnOrder(ret.orderNumber), 'order of the return');
  const textOf = (options: { itemValue: string; itemText: string }[] | undefined, id: string) =>
    options?.find((o) => o.itemValue === id)?.itemText ?? id;
  const reason = (id: string) => textOf(order?.reasonsForReturn, id);
  const action = (id: string) => textOf(order?.requiredActions, id);
  // Uploaded photos are shown above as thumbnails; the rest of uploadFileUrls are links sent by URL.
  const uploaded = new Set(ret.attachments.map((a) => a.url));
  const linkedFiles = ret.uploadFileUrls.filter((u) => !uploaded.has(u));

  return (
    <>
      {header}
      <ReturnTabs returnId={ret.id} current="overview" />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          <Card aria-labelledby="return-lines">
            <CardHeader
              id="return-lines"
              title="Lines"
              description={`Refund value ${ret.refundTotal.formatted.withTax}`}
            />
            <div className="relative overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">Lines of the return</caption>
                <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Product
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Requested
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Received
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Reason
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Required action
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Status
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Value
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ret.lineItems.map((l) => (
                    <tr key={l.recordId} className="border-t border-slate-100 align-top">
                      <td className="px-3 py-2">
                        <p className="font-medium text-slate-900">{l.name}</p>
                        <p className="font-mono text-xs text-slate-500">{l.stockCode}</p>
                        {l.comment && <p className="mt-1 text-xs text-slate-600">“{l.comment}”</p>}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{l.returnQtyRequested}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{l.returnQtyRecd}</td>
                      <td className="px-3 py-2">{reason(l.reasonForReturnId)}</td>
                      <td className="px-3 py-2">{action(l.requiredActionId)}</td>
                      <td className="px-3 py-2">{l.statusCode}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{l.totalPrice.formatted.withTax}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
          <Card aria-labelledby="return-photos-title">
            <CardHeader id="return-photos-title" title="Photos" />
            <CardBody>
              <AttachmentsPanel returnId={ret.id} attachments={ret.attachments} canWrite={canWrite} />
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Details" />
            <CardBody>
              <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="text-slate-500">Comment</dt>
                <dd>{ret.comment || '—'}</dd>
                <dt className="text-slate-500">Fault reason</dt>
                <dd>{ret.faultReason || '—'}</dd>
                <dt className="text-slate-500">Linked files</dt>
                <dd>
                  {linkedFiles.length === 0
                    ? '—'
                    : linkedFiles.map((url) => (
                        <a
                          key={url}
                          href={url}
                          target="_blank"
                          rel="noreferrer"
                          className="block truncate font-mono text-xs hover:underline"
                        >
                          {url}
                        </a>
                      ))}
                </dd>
                <dt className="text-slate-500">Created</dt>
                <dd>{formatDateTime(ret.created)}</dd>
                <dt className="text-slate-500">Last updated</dt>
                <dd>{formatDateTime(ret.lastUpdated)}</dd>
              </dl>
            </CardBody>
          </Card>
        </div>
        <aside className="space-y-4">
          {canWrite && (
            <Card aria-labelledby="return-move">
              <CardHeader id="return-move" title="Move the return" />
              <CardBody>
                <StatusActions key={ret.status} returnId={ret.id} allowed={ret.allowedNextStatuses} />
              </CardBody>
            </Card>
          )}
          <Card aria-labelledby="return-history">
            <CardHeader id="return-history" title="Status history" />
            <CardBody>
              <ol className="space-y-2 text-sm">
                {ret.history.map((h, i) => (
                  <li key={i}>
                    <p className="font-medium text-slate-900">{h.toStatusName}</p>
                    <p className="text-xs text-slate-500">
                      {formatDateTime(h.created)}
                      {' · '}by {byWhom(h.changedBy)}
                    </p>
                    {h.comment && <p className="text-xs text-slate-600">“{h.comment}”</p>}
                  </li>
                ))}
              </ol>
            </CardBody>
          </Card>
        </aside>
      </div>
    </>
  );
}
