import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { getAddressCountries, getCompanyChoices } from '@/lib/api/b2b';
import { unlessUnavailable } from '@/lib/api/optional';
import { requireRole } from '@/lib/auth/session';
import { CompanyForm } from '../company-form';
import { newCompanyValues } from '../company-form-values';

export const metadata: Metadata = { title: 'Register a company' };

export default async function NewCompanyPage() {
  await requireRole('companies', 'write');
  const [choices, countries] = await Promise.all([
    unlessUnavailable(getCompanyChoices(), 'master data'),
    unlessUnavailable(getAddressCountries(), 'countries'),
  ]);
  return (
    <>
      <PageHeader
        title="Register a company"
        description="The company, its address and the first user who signs in for it."
        breadcrumbs={[...crumbsFor('/b2b/companies'), { label: 'Register' }]}
      />
      <CompanyForm
        mode="register"
        values={newCompanyValues()}
        choices={choices}
        countries={countries?.billing ?? null}
      />
    </>
  );
}
