import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { getAddressCountries, getCompany, getCompanyChoices } from '@/lib/api/b2b';
import { ApiError } from '@/lib/api/errors';
import { unlessUnavailable } from '@/lib/api/optional';
import { requireRole } from '@/lib/auth/session';
import { firstParam, type SearchParamsInput } from '@/lib/url-state/grid-params';
import { QuotationForm } from '../quotation-form';

export const metadata: Metadata = { title: 'New quotation' };

async function loadCompany(id: string) {
  try {
    return await getCompany(id);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    throw e;
  }
}

export default async function NewQuotationPage({
  searchParams,
}: {
  searchParams: Promise<SearchParamsInput>;
}) {
  await requireRole('quotations', 'write');
  const companyId = firstParam(await searchParams, 'company');
  // A quotation belongs to a company: without one, choose it on the list first.
  if (!companyId) redirect('/b2b/quotations');
  if (!z.uuid().safeParse(companyId).success) notFound();
  const [company, countries, choices] = await Promise.all([
    loadCompany(companyId),
    unlessUnavailable(getAddressCountries(), 'countries'),
    unlessUnavailable(getCompanyChoices(), 'master data'),
  ]);
  const primary = company.users.find((u) => u.isPrimary) ?? company.users[0];
  return (
    <>
      <PageHeader
        title="New quotation"
        description={`For ${company.name}`}
        breadcrumbs={[
          ...crumbsFor('/b2b/quotations'),
          { label: company.name, href: `/b2b/quotations?company=${company.id}` },
          { label: 'New quotation' },
        ]}
      />
      <QuotationForm
        companyId={company.id}
        companyName={company.name}
        email={primary?.email ?? ''}
        addresses={company.addresses}
        countries={countries}
        titles={choices?.titles ?? null}
      />
    </>
  );
}
