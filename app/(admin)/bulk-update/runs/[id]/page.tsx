import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { crumbsFor } from '@/components/shell/navigation';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { ApiError } from '@/lib/api/errors';
import { bulkRunChanges, getBulkRun } from '@/lib/api/bulk-runs';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { parseGridParams, type SearchParamsInput } from '@/lib/url-state/grid-params';
import type { BulkRun } from '@/lib/api/schemas/bulk-runs';
import { outcomeOf } from '@/lib/products/bulk-outcome';
import { labelReferences } from '@/lib/api/labels';
import { changeText, fieldText, operationText, resultText, statusOf, valueText, when } from '../run-format';
import { UndoRunButton } from './undo-run-button';

export const metadata: Metadata = { title: 'Bulk run' };

/** "66 products changed": the run's own count, which its undo restores (its changes may list several fields a product). */
function changedProducts(run: BulkRun, rows: number): string {
  const changed = outcomeOf(run.result)?.changed ?? rows;
  return `${changed.toLocaleString('en-GB')} product${changed === 1 ? '' : 's'} changed`;
}

/** One run: who, what, its result, every product it changed (linked), and Undo. */
export default async function BulkRunPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParamsInput>;
}) {
  const staff = await requireRole('bulkUpdate');
  const { id } = await params;
  const grid = parseGridParams(await searchParams, { sortable: [], defaultPageSize: 50 });
  const found = await Promise.all([getBulkRun(id), bulkRunChanges(id, grid.page, grid.pageSize), labelReferences('product')]).catch(
    (e) => {
      if (e instanceof ApiError && (e.status === 404 || e.status === 400)) notFound();
      throw e;
    },
  );
  const [run, changes, refs] = found;
  const status = statusOf(run);
  const undoable =
    can(staff.role, 'bulkUpdate', 'write') &&
    !run.undoneBy &&
    run.status !== 'running' &&
    run.operation !== 'undo';
  return (
    <>
      <PageHeader
        title={`${run.operation === 'undo' ? 'Undo' : `Bulk ${operationText(run.operation)}`} · ${when(run.startedAt)}`}
        description={changeText(run, refs)}
        breadcrumbs={[...crumbsFor('/bulk-update/runs'), { label: when(run.startedAt) }]}
        actions={undoable ? <UndoRunButton runId={run.id} productCount={outcomeOf(run.result)?.changed ?? run.productCount} /> : undefined}
      />
      <dl className="mb-4 grid grid-cols-2 gap-3 rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-5">
        <div>
          <dt className="text-xs text-slate-600">Author</dt>
          <dd className="font-medium">{run.actor.name}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Products</dt>
          <dd className="font-medium tabular-nums">{run.productCount.toLocaleString('en-GB')}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Status</dt>
          <dd>
            <Badge tone={status.tone}>{status.label}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Result</dt>
          <dd>{resultText(run)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Links</dt>
          <dd className="space-x-2">
            {run.undoOf && (
              <Link className="text-accent-700 hover:underline" href={`/bulk-update/runs/${run.undoOf}`}>
                Undone run
              </Link>
            )}
            {run.undoneBy && (
              <Link className="text-accent-700 hover:underline" href={`/bulk-update/runs/${run.undoneBy}`}>
                Its undo
              </Link>
            )}
          </dd>
        </div>
      </dl>
      <div className="space-y-3">
        <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-slate-200">
          <table className="w-full text-sm">
            <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-800">
              Changes: {changedProducts(run, changes.totalRecords)} ({changes.totalRecords.toLocaleString('en-GB')} field
              {changes.totalRecords === 1 ? ' change' : ' changes'}, one per product and field)
            </caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Product
                </th>
                <th scope="col" className="px-3 py-2">
                  Field
                </th>
                <th scope="col" className="px-3 py-2">
                  Before
                </th>
                <th scope="col" className="px-3 py-2">
                  After
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {changes.result.map((c, i) => (
                <tr key={`${c.productId}-${c.field}-${i}`}>
                  <td className="px-3 py-2">
                    <Link
                      href={`/catalogue/products/${c.productId}`}
                      className="font-medium text-accent-700 hover:underline"
                    >
                      {c.name ?? c.productId}
                    </Link>
                    {c.stockCode && (
                      <span className="ml-2 font-mono text-xs text-slate-600">{c.stockCode}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">{fieldText(c.field, refs)}</td>
                  <td className="px-3 py-2">{valueText(c.field, c.before, refs)}</td>
                  <td className="px-3 py-2">{valueText(c.field, c.after, refs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={grid.page}
          pageSize={grid.pageSize}
          totalRecords={changes.totalRecords}
          itemLabel="changes"
        />
      </div>
    </>
  );
}
