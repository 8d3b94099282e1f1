import type { HistoryEntry } from '@/lib/api/schemas/history';

const SOURCE_LABELS: Record<HistoryEntry['source'], string> = {
  page: 'back-office',
  api: 'API',
  bulk: 'bulk update',
  import: 'import',
  system: 'system',
};

/** A value as a person reads it: text as is, nothing as "(empty)", lists and objects as compact JSON. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The audit history of a record (or of every record of a kind, with `showEntity`): who, when, which
 * field, before → after, and where the change came from, linking a bulk run to its page.
 */
export function HistoryList({ entries, showEntity = false }: { entries: HistoryEntry[]; showEntity?: boolean }) {
  if (entries.length === 0) return <p className="text-sm text-slate-500">No changes recorded yet.</p>;
  return (
    <ol className="divide-y divide-slate-100 text-sm">
      {entries.map((e) => (
        <li key={e.id} className="py-2">
          <p className="text-slate-900">
            <span className="font-medium">{showEntity ? e.entityId : e.field}</span>
            {showEntity && e.field !== 'value' && <span className="text-slate-500"> · {e.field}</span>}:{' '}
            <span className="font-mono text-xs break-all text-slate-600">{historyValue(e.before)}</span>
            <span aria-hidden> → </span>
            <span className="sr-only"> changed to </span>
            <span className="font-mono text-xs break-all text-slate-900">{historyValue(e.after)}</span>
          </p>
          <p className="text-xs text-slate-500">
            <time dateTime={e.changedAt}>{new Date(e.changedAt).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC</time>
            {' · '}
            {e.actor.name || e.actor.id || 'unknown'}
            {e.actor.kind === 'staff' && e.actor.clientId && <> (via {e.actor.clientId})</>}
            {' · '}
            {e.bulkRunId ? <a className="text-accent-700 underline" href={`/bulk-update/runs/${e.bulkRunId}`}>bulk update</a> : SOURCE_LABELS[e.source]}
          </p>
        </li>
      ))}
    </ol>
  );
}
