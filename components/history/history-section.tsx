import Link from 'next/link';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { HistoryEntry } from '@/lib/api/schemas/history';
import { SectionTable } from '@/components/ui/section-table';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A history value as one short line: text as is, lists joined, objects (a created record) summarised. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    const label = v['basicInfo.stockCode'] ?? v.code ?? v.name ?? v['basicInfo.name'];
    return label ? `record ${String(label)}` : 'record';
  }
  return String(value);
}

/** What a field name means to a reader: `*` is a create, `deleted` a delete or restore. */
function fieldLabel(e: HistoryEntry): string {
  if (e.field === '*') return e.before === null ? 'Created' : 'Removed';
  if (e.field === 'deleted') return e.after === true ? 'Deleted' : 'Restored';
  return e.field;
}

/**
 * The History of a record (the product page's tab), or of every record of a kind with `showRecord`
 * (the settings page): who, when, which field, before → after, and the bulk run it came from.
 */
export function HistorySection({
  entries,
  totalRecords,
  title = 'History',
  showRecord = false,
}: {
  entries: HistoryEntry[];
  totalRecords: number;
  title?: string;
  showRecord?: boolean;
}) {
  return (
    <Card id="history" aria-labelledby="history-title" className="scroll-mt-4">
      <CardHeader
        id="history-title"
        title={title}
        description={totalRecords > entries.length ? `The latest ${entries.length} of ${totalRecords} changes` : `${totalRecords} change${totalRecords === 1 ? '' : 's'}`}
      />
      <CardBody>
        {entries.length === 0 ? (
          <EmptyState title="No changes recorded yet" />
        ) : (
          <SectionTable
            caption="Changes, newest first"
            rows={entries}
            rowKey={(e) => String(e.id)}
            columns={[
              { header: 'When', cell: (e) => <time dateTime={e.changedAt}>{when.format(new Date(e.changedAt))} UTC</time> },
              {
                header: 'Who',
                cell: (e) => (
                  <span title={e.actor.clientId ? `via API client ${e.actor.clientId}` : undefined}>
                    {e.actor.name}
                    {e.actor.kind === 'client' && <span className="text-slate-500"> (API)</span>}
                  </span>
                ),
              },
              ...(showRecord ? [{ header: 'Record', cell: (e: HistoryEntry) => <code className="text-xs">{e.entityId}</code> }] : []),
              { header: 'Field', cell: (e) => <code className="text-xs">{fieldLabel(e)}</code> },
              {
                header: 'Change',
                cell: (e) =>
                  e.field === '*' || e.field === 'deleted' ? (
                    ''
                  ) : (
                    <span>
                      <span className="text-slate-500 line-through decoration-slate-300">{shown(e.before)}</span> → <span>{shown(e.after)}</span>
                    </span>
                  ),
              },
              {
                header: 'From',
                cell: (e) =>
                  e.bulkRunId ? (
                    <Link className="text-accent-700 underline" href={`/bulk-update/runs/${e.bulkRunId}`}>
                      Bulk run
                    </Link>
                  ) : (
                    e.source
                  ),
              },
            ]}
          />
        )}
      </CardBody>
    </Card>
  );
}
