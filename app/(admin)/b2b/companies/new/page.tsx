import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { getAddressCountries, getCompanyChoices } from '@/lib/api/b2b';
import { unlessUnavailable } from '@/lib/api/optional';
import { getStoreSettings } from '@/lib/api/settings';
import { requireRole } from '@/lib/auth/session';
import { CompanyForm } from '../company-form';
import { newCompanyValues } from '../company-form-values';

export const metadata: Metadata = { title: 'Register a company' };

export default async function NewCompanyPage() {
  await requireRole('companies', 'write');
  const [choices, countries, settings] = await Promise.all([
    unlessUnavailable(getCompanyChoices(), 'master data'),
    unlessUnavailable(getAddressCountries(), 'countries'),
    unlessUnavailable(getStoreSettings(), 'store settings'),
  ]);
  const storeCountry = settings?.configSettings
    .flatMap((group) => group.configKeys)
    .find((k) => k.key === 'RegionalSettings.DefaultCountry')?.value;
  // Only a country the picker offers (or any two letters when it cannot be listed).
  const defaultCountry =
    storeCountry &&
    (countries ? countries.billing.some((c) => c.value === storeCountry) : /^[A-Z]{2}$/.test(storeCountry))
      ? storeCountry
      : '';
  return (
    <>
      <PageHeader
        title="Register a company"
        description="The company, its address and the first user who signs in for it."
        breadcrumbs={[...crumbsFor('/b2b/companies'), { label: 'Register' }]}
      />
      <CompanyForm
        mode="register"
        values={newCompanyValues(defaultCountry)}
        choices={choices}
        countries={countries?.billing ?? null}
      />
    </>
  );
}
