import type { ActionResult } from '@/lib/actions/action-result';

/**
 * Products per request of step 5. The service takes up to 100,000 ids per call (MAX_BULK_PRODUCTS,
 * 8 MB body) in one transaction; smaller batches give a progress bar that moves, a cancel that
 * stops soon, and a failure that costs one batch, at a few dozen requests for the largest sets.
 */
export const BATCH_SIZE = 5_000;

export interface ProductError {
  productId: string;
  message: string;
}

export interface BatchProgress {
  done: number;
  total: number;
  updated: number;
}

export interface RunOutcome {
  /** Products the service applied the change to (their batches succeeded). */
  updated: number;
  /** Of those and the refused: changed, already so, skipped (docs/counts.md). */
  changed: number;
  unchanged: number;
  skipped: number;
  /** Products the service refused (each named), left unchanged. */
  productErrors: ProductError[];
  /** A failure that concerns the whole change (invalid value, lost session): the run stopped there. */
  fatal: string | null;
  cancelled: boolean;
  /** Products never sent (after a stop or a cancel). */
  notSent: number;
  /** The bulk run when there was one (one batch, or one job for "all N matching"). */
  runId?: string | null;
}

/** What a batch's answer says of its run (the service's `run`, extension of the mutation result). */
type BatchAnswer = { run?: { id: string; changed: number; unchanged: number; skipped: number } };

export const batchesOf = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The products a failed batch names ("productIds.4: no product has id …"), by position in the batch. */
function productErrorsOf(batch: string[], fieldErrors: Record<string, string>): ProductError[] {
  const out: ProductError[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const m = /^productIds\.(\d+)$/.exec(path);
    if (m && batch[Number(m[1])]) out.push({ productId: batch[Number(m[1])], message });
  }
  return out;
}

/** How often a batch is resent without the products it was refused for (the service lists 20 at a time). */
const MAX_RETRIES_PER_BATCH = 10;

/**
 * Sends `ids` in batches, one after another. A batch refused for some of its products (deleted since
 * they were chosen) is sent again without them, so they are reported and the others still change; any
 * other failure would refuse every batch, so the run stops.
 */
export async function runBatches(
  ids: string[],
  send: (batch: string[]) => Promise<ActionResult<BatchAnswer>>,
  onProgress: (p: BatchProgress) => void,
  isCancelled: () => boolean,
): Promise<RunOutcome> {
  const batches = batchesOf(ids, BATCH_SIZE);
  const outcome: RunOutcome = { updated: 0, changed: 0, unchanged: 0, skipped: 0, productErrors: [], fatal: null, cancelled: false, notSent: 0 };
  const runs: string[] = [];
  for (let i = 0; i < batches.length; i++) {
    if (isCancelled()) {
      outcome.cancelled = true;
      outcome.notSent = batches.slice(i).reduce((n, b) => n + b.length, 0);
      break;
    }
    let batch = batches[i];
    for (let attempt = 0; batch.length > 0; attempt++) {
      const result = await send(batch);
      if (result.ok) {
        outcome.updated += new Set(batch.map((id) => id.toLowerCase())).size;
        const run = result.data.run;
        if (run) {
          outcome.changed += run.changed;
          outcome.unchanged += run.unchanged;
          outcome.skipped += run.skipped;
          runs.push(run.id);
        }
        outcome.runId = runs.length === 1 ? runs[0] : null;
        break;
      }
      const refused = productErrorsOf(batch, result.fieldErrors);
      if (refused.length === 0 || attempt >= MAX_RETRIES_PER_BATCH) {
        outcome.fatal = result.message;
        outcome.notSent =
          batches.slice(i).reduce((n, b) => n + b.length, 0) - (batches[i].length - batch.length);
        onProgress({ done: i, total: batches.length, updated: outcome.updated });
        return outcome;
      }
      outcome.productErrors.push(...refused);
      // Gone since they were chosen: skipped, as a job skips them.
      outcome.skipped += refused.length;
      const gone = new Set(refused.map((e) => e.productId));
      batch = batch.filter((id) => !gone.has(id));
    }
    onProgress({ done: i + 1, total: batches.length, updated: outcome.updated });
  }
  return outcome;
}
