'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ImportReport } from '@/lib/api/schemas/product-import';
import { cancelImportAction, importReportAction } from './actions';

const isFinished = (r: ImportReport | undefined) => !!r && ['done', 'failed', 'cancelled'].includes(r.job.status);
const n = (v: number | undefined) => (v ?? 0).toLocaleString('en-GB');

/**
 * A running import or dry run: a live progress bar (the report polled until its job ends) with
 * Cancel, then the report — counts, links to the products, the row errors and their CSV.
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
        {data.dryRun ? 'would create' : 'created'} {n(counts.created)}, {data.dryRun ? 'would update' : 'updated'} {n(counts.updated)}, skipped {n(counts.skipped)} with errors.
      </p>
      {!finished && (
        <div>
          <Button variant="danger" disabled={cancel.isPending || cancel.isSuccess} onClick={() => cancel.mutate()}>
            {cancel.isPending || cancel.isSuccess ? 'Stopping after this batch…' : `Cancel ${what.toLowerCase()}`}
          </Button>
        </div>
      )}
      {data.job.status === 'failed' && <Alert tone="danger">{data.job.errors.join('; ') || 'The import failed'}</Alert>}
      {finished && <ImportOutcome report={data} />}
    </div>
  );
}

function ProductLinks({ title, products }: { title: string; products: ImportReport['created'] }) {
  if (products.length === 0) return null;
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {products.map((p) => (
          <li key={p.id}>
            <Link className="text-accent-700 underline" href={`/catalogue/products/${p.id}`}>
              {p.stockCode}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ImportOutcome({ report }: { report: ImportReport }) {
  return (
    <>
      <ProductLinks title={`Created products${report.created.length >= 50 ? ' (first 50)' : ''}`} products={report.created} />
      <ProductLinks title={`Updated products${report.updated.length >= 50 ? ' (first 50)' : ''}`} products={report.updated} />
      {report.errorCount > 0 ? (
        <section>
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="text-sm font-semibold text-slate-900">
              {n(report.errorCount)} error{report.errorCount === 1 ? '' : 's'}
            </h3>
            <a className="text-sm text-accent-700 underline" href={`/catalogue/import/${report.id}/errors`} download>
              Download the rows with errors (CSV)
            </a>
          </div>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">Row errors</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-700">
                <th scope="col" className="py-1 pr-4 font-medium">Row</th>
                <th scope="col" className="py-1 pr-4 font-medium">Column</th>
                <th scope="col" className="py-1 font-medium">Message</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e, i) => (
                <tr key={i} className="border-b border-slate-100">
                  <td className="py-1 pr-4">{e.rowNumber}</td>
                  <td className="py-1 pr-4">{e.column}</td>
                  <td className="py-1">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <Alert tone="success">No errors.</Alert>
      )}
    </>
  );
}
