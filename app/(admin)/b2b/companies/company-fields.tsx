'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { AddressFields } from '@/components/b2b/address-fields';
import { ChoiceCombobox } from '@/components/b2b/choice-combobox';
import { FormSection } from '@/components/ui/form-section';
import { TitleInput } from '@/components/b2b/title-input';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import type { CompanyChoices } from '@/lib/api/b2b';
import type { CompanyFormValues } from './company-form-values';

type Mode = 'register' | 'edit';

const withNone = (options: SelectOption[], none = '—') => [{ value: '', label: none }, ...options];

/** Optional fields folded away behind a disclosure (native <details>: keyboard and screen readers for free). */
function Advanced({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-700">{summary}</summary>
      <div className="mt-3 space-y-4">{children}</div>
    </details>
  );
}

function useCompanyForm() {
  const form = useFormContext<CompanyFormValues>();
  const { register, formState } = form;
  // A stored code that is no longer an active item stays visible (and selected) rather than silently
  // becoming "—"; the service then asks for a current one when the form is saved.
  const coded = (name: 'businessType' | 'gender' | 'companyUserRole', options: SelectOption[] | undefined) => {
    if (!options) return <Input {...register(name)} />;
    const current = formState.defaultValues?.[name];
    const retired =
      current && !options.some((o) => o.value === current) ? [{ value: current, label: `${current} (no longer offered)` }] : [];
    return <Select {...register(name)} options={withNone([...options, ...retired])} />;
  };
  // Price list and customer group: picked by name from the service's choices (a plain input when those
  // could not be read, so the form still works).
  const picker = (
    name: 'priceListId' | 'customerGroupId',
    options: ComponentProps<typeof ChoiceCombobox>['options'] | undefined,
    labels: Pick<ComponentProps<typeof ChoiceCombobox>, 'emptyLabel' | 'noun' | 'label' | 'allowNew'>,
  ) =>
    options ? (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <ChoiceCombobox
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={field.value ?? ''}
            onChange={field.onChange}
            options={options}
            {...labels}
          />
        )}
      />
    ) : (
      <Input {...register(name)} />
    );
  return { ...form, e: formState.errors, coded, picker };
}

/** The company and its commercial terms; price list and customer group are picked by name. */
export function CompanySection({ mode, choices }: { mode: Mode; choices: CompanyChoices | null }) {
  const { register, e, coded, picker } = useCompanyForm();
  const registeredNumber = (
    <Field label="Registered number" error={e.registeredNumber?.message} hint="Companies House number">
      <Input {...register('registeredNumber')} />
    </Field>
  );
  return (
    <FormSection id="company" title="Company" description="The trading company and its commercial terms.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company name" required error={e.companyName?.message}>
          <Input {...register('companyName')} />
        </Field>
        <Field label="Business type" error={e.businessType?.message}>
          {coded('businessType', choices?.businessTypes)}
        </Field>
        <Field label="Price list" error={e.priceListId?.message} hint="The prices the company buys at">
          {picker('priceListId', choices?.priceLists, { emptyLabel: 'Default prices', noun: 'price list', label: 'Price list' })}
        </Field>
        <Field label="Customer group" error={e.customerGroupId?.message} hint="An existing group, or type a new one">
          {picker('customerGroupId', choices?.customerGroups, {
            emptyLabel: 'No group',
            noun: 'customer group',
            label: 'Customer group',
            allowNew: true,
          })}
        </Field>
        {mode === 'edit' && registeredNumber}
      </div>
      {mode === 'register' && <Advanced summary="More company details (optional)">{registeredNumber}</Advanced>}
    </FormSection>
  );
}

export function AddressSection({
  mode,
  choices,
  countries,
}: {
  mode: Mode;
  choices: CompanyChoices | null;
  countries: SelectOption[] | null;
}) {
  return (
    <FormSection
      id="address"
      title={mode === 'register' ? 'Address' : 'Default address'}
      description={
        mode === 'register'
          ? 'The first address is the default for billing and delivery.'
          : 'Changes the default address; other addresses are kept.'
      }
    >
      <AddressFields prefix="address" countries={countries} titles={choices?.titles ?? null} withDefaults={mode === 'edit'} />
    </FormSection>
  );
}

