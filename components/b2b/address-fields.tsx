'use client';

import { useFormContext, type FieldError, type FieldErrors } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import type { AddressInput } from '@/lib/api/schemas/b2b';
import { TitleInput } from './title-input';

const DEFAULT_FLAGS = [
  ['isDefault', 'Default address'],
  ['isDefaultBilling', 'Default for billing'],
  ['isDefaultDelivery', 'Default for delivery'],
  ['isDefaultForSubscription', 'Default for subscriptions'],
] as const;

/**
 * The fields of an address under `prefix` of the surrounding form (`address`, `shippingAddress`…).
 * `countries` are the store's billing or shipping countries; without them (service unavailable) the
 * country code is typed. `withDefaults` shows the default flags (editing a company's address).
 */
export function AddressFields({
  prefix,
  countries,
  titles,
  withDefaults = false,
}: {
  prefix: string;
  countries: SelectOption[] | null;
  titles: SelectOption[] | null;
  withDefaults?: boolean;
}) {
  const { register, formState } = useFormContext();
  const errors = (formState.errors[prefix] ?? {}) as FieldErrors<AddressInput> & FieldError;
  const e = (name: keyof AddressInput) => errors[name]?.message;
  const name = (field: keyof AddressInput) => `${prefix}.${field}`;
  return (
    <div className="space-y-4">
      {errors.message && <p className="text-xs font-medium text-red-600">{errors.message}</p>}
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
        <Field label="Title" error={e('title')}>
          <TitleInput titles={titles} {...register(name('title'))} />
        </Field>
        <Field label="First name" error={e('firstName')}>
          <Input autoComplete="off" {...register(name('firstName'))} />
        </Field>
        <Field label="Last name" error={e('lastName')}>
          <Input autoComplete="off" {...register(name('lastName'))} />
        </Field>
      </div>
      <Field label="Company name" error={e('companyName')} hint="Left empty: the company's own name">
        <Input {...register(name('companyName'))} />
      </Field>
      <Field label="Address line 1" required error={e('address1')}>
        <Input {...register(name('address1'))} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Address line 2" error={e('address2')}>
          <Input {...register(name('address2'))} />
        </Field>
        <Field label="Address line 3" error={e('address3')}>
          <Input {...register(name('address3'))} />
        </Field>
        <Field label="Town or city" required error={e('city')}>
          <Input {...register(name('city'))} />
        </Field>
        <Field label="County or state" error={e('state')}>
          <Input {...register(name('state'))} />
        </Field>
        <Field label="Post code" required error={e('postCode')}>
          <Input className="uppercase" {...register(name('postCode'))} />
        </Field>
        <Field
          label="Country"
          required
          error={e('countryCode')}
          hint={countries ? undefined : 'Two-letter ISO code, e.g. GB'}
        >
          {countries ? (
            <Select
              {...register(name('countryCode'))}
              options={[{ value: '', label: 'Choose a country…' }, ...countries]}
            />
          ) : (
            <Input maxLength={2} className="uppercase" {...register(name('countryCode'))} />
          )}
        </Field>
        <Field label="Phone" error={e('phoneNo')}>
          <Input type="tel" {...register(name('phoneNo'))} />
        </Field>
        <Field label="Mobile" error={e('mobileNo')}>
          <Input type="tel" {...register(name('mobileNo'))} />
        </Field>
      </div>
      {withDefaults && (
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-1 text-xs font-medium text-slate-600">
            Defaults (setting one here moves it from the company&apos;s other addresses)
          </legend>
          {DEFAULT_FLAGS.map(([flag, label]) => (
            <Checkbox key={flag} label={label} {...register(name(flag))} />
          ))}
        </fieldset>
      )}
    </div>
  );
}
