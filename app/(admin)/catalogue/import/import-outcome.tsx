'use client';

import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ImportReport } from '@/lib/api/schemas/product-import';
import { undoImportAction } from './actions';

const n = (v: number | undefined) => (v ?? 0).toLocaleString('en-GB');
const value = (v: string | number | null) => (v === null ? '—' : typeof v === 'number' ? n(v) : v);

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

/** Price and stock values of updated products, old → new: what a dry run would change, what an import changed. */
function ValueChanges({ report }: { report: ImportReport }) {
  if (report.changes.length === 0) return null;
  const total = (report.job.counts.priceChanges ?? 0) + (report.job.counts.stockChanges ?? 0);
  return (
    <section>
      <h3 className="text-sm font-semibold text-slate-900">
        Price and stock changes{total > report.changes.length ? ` (first ${n(report.changes.length)} of ${n(total)})` : ''}
      </h3>
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">Price and stock changes, old to new</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-700">
            <th scope="col" className="py-1 pr-4 font-medium">Row</th>
            <th scope="col" className="py-1 pr-4 font-medium">Product</th>
            <th scope="col" className="py-1 pr-4 font-medium">Value</th>
            <th scope="col" className="py-1 font-medium">Old → new</th>
          </tr>
        </thead>
        <tbody>
          {report.changes.map((c) => (
            <tr key={`${c.productId}-${c.field}`} className="border-b border-slate-100">
              <td className="py-1 pr-4">{c.rowNumber}</td>
              <td className="py-1 pr-4 font-mono text-xs">{c.stockCode}</td>
              <td className="py-1 pr-4">{c.label}</td>
              <td className="py-1 tabular-nums">
                {value(c.before)} → {value(c.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function RowIssues({ caption, issues }: { caption: string; issues: ImportReport['errors'] }) {
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-700">
          <th scope="col" className="py-1 pr-4 font-medium">Row</th>
          <th scope="col" className="py-1 pr-4 font-medium">Column</th>
          <th scope="col" className="py-1 font-medium">Message</th>
        </tr>
      </thead>
      <tbody>
        {issues.map((e, i) => (
          <tr key={i} className="border-b border-slate-100">
            <td className="py-1 pr-4">{e.rowNumber}</td>
            <td className="py-1 pr-4">{e.column}</td>
            <td className="py-1">{e.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Undo, confirmed: every value the import changed gets its old value back, the products it created go to the deleted products. */
function UndoImport({ report, onUndone }: { report: ImportReport; onUndone: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Undo import</Button>}
      title="Undo this import?"
      description={
        <span className="block">
          Every field, price and stock value it changed gets its old value back, products it added to collections leave them, and the {n(report.job.counts.created)} products it created
          move to the deleted products. What was changed again since is left as it is, and listed.{busy ? ' Undoing…' : ''}
        </span>
      }
      confirmLabel="Undo import"
      destructive
      onConfirm={async () => {
        setBusy(true);
        const r = await undoImportAction(report.runId!);
        setBusy(false);
        if (!r.ok) {
          toast.error(r.message);
          return;
        }
        toast.success(`Import undone: ${n(r.data.restoredProducts)} products restored`);
        if (r.data.skipped.count > 0)
          toast.warning(`${n(r.data.skipped.count)} products were changed since the import and kept their newer values`, {
            description: r.data.skipped.products.map((p) => `${p.stockCode ?? p.productId}: ${p.fields.join(', ')}`).join('; '),
            duration: 15_000,
          });
        onUndone();
      }}
    />
  );
}

export function ImportOutcome({ report, onUndone }: { report: ImportReport; onUndone: () => void }) {
  return (
    <>
      {report.runId && (
        <div className="flex flex-wrap items-center gap-3">
          {report.undoneBy ? (
            <Alert tone="info">
              This import was undone.{' '}
              <Link className="underline" href={`/bulk-update/runs/${report.undoneBy}`}>
                See the undo
              </Link>
            </Alert>
          ) : (
            <UndoImport report={report} onUndone={onUndone} />
          )}
        </div>
      )}
      <ValueChanges report={report} />
      <ProductLinks title={`Created products${report.created.length >= 50 ? ' (first 50)' : ''}`} products={report.created} />
      <ProductLinks title={`Updated products${report.updated.length >= 50 ? ' (first 50)' : ''}`} products={report.updated} />
      {report.warningCount > 0 && (
        <section>
          <h3 className="text-sm font-semibold text-slate-900">
            {n(report.warningCount)} warning{report.warningCount === 1 ? '' : 's'} (the rows were {report.dryRun ? 'valid' : 'written'})
          </h3>
          <RowIssues caption="Row warnings" issues={report.warnings} />
        </section>
      )}
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
          <RowIssues caption="Row errors" issues={report.errors} />
        </section>
      ) : (
        <Alert tone="success">No errors.</Alert>
      )}
    </>
  );
}
