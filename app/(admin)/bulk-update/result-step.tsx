'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { BulkChangeKind } from '@/lib/api/schemas/bulk-operations';
import { outcomeText } from '@/lib/products/bulk-outcome';
import { gridFiltersToParams } from '@/lib/products/grid-filters';
import { previewAction } from './actions';
import type { RunOutcome } from './batches';
import { plural, type ProductSet } from './choose-products-step';
import { StepFrame } from './wizard-steps';

/** Product pages listed when the set came from ticked rows (no filter to link the grid with). */
const LINKED_PRODUCTS = 20;

/** Step 6: what changed, what did not and why (per product), and where to see the products. */
export function ResultStep({
  products,
  outcome,
  kind,
  onAnother,
}: {
  products: ProductSet;
  outcome: RunOutcome;
  kind: BulkChangeKind;
  onAnother: () => void;
}) {
  const { updated, productErrors, fatal, cancelled, notSent } = outcome;
  const tone = fatal ? 'danger' : productErrors.length || cancelled ? 'warning' : 'success';
  // What the service counted (docs/counts.md): the same numbers as the run's page and its undo.
  const counted = outcome.changed + outcome.unchanged + outcome.skipped;
  const title = cancelled
    ? `Cancelled: ${plural(updated, 'product')} updated`
    : fatal
      ? `Stopped: ${plural(updated, 'product')} updated`
      : `${plural(counted, 'product')}: ${outcomeText(outcome)}`;
  // A status or brand change moves products out of filters on that field: the link drops it.
  const changed: Partial<Record<BulkChangeKind, string>> = { status: 'status', brand: 'brandId' };
  const filters = products.filters
    ? { ...products.filters, ...(changed[kind] ? { [changed[kind]]: undefined } : {}) }
    : null;
  // Always a way back to the grid: to these products when a filter chose them, else to the grid itself.
  const gridHref = filters ? `/catalogue/products?${gridFiltersToParams(filters)}` : '/catalogue/products';

  return (
    <StepFrame
      title="Result"
      actions={
        <>
          <Button asChild variant="primary">
            <Link href={gridHref}>{filters ? 'Open the products in the grid' : 'Back to the product grid'}</Link>
          </Button>
          {outcome.runId && (
            <Button asChild>
              <Link href={`/bulk-update/runs/${outcome.runId}`}>See the run (undo it there)</Link>
            </Button>
          )}
          <Button onClick={onAnother}>Make another change to these products</Button>
          <Button asChild variant="ghost">
            <Link href="/bulk-update">Start over</Link>
          </Button>
        </>
      }
    >
      <Alert tone={tone} title={title}>
        {fatal && <p>{fatal}</p>}
        {notSent > 0 && <p>{plural(notSent, 'product was', 'products were')} not changed.</p>}
        {productErrors.length > 0 && (
          <p>{plural(productErrors.length, 'product')} could not be updated (listed below).</p>
        )}
      </Alert>

      {productErrors.length > 0 && (
        <table className="w-full text-left text-sm" aria-label="Products not updated">
          <thead className="border-b border-slate-200 text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Product
              </th>
              <th scope="col" className="py-1.5 font-medium">
                Error
              </th>
            </tr>
          </thead>
          <tbody>
            {productErrors.map((e) => (
              <tr key={e.productId} className="border-b border-slate-100">
                <td className="py-1.5 pr-3 font-mono text-xs">
                  <Link href={`/catalogue/products/${e.productId}`} className="text-accent-700 underline">
                    {e.productId}
                  </Link>
                </td>
                <td className="py-1.5">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {updated > 0 && <UpdatedProducts ids={products.ids} />}
    </StepFrame>
  );
}

/** The first products of the set by name and stock code, each linked to its page. */
function UpdatedProducts({ ids }: { ids: string[] }) {
  const shown = ids.slice(0, LINKED_PRODUCTS);
  const names = useQuery({
    queryKey: ['bulk-update', 'names', shown],
    queryFn: async () => {
      const r = await previewAction({ productIds: shown, fieldCodes: ['Name'] });
      if (!r.ok) throw new Error(r.message);
      return new Map(
        r.data.map((p) => [
          p.productId.toLowerCase(),
          { name: p.values[0]?.displayText ?? '', stockCode: p.stockCode },
        ]),
      );
    },
  });
  return (
    <div className="text-sm">
      <p className="font-medium text-slate-900">Updated products</p>
      <ul className="mt-1 space-y-0.5">
        {shown.map((id) => {
          const p = names.data?.get(id.toLowerCase());
          return (
            <li key={id}>
              <Link href={`/catalogue/products/${id}`} className="text-accent-700 underline">
                {p ? p.name || p.stockCode : names.isPending ? 'Loading…' : id}
              </Link>
              {p && <span className="ml-2 font-mono text-xs text-slate-600">{p.stockCode}</span>}
            </li>
          );
        })}
        {ids.length > LINKED_PRODUCTS && (
          <li className="text-slate-600">and {plural(ids.length - LINKED_PRODUCTS, 'other')}</li>
        )}
      </ul>
    </div>
  );
}
