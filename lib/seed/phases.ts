/**
 * Where a seed's time goes: `npm run db:seed -- --phases` prints each phase's seconds (docs/seed.md).
 * A phase met several times (a table's COPY, once per load) adds up.
 */
export type PhaseReport = (phase: string, seconds: number) => void;

export async function timed<T>(report: PhaseReport | undefined, phase: string, work: () => Promise<T>): Promise<T> {
  if (!report) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    report(phase, (performance.now() - started) / 1000);
  }
}

/** Sums the seconds of each phase, in the order first met. */
export function phaseTotals(): { report: PhaseReport; totals: Map<string, number> } {
  const totals = new Map<string, number>();
  return { report: (phase, seconds) => totals.set(phase, (totals.get(phase) ?? 0) + seconds), totals };
}
