'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ImportReport } from '@/lib/api/schemas/product-import';
import { cancelImportAction, importReportAction } from './actions';
import { ImportOutcome } from './import-outcome';

const isFinished = (r: ImportReport | undefined) => !!r && ['done', 'failed', 'cancelled'].includes(r.job.status);
const n = (v: number | undefined) => (v ?? 0).toLocaleString('en-GB');

/**
 * A running import or dry run: a live progress bar (the report polled until its job ends) with
 * Cancel, then the report — counts, price and stock changes old → new, links to the products,
 * warnings, the row errors and their CSV, and Undo.
 */
export function ImportProgress({ id, onFinished }: { id: string; onFinished?: (report: ImportReport) => void }) {
  const report = useQuery({
    queryKey: ['imports', id],
    queryFn: async () => {
      const r = await importReportAction(id);
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
    refetchInterval: (q) => (isFinished(q.state.data) ? false : 700),
  });
  const cancel = useMutation({ mutationFn: () => cancelImportAction(id) });
  const data = report.data;
  useEffect(() => {
    if (data && isFinished(data)) onFinished?.(data);
  }, [data, onFinished]);
  if (report.isError) return <Alert tone="danger">{report.error.message}</Alert>;
  if (!data) return <p className="text-sm text-slate-700">Starting…</p>;
  const counts = data.job.counts;
  const what = data.dryRun ? 'Dry run' : 'Import';
  const finished = isFinished(data);
  return (
    <div className="flex flex-col gap-4" data-testid="import-report">
      <div
        role="progressbar"
        aria-label={`${what} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={data.job.progress}
        aria-valuetext={`${data.job.progress}%`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-accent-600 transition-[width]" style={{ width: `${data.job.progress}%` }} />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {finished ? `${what} ${data.job.status === 'done' ? 'finished' : data.job.status}` : `${what} running`}: {n(data.job.processed)} of {n(data.rowCount)} rows read —{' '}
        {data.dryRun ? 'would create' : 'created'} {n(counts.created)}, {data.dryRun ? 'would update' : 'updated'} {n(counts.updated)}, skipped {n(counts.skipped)} with errors
        {counts.priceChanges || counts.stockChanges ? ` — ${n(counts.priceChanges)} price and ${n(counts.stockChanges)} stock change${counts.priceChanges + counts.stockChanges === 1 ? '' : 's'}` : ''}.
      </p>
      {!finished && (
        <div>
          <Button variant="danger" disabled={cancel.isPending || cancel.isSuccess} onClick={() => cancel.mutate()}>
            {cancel.isPending || cancel.isSuccess ? 'Stopping after this batch…' : `Cancel ${what.toLowerCase()}`}
          </Button>
        </div>
      )}
      {data.job.status === 'failed' && <Alert tone="danger">{data.job.errors.join('; ') || 'The import failed'}</Alert>}
      {finished && <ImportOutcome report={data} onUndone={() => report.refetch()} />}
    </div>
  );
}
