import type { BadgeTone } from '@/components/ui/badge';
import type { BulkRun } from '@/lib/api/schemas/bulk-runs';
import { outcomeOf, outcomeText } from '@/lib/products/bulk-outcome';

/** How the Bulk runs pages word a run: its change, its state, its result. */
const STATUS_NAMES = ['None', 'Draft', 'Active', 'Archived', 'Discontinued'];

const valueText = (field: string, value: unknown): string => {
  if (field === 'status' && typeof value === 'number') return STATUS_NAMES[value] ?? String(value);
  if (Array.isArray(value)) return value.join(', ');
  if (value === null || value === undefined || value === '') return '(empty)';
  return String(value);
};

export function changeText(run: BulkRun): string {
  if (run.operation === 'undo') return `Undo of a ${String(run.summary.operation ?? 'bulk')} run`;
  const changes = (run.summary.changes ?? {}) as Record<string, unknown>;
  const parts = Object.entries(changes).map(([field, value]) => `${field} → ${valueText(field, value)}`);
  return parts.join('; ') || run.operation;
}

export function statusOf(run: BulkRun): { label: string; tone: BadgeTone } {
  if (run.undoneBy) return { label: 'Undone', tone: 'neutral' };
  switch (run.status) {
    case 'done':
      return { label: 'Done', tone: 'success' };
    case 'running':
      return { label: 'Running', tone: 'accent' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'warning' };
    default:
      return { label: 'Failed', tone: 'danger' };
  }
}

export function resultText(run: BulkRun): string {
  const r = run.result ?? {};
  if (run.operation === 'undo')
    return `${Number(r.restoredProducts ?? 0).toLocaleString('en-GB')} restored, ${Number(r.skipped ?? 0).toLocaleString('en-GB')} skipped`;
  const counts = outcomeOf(r);
  if (counts) return outcomeText(counts);
  // Runs recorded before the service counted changed, already so and skipped.
  if (typeof r.updated === 'number') return `${r.updated.toLocaleString('en-GB')} updated`;
  return '';
}

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) +
  ' UTC';
export { valueText };
