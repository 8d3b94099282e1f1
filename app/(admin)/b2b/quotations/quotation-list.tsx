import { addressSummary } from '@/components/b2b/address-values';
import type { Quotation } from '@/lib/api/schemas/b2b';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The saved quotations of one company, newest first (as the service returns them). */
export function QuotationList({ quotations, companyName }: { quotations: Quotation[]; companyName: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">Quotations of {companyName}</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              Quote name
            </th>
            <th scope="col" className="px-3 py-2">
              PO number
            </th>
            <th scope="col" className="px-3 py-2">
              Email
            </th>
            <th scope="col" className="px-3 py-2">
              Ship to
            </th>
            <th scope="col" className="px-3 py-2">
              Bill to
            </th>
            <th scope="col" className="px-3 py-2">
              Saved
            </th>
          </tr>
        </thead>
        <tbody>
          {quotations.map((q) => (
            <tr key={q.id} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2 font-medium text-slate-900">{q.quoteName}</td>
              <td className="px-3 py-2">{q.purchaseOrderNo || '—'}</td>
              <td className="px-3 py-2">{q.email}</td>
              <td className="px-3 py-2">{addressSummary(q.shippingAddress)}</td>
              <td className="px-3 py-2">{addressSummary(q.billingAddress)}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-500">{dateTime(q.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
