import Link from 'next/link';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionTable } from '@/components/ui/section-table';
import type { HistoryEntry } from '@/lib/api/schemas/history';
import { changeSourceLabel } from '@/lib/labels/enums';
import type { LabelReferences } from '@/lib/labels/references';
import { ChangeText } from './change-text';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The History of a record (the product page's tab), or of every record of a kind with `showRecord`
 * (the settings page): who, when, what changed as a readable difference ("Stock at Manchester
 * Distribution Centre, allocated: 3 → 5", rich text compared word by word) and where it came from.
 * `references` (lib/api/labels.ts) name the ids and codes of the record's fields.
 */
export function HistorySection({
  entries,
  totalRecords,
  title = 'History',
  showRecord = false,
  references = {},
}: {
  entries: HistoryEntry[];
  totalRecords: number;
  title?: string;
  showRecord?: boolean;
  references?: LabelReferences;
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
              { header: 'Change', cell: (e) => <ChangeText entry={e} references={references} /> },
              {
                header: 'From',
                cell: (e) =>
                  e.bulkRunId ? (
                    <Link className="text-accent-700 underline" href={`/bulk-update/runs/${e.bulkRunId}`}>
                      Bulk run
                    </Link>
                  ) : (
                    changeSourceLabel(e.source)
                  ),
              },
            ]}
          />
        )}
      </CardBody>
    </Card>
  );
}
