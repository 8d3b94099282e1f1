import type { HistoryEntry } from '@/lib/api/schemas/history';
import { describeChange } from '@/lib/labels/history';
import type { LabelReferences } from '@/lib/labels/references';

/**
 * One change as a sentence: "Weight: 1.2 → 1.5". Text fields show the new text with the removed
 * words struck through (<del>) and the added ones marked (<ins>), each announced as such.
 */
export function ChangeText({ entry, references }: { entry: HistoryEntry; references: LabelReferences }) {
  const change = describeChange(entry, references);
  if (change.kind === 'lifecycle') return <span className="font-medium text-slate-900">{change.text}</span>;
  if (change.kind === 'value')
    return (
      <span className="break-words" data-change="value">
        <span className="font-medium text-slate-900">{change.subject}</span>: <span className="text-slate-500">{change.before}</span> →{' '}
        <span className="text-slate-900">{change.after}</span>
      </span>
    );
  return (
    <span className="block max-w-prose break-words" data-change="text">
      <span className="font-medium text-slate-900">{change.subject}</span>:{' '}
      {change.parts.map((p, i) =>
        p.change === 'removed' ? (
          <del key={i} className="rounded-sm bg-red-50 text-red-800 decoration-red-400">
            <span className="sr-only">removed: </span>
            {p.text}
          </del>
        ) : p.change === 'added' ? (
          <ins key={i} className="rounded-sm bg-emerald-50 text-emerald-900 no-underline">
            <span className="sr-only">added: </span>
            {p.text}
          </ins>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}
