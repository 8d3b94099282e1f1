'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { BulkChange } from '@/lib/api/schemas/bulk-operations';
import { applyBatchAction } from './actions';
import { BATCH_SIZE, runBatches, type BatchProgress, type RunOutcome } from './batches';
import { plural } from './choose-products-step';
import { StepFrame } from './wizard-steps';

/**
 * Step 5: sends the batches one after another (one server action each) as soon as it opens. Progress
 * is batches done; Cancel lets the batch in flight finish (the service applies a batch all or
 * nothing) and sends no more.
 */
export function ApplyStep({
  productIds,
  change,
  onFinished,
}: {
  productIds: string[];
  change: BulkChange;
  onFinished: (outcome: RunOutcome) => void;
}) {
  const total = Math.ceil(productIds.length / BATCH_SIZE);
  const [progress, setProgress] = useState<BatchProgress>({ done: 0, total, updated: 0 });
  const [cancelling, setCancelling] = useState(false);
  const cancelled = useRef(false);
  const started = useRef(false);
  const batch = useMutation({ mutationFn: (ids: string[]) => applyBatchAction({ change, productIds: ids }) });
  const { mutateAsync } = batch;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void runBatches(productIds, mutateAsync, setProgress, () => cancelled.current).then(
      onFinished,
      (e: Error) =>
        onFinished({
          updated: 0,
          changed: 0,
          unchanged: 0,
          skipped: 0,
          productErrors: [],
          fatal: e.message,
          cancelled: false,
          notSent: productIds.length,
        }),
    );
  }, [productIds, mutateAsync, onFinished]);

  const percent = total ? Math.round((progress.done / total) * 100) : 0;
  return (
    <StepFrame
      title="Applying the change"
      description="Keep this page open until it finishes."
      actions={
        <Button
          variant="danger"
          disabled={cancelling}
          onClick={() => {
            cancelled.current = true;
            setCancelling(true);
          }}
        >
          {cancelling ? 'Stopping after this batch…' : 'Cancel'}
        </Button>
      }
    >
      <div
        role="progressbar"
        aria-label="Bulk update progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={progress.done}
        aria-valuetext={`${progress.done} of ${total} batches`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-accent-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        Batch {Math.min(progress.done + 1, total)} of {total} · {plural(progress.updated, 'product')} updated
        of {productIds.length.toLocaleString('en-GB')}
      </p>
    </StepFrame>
  );
}
