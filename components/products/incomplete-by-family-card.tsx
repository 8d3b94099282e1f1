import Link from 'next/link';
import { Card, CardHeader } from '@/components/ui/card';
import { listCompletenessByFamily } from '@/lib/api/completeness';
import { unlessUnavailable } from '@/lib/api/optional';

/**
 * Dashboard card "Incomplete products by family": per family how many products miss a required
 * attribute, their average completeness and what is missed most. Degrades to nothing when the
 * service cannot say.
 */
export async function IncompleteByFamilyCard() {
  const rows = await unlessUnavailable(listCompletenessByFamily(), 'completeness by family');
  if (!rows || rows.length === 0) return null;
  return (
    <Card aria-labelledby="incomplete-by-family" className="mt-6">
      <CardHeader
        id="incomplete-by-family"
        title="Incomplete products by family"
        description="Products missing a required attribute of their family"
        actions={
          <Link
            href="/catalogue/products?completenessBelow=100"
            className="text-sm font-medium text-accent-700 underline-offset-2 hover:underline"
          >
            See incomplete products
          </Link>
        }
      />
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Family
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Incomplete
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Average
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Most often missing
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.familyId ?? 'none'} className="border-t border-slate-100">
                <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                  {r.familyName}
                </th>
                <td className="px-4 py-2 text-right tabular-nums text-slate-800">
                  {r.incomplete.toLocaleString('en')}{' '}
                  <span className="text-slate-600">of {r.products.toLocaleString('en')}</span>
                </td>
                <td className="px-4 py-2 text-right tabular-nums text-slate-800">{r.averageCompleteness}%</td>
                <td className="px-4 py-2 text-slate-700 [overflow-wrap:anywhere]">
                  {r.mostMissing.join(', ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
