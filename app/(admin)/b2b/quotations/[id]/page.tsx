import type { Metadata } from 'next';
import Link from 'next/link';
import { addressSummary } from '@/components/b2b/address-values';
import { HistorySection } from '@/components/history/history-section';
import { crumbsFor } from '@/components/shell/navigation';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SectionTable } from '@/components/ui/section-table';
import { quotationHistory } from '@/lib/api/b2b-quotes';
import { unlessUnavailable } from '@/lib/api/optional';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { formatDay, formatMoney } from '../money';
import { QuotationStatusBadge } from '../quotation-status-badge';
import { QuotationTotals } from '../quotation-totals';
import { loadQuotation } from './load-quotation';
import { QuotationActions } from './status-actions';

export const metadata: Metadata = { title: 'Quotation' };

export default async function QuotationPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireRole('quotations');
  const { id } = await params;
  const q = await loadQuotation(id);
  const history = await unlessUnavailable(quotationHistory(q.id), 'history');
  const money = (n: number) => formatMoney(n, q.currencyCode);
  return (
    <>
      <PageHeader
        title={`${q.number} · ${q.quoteName}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <QuotationStatusBadge status={q.status} />
            <Link href={`/b2b/companies/${q.companyId}`} className="underline">
              {q.companyName}
            </Link>
            <span>Valid until {formatDay(q.validUntil)}</span>
            {q.purchaseOrderNo && <span>PO {q.purchaseOrderNo}</span>}
          </span>
        }
        breadcrumbs={[...crumbsFor('/b2b/quotations'), { label: q.number }]}
        actions={
          <QuotationActions
            id={q.id}
            version={q.version}
            status={q.status}
            allowed={q.allowedStatuses}
            canWrite={can(staff.role, 'quotations', 'write')}
            convertible={q.status === 'accepted' && !q.basketId}
            email={q.email}
            validUntil={q.validUntil ? formatDay(q.validUntil) : null}
          />
        }
      />
      <div className="space-y-5">
        {q.basketId && <p className="text-sm text-slate-700">Converted to basket <code>{q.basketId}</code> for {q.email}.</p>}
        <Card>
          <CardHeader title="Lines" description={`${q.lines.length} line${q.lines.length === 1 ? '' : 's'}, prices in ${q.currencyCode} excluding tax`} />
          <CardBody>
            <SectionTable
              caption="Quotation lines"
              rows={q.lines}
              rowKey={(l) => l.id}
              columns={[
                { header: 'Stock code', cell: (l) => <code className="text-xs">{l.stockCode}</code> },
                { header: 'Product', cell: (l) => l.name },
                { header: 'Quantity', cell: (l) => l.qty },
                { header: 'Unit price', cell: (l) => money(l.unitPrice) },
                { header: 'Discount', cell: (l) => (l.discountPercent ? `${l.discountPercent}%` : '—') },
                { header: 'Line total', cell: (l) => money(l.lineTotal) },
                { header: 'VAT rate', cell: (l) => `${l.taxPercent}%` },
                { header: 'VAT', cell: (l) => money(l.tax) },
              ]}
            />
            <QuotationTotals totals={q} currencyCode={q.currencyCode} className="ml-auto mt-4 max-w-sm" />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Addresses and notes" />
          <CardBody>
            <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-slate-500">Email</dt>
              <dd>{q.email}</dd>
              <dt className="text-slate-500">Ship to</dt>
              <dd>{addressSummary(q.shippingAddress)}</dd>
              <dt className="text-slate-500">Bill to</dt>
              <dd>{addressSummary(q.billingAddress)}</dd>
              <dt className="text-slate-500">Notes</dt>
              <dd className="whitespace-pre-line">{q.notes || '—'}</dd>
            </dl>
          </CardBody>
        </Card>
        {history && <HistorySection entries={history.results} totalRecords={history.total} />}
      </div>
    </>
  );
}
