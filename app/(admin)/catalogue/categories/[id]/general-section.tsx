'use client';

import { useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { ProductFamily } from '@/lib/api/product-families';
import { ProductFamilyField } from '../product-family-field';
import type { CategoryFormInput } from './category-form-schema';
import { FormSection } from '@/components/ui/form-section';

const toInt = (v: unknown) => (v === '' || v === null || v === undefined ? 0 : Number(v));

export function GeneralSection({
  parentOptions,
  families,
}: {
  parentOptions: SelectOption[];
  families: ProductFamily[] | null;
}) {
  const { register, formState } = useFormContext<CategoryFormInput>();
  const e = formState.errors;
  return (
    <FormSection id="general" title="General" description="Name, code, place in the tree and product family.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" required error={e.name?.message}>
          <Input {...register('name')} />
        </Field>
        <Field label="Code" required error={e.categoryCode?.message} hint="Used by imports and the API">
          <Input className="font-mono" {...register('categoryCode')} />
        </Field>
        <Field
          label="Display text"
          error={e.displayText?.message}
          hint="Shown in menus when it differs from the name"
        >
          <Input {...register('displayText')} />
        </Field>
        <Field
          label="Parent"
          error={e.parentId?.message}
          hint="Moving it here puts it last among its new siblings"
        >
          <Select
            {...register('parentId')}
            options={[{ value: '', label: '(Top level)' }, ...parentOptions]}
          />
        </Field>
        <ProductFamilyField
          families={families}
          error={e.productFamilyId?.message}
          noneValue="0"
          registration={register('productFamilyId', { setValueAs: toInt })}
        />
        <Field
          label="Tariff code"
          error={e.tariffCode?.message}
          hint="Customs (HS) code for products in this category"
        >
          <Input {...register('tariffCode')} />
        </Field>
      </div>
      <Field label="Description" error={e.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Parent menu id" error={e.parentMenuId?.message}>
          <Input {...register('parentMenuId')} />
        </Field>
        <Field label="Custom attribute set id" error={e.customSetId?.message}>
          <Input {...register('customSetId')} />
        </Field>
        <Field label="External reference id" error={e.externalRefId?.message}>
          <Input
            type="number"
            step={1}
            inputMode="numeric"
            {...register('externalRefId', { setValueAs: toInt })}
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-6">
        <Checkbox
          label="Featured"
          hint="Promoted in navigation and landing pages"
          {...register('isFeatured')}
        />
        <Checkbox
          label="Gender specific"
          hint="Products are for one gender"
          {...register('isGenderSpecific')}
        />
      </div>
    </FormSection>
  );
}
