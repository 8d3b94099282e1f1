'use client';

import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ProductFamilyCreate } from '@/lib/api/schemas/product-family';

/** Name and code of a product family: shared by the "New" dialog and the edit page. */
export function ProductFamilyFields({
  form,
  autoFocus,
}: {
  form: UseFormReturn<ProductFamilyCreate>;
  autoFocus?: boolean;
}) {
  const { register, formState } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Name"
        required
        error={formState.errors.name?.message}
        hint="Unique; what staff see in lists"
      >
        <Input autoComplete="off" autoFocus={autoFocus} {...register('name')} />
      </Field>
      <Field
        label="Code"
        required
        error={formState.errors.code?.message}
        hint="Unique; letters, digits, - and _"
      >
        <Input autoComplete="off" className="font-mono" {...register('code')} />
      </Field>
    </div>
  );
}
