import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { getCompany, getCompanyChoices } from '@/lib/api/b2b';
import { unlessUnavailable } from '@/lib/api/optional';
import { storeIntSetting } from '@/lib/api/settings';
import { requireRole } from '@/lib/auth/session';
import { addressCountries, quotationValues } from '../../editor-values';
import { QuotationEditor } from '../../quotation-editor';
import { loadQuotation } from '../load-quotation';

export const metadata: Metadata = { title: 'Edit quotation' };

export default async function EditQuotationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRole('quotations', 'write');
  const q = await loadQuotation((await params).id);
  // Only a draft changes: a sent one is taken back to draft on its page first.
  if (q.status !== 'draft') redirect(`/b2b/quotations/${q.id}`);
  const [company, choices, validityDays] = await Promise.all([
    getCompany(q.companyId),
    unlessUnavailable(getCompanyChoices(), 'master data'),
    storeIntSetting('B2BSettings.QuoteValidityDays'),
  ]);
  const { values, lines } = quotationValues(q);
  return (
    <>
      <PageHeader
        title={`Edit ${q.number}`}
        description={`For ${company.name}`}
        breadcrumbs={[...crumbsFor('/b2b/quotations'), { label: q.number, href: `/b2b/quotations/${q.id}` }, { label: 'Edit' }]}
      />
      <QuotationEditor
        quotationId={q.id}
        version={q.version}
        companyId={q.companyId}
        companyName={company.name}
        currencyCode={q.currencyCode}
        initial={values}
        initialLines={lines}
        addresses={company.addresses}
        countries={addressCountries()}
        titles={choices?.titles ?? null}
        validityDays={validityDays}
      />
    </>
  );
}
