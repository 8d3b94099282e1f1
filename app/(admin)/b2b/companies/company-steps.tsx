'use client';

import type { FieldPath } from 'react-hook-form';
import type { SelectOption } from '@/components/ui/select';
import { cx } from '@/components/ui/class-names';
import type { CompanyChoices } from '@/lib/api/b2b';
import { AddressSection, CompanySection, UserSection } from './company-fields';
import { newCompanyValues, type CompanyFormValues } from './company-form-values';

type Path = FieldPath<CompanyFormValues>;

const COMPANY_FIELDS: Path[] = ['companyName', 'businessType', 'registeredNumber', 'priceListId', 'customerGroupId'];
const USER_FIELDS = (Object.keys(newCompanyValues()) as Path[]).filter(
  (f) => !COMPANY_FIELDS.includes(f) && f !== 'address' && f !== 'companyId',
);

/**
 * Registration in three short steps: company, address, first user. Each step's fields are validated
 * (with the service's schema) before Next; `first` is focused when the step opens.
 */
export const REGISTRATION_STEPS: { title: string; fields: Path[]; first: Path }[] = [
  { title: 'Company', fields: COMPANY_FIELDS, first: 'companyName' },
  { title: 'Address', fields: ['address'], first: 'address.address1' },
  { title: 'First user', fields: USER_FIELDS, first: 'firstName' },
];

/** The step holding a field ("address.postCode" → the address step), for errors the service returns. */
export function stepOfField(path: string): number {
  const root = path.split('.')[0] as Path;
  if (COMPANY_FIELDS.includes(root)) return 0;
  return root === 'address' ? 1 : 2;
}

/**
 * Every step stays mounted and only the current one is shown, so Back (and a server error sending the
 * user to an earlier step) finds what was typed.
 */
export function RegistrationSteps({
  step,
  choices,
  countries,
}: {
  step: number;
  choices: CompanyChoices | null;
  countries: SelectOption[] | null;
}) {
  const sections = [
    <CompanySection key="company" mode="register" choices={choices} />,
    <AddressSection key="address" mode="register" choices={choices} countries={countries} />,
    <UserSection key="user" mode="register" choices={choices} />,
  ];
  return (
    <>
      <ol aria-label="Registration steps" className="flex flex-wrap gap-2 text-sm">
        {REGISTRATION_STEPS.map((s, i) => (
          <li
            key={s.title}
            aria-current={i === step ? 'step' : undefined}
            className={cx(
              'rounded-full border px-3 py-1',
              i === step ? 'border-accent-600 bg-accent-50 font-semibold text-accent-700' : 'border-slate-200 text-slate-600',
            )}
          >
            <span className="sr-only">{i < step ? 'Done: ' : ''}</span>
            {i + 1}. {s.title}
          </li>
        ))}
      </ol>
      {sections.map((section, i) => (
        <div key={i} hidden={i !== step}>
          {section}
        </div>
      ))}
    </>
  );
}
