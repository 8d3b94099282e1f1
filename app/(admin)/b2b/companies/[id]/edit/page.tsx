import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { getAddressCountries, getCompanyChoices } from '@/lib/api/b2b';
import { unlessUnavailable } from '@/lib/api/optional';
import { requireRole } from '@/lib/auth/session';
import { CompanyForm } from '../../company-form';
import { editCompanyValues } from '../../company-form-values';
import { loadCompany } from '../load-company';

export const metadata: Metadata = { title: 'Edit company' };

export default async function EditCompanyPage({ params }: { params: Promise<{ id: string }> }) {
  await requireRole('companies', 'write');
  const { id } = await params;
  const [company, choices, countries] = await Promise.all([
    loadCompany(id),
    unlessUnavailable(getCompanyChoices(), 'master data'),
    unlessUnavailable(getAddressCountries(), 'countries'),
  ]);
  return (
    <>
      <PageHeader
        title={`Edit ${company.name}`}
        breadcrumbs={[
          ...crumbsFor('/b2b/companies'),
          { label: company.name, href: `/b2b/companies/${company.id}` },
          { label: 'Edit' },
        ]}
      />
      <CompanyForm
        key={company.updatedAt}
        mode="edit"
        id={company.id}
        values={editCompanyValues(company)}
        choices={choices}
        countries={countries?.billing ?? null}
      />
    </>
  );
}
