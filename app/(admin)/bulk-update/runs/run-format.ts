import type { BadgeTone } from '@/components/ui/badge';
import { BULK_OPERATIONS } from '@/lib/api/schemas/bulk-operations';
import type { BulkRun } from '@/lib/api/schemas/bulk-runs';
import { outcomeOf, outcomeText } from '@/lib/products/bulk-outcome';
import { humanize } from '@/lib/labels/enums';
import { fieldLabel } from '@/lib/labels/fields';
import type { LabelReferences } from '@/lib/labels/references';
import { valueText as labelValue } from '@/lib/labels/values';

/** How the Bulk runs pages word a run: its operation, its change, its state, its result (lib/labels). */

/** The operation as the wizard names it ("Status", "Several fields"), lower-cased for "Bulk …". */
export function operationText(operation: string): string {
  if (operation === 'undo') return 'undo';
  const op = BULK_OPERATIONS.find((o) => o.path === operation);
  return (op?.wizard.label ?? humanize(operation)).toLowerCase();
}

/** A product field a run changed, in words ("Stock at Manchester Distribution Centre, on hand"). */
export const fieldText = (field: string, refs: LabelReferences = {}) => fieldLabel('product', field, refs);

/** A value a run wrote or replaced, in words; an empty one says so. */
export function valueText(field: string, value: unknown, refs: LabelReferences = {}): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '(empty)';
  return labelValue('product', field, value, refs);
}

/** A run's summary key: a field, sometimes with how it was applied ("tags (added)"). */
function summaryPart(key: string, value: unknown, refs: LabelReferences): string {
  if (key === 'price' && value && typeof value === 'object') {
    const p = value as { mode?: string; priceField?: string; amount?: string; percent?: string };
    const by = p.percent ? `${p.percent}%` : (p.amount ?? '');
    return `${p.priceField === 'listPrice' ? 'List price' : 'Sell price'}: ${p.mode ?? 'set'} ${p.mode === 'set' ? 'to ' : 'by '}${by}`;
  }
  const applied = /^(.+) \((added|removed)\)$/.exec(key);
  const field = applied ? applied[1] : key;
  const label = fieldText(field, refs);
  const shown = value === '(various)' ? 'various values' : valueText(field, value, refs);
  return applied ? `${label} ${applied[2]}: ${shown}` : `${label} → ${shown}`;
}

export function changeText(run: BulkRun, refs: LabelReferences = {}): string {
  if (run.operation === 'undo') return `Undo of a ${operationText(String(run.summary.operation ?? 'bulk'))} run`;
  const changes = (run.summary.changes ?? {}) as Record<string, unknown>;
  const parts = Object.entries(changes).map(([key, value]) => summaryPart(key, value, refs));
  return parts.join('; ') || operationText(run.operation);
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
