'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { BulkChange } from '@/lib/api/schemas/bulk-operations';
import type { JobStatus } from '@/lib/api/schemas/bulk-runs';
import type { SearchFilters } from './product-filter-form';
import { applyByFilterAction } from './actions';
import { outcomeOf } from '@/lib/products/bulk-outcome';
import type { RunOutcome } from './batches';
import { plural } from './choose-products-step';
import { cancelJobAction, jobStatusAction } from './runs/actions';
import { StepFrame } from './wizard-steps';

const isFinished = (j: JobStatus | undefined) => !!j && ['done', 'failed', 'cancelled'].includes(j.status);

/**
 * Step 5 for "all N matching": ONE call (the service resolves the filter and runs a background job),
 * then a live progress bar from GET /api/v1/jobs/{id}, polled with react-query until the job ends.
 * Cancel stops the job after its current chunk; what was applied stays (and can be undone).
 */
export function JobApplyStep({
  filters,
  count,
  change,
  onFinished,
}: {
  filters: SearchFilters;
  count: number;
  change: BulkChange;
  onFinished: (outcome: RunOutcome) => void;
}) {
  const start = useMutation({
    mutationFn: async () => {
      const r = await applyByFilterAction({ change, filters });
      if (!r.ok) throw new Error(r.message);
      return r.data.jobId;
    },
  });
  const { mutate } = start;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const jobId = start.data;
  const job = useQuery({
    queryKey: ['jobs', jobId],
    enabled: !!jobId,
    queryFn: async () => {
      const r = await jobStatusAction(jobId!);
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
    refetchInterval: (q) => (isFinished(q.state.data) ? false : 500),
  });
  const cancel = useMutation({ mutationFn: () => cancelJobAction(jobId!) });

  const data = job.data;
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    if (start.isError) {
      reported.current = true;
      onFinished({
        updated: 0,
        changed: 0,
        unchanged: 0,
        skipped: 0,
        productErrors: [],
        fatal: start.error.message,
        cancelled: false,
        notSent: count,
      });
    } else if (data && isFinished(data)) {
      reported.current = true;
      const counts = outcomeOf(data.result) ?? { changed: 0, unchanged: 0, skipped: 0 };
      onFinished({
        updated: data.processed,
        ...counts,
        productErrors: [],
        fatal: data.status === 'failed' ? data.errors.join('; ') || 'The job failed' : null,
        cancelled: data.status === 'cancelled',
        notSent: data.total - data.processed,
        runId: data.subjectId,
      });
    }
  }, [data, start.isError, start.error, count, onFinished]);

  const progress = data?.progress ?? 0;
  return (
    <StepFrame
      title="Applying the change"
      description="It runs on the server as a background job: you may leave this page, the Bulk runs page shows it."
      actions={
        <Button
          variant="danger"
          disabled={!jobId || cancel.isPending || cancel.isSuccess}
          onClick={() => cancel.mutate()}
        >
          {cancel.isPending || cancel.isSuccess ? 'Stopping after this chunk…' : 'Cancel'}
        </Button>
      }
    >
      <div
        role="progressbar"
        aria-label="Bulk update progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-accent-600 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {data
          ? `${plural(data.processed, 'product')} of ${data.total.toLocaleString('en-GB')} updated (${progress}%)`
          : `Starting the job for ${plural(count, 'product')}…`}
      </p>
    </StepFrame>
  );
}
