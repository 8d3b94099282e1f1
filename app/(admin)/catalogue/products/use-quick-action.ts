'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import type { BulkChange } from '@/lib/api/schemas/bulk-operations';
import type { JobStatus } from '@/lib/api/schemas/bulk-runs';
import { outcomeOf, outcomeText } from '@/lib/products/bulk-outcome';
import { quickActionProgress, startQuickAction, undoQuickAction, type QuickActionInput } from './quick-actions';

/** How long the Undo stays in the toast, as for archive and delete. */
export const UNDO_MS = 10_000;
const POLL_MS = 400;

const plural = (n: number) => `${n.toLocaleString('en-GB')} product${n === 1 ? '' : 's'}`;
const finished = (j: JobStatus) => j.status === 'done' || j.status === 'failed' || j.status === 'cancelled';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RunningAction {
  label: string;
  percent: number;
  processed: number;
  total: number;
}

/**
 * Runs one quick action: starts its job, follows GET /api/v1/jobs/{id} (the toast and the toolbar
 * show the progress), refreshes the grid when done, and offers Undo — the job's bulk run reverted —
 * in the toast for 10 seconds.
 */
export function useQuickAction() {
  const router = useRouter();
  const [running, setRunning] = useState<RunningAction | null>(null);

  async function undo(runId: string, label: string) {
    const id = toast.loading(`Undoing “${label}”…`);
    const result = await undoQuickAction(runId);
    if (!result.ok) return void toast.error('Not undone', { id, description: result.message });
    router.refresh();
    const { restoredProducts, skipped } = result.data;
    toast.success(`Undone: ${plural(restoredProducts)} restored`, {
      id,
      description: skipped.count ? `${plural(skipped.count)} changed again since were left as they are.` : undefined,
    });
  }

  async function run(label: string, change: BulkChange, target: QuickActionInput['target']) {
    const id = toast.loading(`${label}: starting…`);
    setRunning({ label, percent: 0, processed: 0, total: 0 });
    try {
      const started = await startQuickAction({ change, target });
      if (!started.ok) return void toast.error(`${label}: not done`, { id, description: started.message });
      let job: JobStatus | null = null;
      for (;;) {
        const polled = await quickActionProgress(started.data.jobId);
        if (!polled.ok) return void toast.error(`${label}: progress unknown`, { id, description: polled.message });
        job = polled.data;
        setRunning({ label, percent: job.progress, processed: job.processed, total: job.total });
        if (finished(job)) break;
        toast.loading(`${label}: ${plural(job.processed)} of ${job.total.toLocaleString('en-GB')} (${job.progress}%)`, { id });
        await pause(POLL_MS);
      }
      router.refresh();
      const runId = job.subjectId;
      if (job.status !== 'done')
        return void toast.error(`${label}: ${job.status}`, { id, description: job.errors.join('; ') || undefined });
      const counts = outcomeOf(job.result);
      toast.success(`${label}: ${counts ? outcomeText(counts) : `${plural(job.processed)} updated`}`, {
        id,
        duration: UNDO_MS,
        action: runId ? { label: 'Undo', onClick: () => void undo(runId, label) } : undefined,
      });
    } finally {
      setRunning(null);
    }
  }

  return { running, run };
}
