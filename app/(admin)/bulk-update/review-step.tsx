'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeleton';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import type { BulkChangeKind } from '@/lib/api/schemas/bulk-operations';
import { previewAction } from './actions';
import { BATCH_SIZE } from './batches';
import { plural, type ProductSet } from './choose-products-step';
import { afterValue, displayValue, operationOf } from './operations';
import { StepFrame } from './wizard-steps';

/** How many products the review shows before → after. */
export const SAMPLE_SIZE = 10;

/** Step 4: how many products, and for a sample their current values next to what they will become. */
export function ReviewStep({
  kind,
  fields,
  products,
  values,
  onBack,
  onApply,
}: {
  kind: BulkChangeKind;
  fields: AttributeMeta[];
  products: ProductSet;
  values: Record<string, string>;
  onBack: () => void;
  onApply: () => void;
}) {
  const sampleIds = products.ids.slice(0, SAMPLE_SIZE);
  // The name too, so the sample reads as products rather than codes.
  const codes = ['Name', ...fields.map((f) => f.fieldCode).filter((c) => c !== 'Name')];
  const preview = useQuery({
    queryKey: ['bulk-update', 'preview', sampleIds, codes],
    queryFn: async () => {
      const r = await previewAction({ productIds: sampleIds, fieldCodes: codes });
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
  });
  const count = products.ids.length;
  const batches = Math.ceil(count / BATCH_SIZE);

  return (
    <StepFrame
      title="Review the change"
      description={
        <>
          {operationOf(kind).label} on <strong data-testid="review-count">{plural(count, 'product')}</strong>
          {batches > 1 && ` (sent in ${batches} batches of up to ${BATCH_SIZE.toLocaleString('en-GB')})`}.
          Nothing has changed yet.
        </>
      }
      actions={
        <>
          <Button onClick={onBack}>Back</Button>
          <Button variant="primary" onClick={onApply}>
            Apply to {plural(count, 'product')}
          </Button>
        </>
      }
    >
      <ul className="text-sm text-slate-700">
        {fields.map((f) => (
          <li key={f.fieldCode}>
            <span className="font-medium">{f.fieldName}</span>:{' '}
            {afterValue(kind, f, '', values[f.fieldCode] ?? '')}
            {kind === 'tags' || kind === 'collection' ? ' (added)' : ''}
          </li>
        ))}
      </ul>
      <h3 className="text-sm font-semibold text-slate-900">
        {count > SAMPLE_SIZE ? `The first ${SAMPLE_SIZE} of ${plural(count, 'product')}` : 'The products'}
      </h3>
      {preview.isPending ? (
        <SkeletonRows rows={Math.min(count, SAMPLE_SIZE)} />
      ) : preview.isError ? (
        <Alert tone="warning" title="The current values could not be read">
          {preview.error.message}
        </Alert>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Before and after">
            <thead className="border-b border-slate-200 text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Product
                </th>
                {fields.map((f) => (
                  <th key={f.fieldCode} scope="col" className="py-1.5 pr-3 font-medium">
                    {f.fieldName}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.data.map((item) => {
                const valueOf = (code: string) =>
                  item.values.find((v) => v.fieldCode.toLowerCase() === code.toLowerCase());
                return (
                  <tr key={item.productId} className="border-b border-slate-100">
                    <th scope="row" className="py-1.5 pr-3 font-normal">
                      <Link
                        href={`/catalogue/products/${item.productId}`}
                        className="text-accent-700 underline"
                      >
                        {item.stockCode}
                      </Link>{' '}
                      <span className="text-slate-600">{valueOf('Name')?.fieldValue}</span>
                    </th>
                    {fields.map((f) => {
                      const current = valueOf(f.fieldCode);
                      const before = current?.displayText || displayValue(f, current?.fieldValue ?? '');
                      const after = afterValue(kind, f, before, values[f.fieldCode] ?? '');
                      return (
                        <td key={f.fieldCode} className="py-1.5 pr-3">
                          <span className="text-slate-500">{before || '—'}</span>
                          <span aria-label="becomes" className="px-1.5 text-slate-500">
                            →
                          </span>
                          <span
                            className={after !== before ? 'font-medium text-slate-900' : 'text-slate-500'}
                          >
                            {after}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </StepFrame>
  );
}
