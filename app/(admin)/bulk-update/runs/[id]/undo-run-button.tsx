'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { undoRunAction } from '../actions';

/**
 * Undo, confirmed in a Radix dialog. The undo is one transaction on the service; while it runs the
 * dialog shows an indeterminate progress bar. Products changed since the run are listed, not
 * overwritten.
 */
export function UndoRunButton({ runId, productCount }: { runId: string; productCount: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Undo run</Button>}
      title="Undo this bulk run?"
      description={
        <>
          <span className="block">
            The {productCount.toLocaleString('en-GB')} products the run changed get back the values they had before it.
            Fields changed again since are left as they are, and listed.
          </span>
          {busy && (
            <span
              role="progressbar"
              aria-label="Undo progress"
              className="mt-3 block h-2 w-full overflow-hidden rounded-full bg-slate-100"
            >
              <span className="block h-full w-1/3 animate-pulse bg-accent-600" />
            </span>
          )}
        </>
      }
      confirmLabel="Undo run"
      destructive
      onConfirm={async () => {
        setBusy(true);
        const result = await undoRunAction(runId);
        setBusy(false);
        if (!result.ok) {
          toast.error(result.message);
          return;
        }
        const { restoredProducts, skipped } = result.data;
        toast.success(`Run undone: ${restoredProducts.toLocaleString('en-GB')} products restored`);
        if (skipped.count > 0)
          toast.warning(
            `${skipped.count.toLocaleString('en-GB')} products were changed since the run and kept their newer values`,
            {
              description: skipped.products
                .map(
                  (p) =>
                    `${p.name ?? p.productId}${p.stockCode ? ` (${p.stockCode})` : ''}: ${p.fields.join(', ')}`,
                )
                .join('; '),
              duration: 15_000,
            },
          );
        router.refresh();
      }}
    />
  );
}