/** The first (or primary) user; when registering, contact preferences and source are folded in here. */
export function UserSection({ mode, choices }: { mode: Mode; choices: CompanyChoices | null }) {
  const { register, e, coded } = useCompanyForm();
  return (
    <FormSection
      id="user"
      title={mode === 'register' ? 'First user' : 'Primary user'}
      description={
        mode === 'register'
          ? 'The person who signs in for the company; more users are added from the storefront.'
          : 'The user who registered the company. The email cannot be changed here.'
      }
    >
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <Field label="Title" error={e.title?.message}>
          <TitleInput titles={choices?.titles ?? null} {...register('title')} />
        </Field>
        <Field label="First name" required error={e.firstName?.message}>
          <Input autoComplete="off" {...register('firstName')} />
        </Field>
        <Field label="Last name" required error={e.lastName?.message}>
          <Input autoComplete="off" {...register('lastName')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {mode === 'register' && (
          <Field
            label="Email"
            required
            error={e.email?.message}
            hint="The user is sent a link here to set their own password (it works once, for 72 hours)"
          >
            <Input type="email" autoComplete="off" {...register('email')} />
          </Field>
        )}
        {mode === 'edit' && (
          <Field label="New password" error={e.password?.message} hint="Left empty, the password stays as it is">
            <Input
              type="password"
              autoComplete="new-password"
              {...register('password', { setValueAs: (v) => (v === '' ? undefined : v) })}
            />
          </Field>
        )}
        <Field label="Telephone" error={e.telephone?.message}>
          <Input type="tel" {...register('telephone')} />
        </Field>
      </div>
      <Advanced summary="More user details (optional)">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Username" error={e.username?.message} hint="Sign-in name; left empty, the email">
            <Input autoComplete="off" {...register('username')} />
          </Field>
          <Field label="Role" error={e.companyUserRole?.message}>
            {coded('companyUserRole', choices?.userRoles)}
          </Field>
          <Field label="Mobile" error={e.mobile?.message}>
            <Input type="tel" {...register('mobile')} />
          </Field>
          <Field label="Gender" error={e.gender?.message}>
            {coded('gender', choices?.genders)}
          </Field>
          <Field label="Nickname" error={e.nickName?.message}>
            <Input {...register('nickName')} />
          </Field>
          <Field label="Date of birth" error={e.birthDate?.message ?? e.dayOfBirth?.message}>
            <Input type="date" {...register('birthDate')} />
          </Field>
          <Field label="User post code" error={e.postCode?.message}>
            <Input className="uppercase" {...register('postCode')} />
          </Field>
        </div>
      </Advanced>
      {mode === 'register' && (
        <Advanced summary="Contact preferences and source (optional)">
          <MarketingFields mode={mode} />
        </Advanced>
      )}
    </FormSection>
  );
}

function MarketingFields({ mode }: { mode: Mode }) {
  const { register, e } = useCompanyForm();
  return (
    <>
      <div className="grid gap-2 sm:grid-cols-2">
        <Checkbox label="Subscribed to the newsletter" {...register('newsLetterSubscribed')} />
        <Checkbox label="Notify by email" {...register('notifyByEmail')} />
        <Checkbox label="Notify by SMS" {...register('notifyBySMS')} />
        <Checkbox label="Notify by post" {...register('notifyByPost')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Registration source" error={e.registrationSource?.message}>
          <Input {...register('registrationSource')} />
        </Field>
        <Field label="User source type" error={e.userSourceType?.message}>
          <Input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            {...register('userSourceType', { setValueAs: (v) => (v === '' ? 0 : Number(v)) })}
          />
        </Field>
        {mode === 'register' && (
          <>
            <Field label="Referrer" error={e.userReferrer?.message}>
              <Input {...register('userReferrer')} />
            </Field>
            <Field label="Referral type" error={e.referralType?.message}>
              <Input {...register('referralType')} />
            </Field>
          </>
        )}
      </div>
    </>
  );
}

/** Every section at once: the edit form (registration goes step by step, company-steps.tsx). */
export function CompanyFields({
  choices,
  countries,
}: {
  choices: CompanyChoices | null;
  countries: SelectOption[] | null;
}) {
  return (
    <>
      <CompanySection mode="edit" choices={choices} />
      <AddressSection mode="edit" choices={choices} countries={countries} />
      <UserSection mode="edit" choices={choices} />
      <FormSection id="marketing" title="Contact preferences and source">
        <MarketingFields mode="edit" />
      </FormSection>
    </>
  );
}
