import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { crumbsFor } from '@/components/shell/navigation';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { findCompanyRow, getCompany, getCompanyChoices, listCompanies } from '@/lib/api/b2b';
import { ApiError } from '@/lib/api/errors';
import { unlessUnavailable } from '@/lib/api/optional';
import { storeIntSetting } from '@/lib/api/settings';
import { requireRole } from '@/lib/auth/session';
import { firstParam, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { addressCountries, newQuotationValues } from '../editor-values';
import { QuotationEditor } from '../quotation-editor';

export const metadata: Metadata = { title: 'New quotation' };

async function loadCompany(id: string) {
  if (!z.uuid().safeParse(id).success) notFound();
  try {
    return await getCompany(id);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    throw e;
  }
}

/** Without a company: choose one first (a quotation is priced in the company's price list). */
async function ChooseCompany() {
  const companies = await listCompanies();
  return (
    <form method="get" action="/b2b/quotations/new" className="flex max-w-xl items-end gap-3" aria-label="Choose a company">
      <Field label="Company">
        <Select name="company" required options={companies.map((c) => ({ value: c.id, label: c.name }))} />
      </Field>
      <Button type="submit" variant="primary">
        Continue
      </Button>
    </form>
  );
}

export default async function NewQuotationPage({ searchParams }: { searchParams: Promise<SearchParamsInput> }) {
  await requireRole('quotations', 'write');
  const companyId = firstParam(await searchParams, 'company');
  if (!companyId)
    return (
      <>
        <PageHeader title="New quotation" breadcrumbs={[...crumbsFor('/b2b/quotations'), { label: 'New quotation' }]} />
        <ChooseCompany />
      </>
    );
  const [company, choices] = await Promise.all([loadCompany(companyId), unlessUnavailable(getCompanyChoices(), 'master data')]);
  const [row, validityDays] = await Promise.all([
    unlessUnavailable(findCompanyRow(company.id), 'currency'),
    storeIntSetting('B2BSettings.QuoteValidityDays'),
  ]);
  const currency = row?.currencyCode ?? 'GBP';
  return (
    <>
      <PageHeader
        title="New quotation"
        description={`For ${company.name}`}
        breadcrumbs={[...crumbsFor('/b2b/quotations'), { label: company.name, href: `/b2b/companies/${company.id}` }, { label: 'New quotation' }]}
      />
      <QuotationEditor
        companyId={company.id}
        companyName={company.name}
        currencyCode={currency}
        initial={newQuotationValues(company)}
        initialLines={[]}
        addresses={company.addresses}
        countries={addressCountries()}
        titles={choices?.titles ?? null}
        validityDays={validityDays}
      />
    </>
  );
}
