import type { Metadata } from 'next';
import Link from 'next/link';
import { crumbsFor } from '@/components/shell/navigation';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { listBulkRuns } from '@/lib/api/bulk-runs';
import { labelReferences } from '@/lib/api/labels';
import { requireRole } from '@/lib/auth/session';
import { parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { humanize } from '@/lib/labels/enums';
import { changeText, operationText, resultText, statusOf, when } from './run-format';

export const metadata: Metadata = { title: 'Bulk runs' };

/** Every bulk update and undo, newest first: who, what, how many, and how it ended. */
export default async function BulkRunsPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  await requireRole('bulkUpdate');
  const grid = parseGridParams(await searchParams, { sortable: [], defaultPageSize: 25 });
  const [{ result: runs, totalRecords }, refs] = await Promise.all([listBulkRuns(grid.page, grid.pageSize), labelReferences('product')]);
  return (
    <>
      <PageHeader
        title="Bulk runs"
        description="Every bulk update, who ran it and what it changed. Open a run to see its products or undo it."
        breadcrumbs={crumbsFor('/bulk-update/runs')}
      />
      {runs.length === 0 ? (
        <EmptyState
          title="No bulk runs yet"
          description="Runs appear here when the bulk-update wizard or the API changes products."
        />
      ) : (
        <div className="space-y-3">
          <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
            <table className="w-full text-sm">
              <caption className="sr-only">Bulk runs, newest first</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Started
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Author
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Operation
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Products
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {runs.map((run) => {
                  const status = statusOf(run);
                  return (
                    <tr key={run.id}>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <Link
                          href={`/bulk-update/runs/${run.id}`}
                          className="font-medium text-accent-700 hover:underline"
                        >
                          {when(run.startedAt)}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{run.actor.name}</td>
                      <td className="px-3 py-2">
                        <span className="font-medium">{humanize(operationText(run.operation))}</span>
                        <p className="text-xs text-slate-600">{changeText(run, refs)}</p>
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {run.productCount.toLocaleString('en-GB')}
                      </td>
                      <td className="px-3 py-2">
                        <Badge tone={status.tone}>{status.label}</Badge>
                      </td>
                      <td className="px-3 py-2 text-slate-700">{resultText(run)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination
            page={grid.page}
            pageSize={grid.pageSize}
            totalRecords={totalRecords}
            itemLabel="runs"
          />
        </div>
      )}
    </>
  );
}
