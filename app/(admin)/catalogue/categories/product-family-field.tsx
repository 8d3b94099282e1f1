'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ProductFamily } from '@/lib/api/product-families';

/**
 * The product family of a category: a select of the families, or — when the service could not list
 * them — the family's numeric id, so the form still works.
 */
export function ProductFamilyField({
  families,
  registration,
  error,
  noneLabel = 'None',
  noneValue = '',
}: {
  families: ProductFamily[] | null;
  registration: UseFormRegisterReturn;
  error?: string;
  noneLabel?: string;
  /** The option value that means "no family" ('' when the field is optional, '0' where 0 means none). */
  noneValue?: string;
}) {
  if (!families)
    return (
      <Field
        label="Product family id"
        error={error}
        hint="The list of product families could not be loaded; enter the family's id, or leave empty."
      >
        <Input type="number" min={0} step={1} inputMode="numeric" {...registration} />
      </Field>
    );
  return (
    <Field label="Product family" error={error}>
      <Select {...registration}>
        <option value={noneValue}>{noneLabel}</option>
        {families.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name} ({f.code})
          </option>
        ))}
      </Select>
    </Field>
  );
}
