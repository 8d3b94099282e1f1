'use client';

import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import type { CategoryFormInput } from './category-form-schema';
import { FormSection } from '@/components/ui/form-section';

const FIELDS = [
  'additionalInfo1',
  'additionalInfo2',
  'additionalInfo3',
  'additionalInfo4',
  'additionalInfo5',
] as const;

export function AdditionalInfoSection() {
  const { register, formState } = useFormContext<CategoryFormInput>();
  return (
    <FormSection
      id="additional-info"
      title="Additional information"
      description="Free fields the storefront theme may use."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((name, i) => (
          <Field key={name} label={`Additional info ${i + 1}`} error={formState.errors[name]?.message}>
            <Textarea rows={2} {...register(name)} />
          </Field>
        ))}
      </div>
    </FormSection>
  );
}
