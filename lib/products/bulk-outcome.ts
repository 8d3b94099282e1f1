/**
 * A bulk run's outcome as the back-office words it everywhere (wizard, quick actions, Bulk runs):
 * products changed, already so, skipped — the service's counts (docs/counts.md), which equal the
 * run's changes list and what its undo restores.
 */
export interface BulkOutcomeCounts {
  changed: number;
  unchanged: number;
  skipped: number;
}

const n = (x: number) => x.toLocaleString('en-GB');

export const outcomeText = (o: BulkOutcomeCounts) => `${n(o.changed)} changed · ${n(o.unchanged)} already so · ${n(o.skipped)} skipped`;

/** The counts of a run's or a job's result record (runs before these counts: null). */
export function outcomeOf(result: Record<string, unknown> | null | undefined): BulkOutcomeCounts | null {
  if (!result || typeof result.changed !== 'number') return null;
  return { changed: result.changed, unchanged: Number(result.unchanged ?? 0), skipped: Number(result.skipped ?? 0) };
}
