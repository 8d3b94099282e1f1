'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { CategoryFormInput } from './category-form-schema';
import { FormSection } from '@/components/ui/form-section';

/** Search engines show about 60 characters of a title and 160 of a description. */
function Length({ value, advised }: { value: string | undefined; advised: number }) {
  const n = value?.length ?? 0;
  return (
    <span
      className={n > advised ? 'text-amber-700' : undefined}
    >{`${n} / ${advised} characters advised`}</span>
  );
}

export function SeoSection() {
  const { register, formState, control } = useFormContext<CategoryFormInput>();
  const e = formState.errors;
  const [hasCustomSlug, metaTitle, metaDescription] = useWatch({
    control,
    name: ['hasCustomSlug', 'metaTitle', 'metaDescription'],
  });
  return (
    <FormSection
      id="seo"
      title="Storefront and SEO"
      description="Addresses, titles and descriptions for shoppers and search engines."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Slug" error={e.slug?.message}>
          <Input className="font-mono" {...register('slug')} />
        </Field>
        <Field label="Link" error={e.link?.message} hint="Path of the category page on the storefront">
          <Input className="font-mono" {...register('link')} />
        </Field>
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <Checkbox label="Use a custom slug" {...register('hasCustomSlug')} />
        <Field label="Custom slug" error={e.customSlug?.message}>
          <Input className="font-mono" disabled={!hasCustomSlug} {...register('customSlug')} />
        </Field>
      </div>
      <Field label="Meta title" error={e.metaTitle?.message} hint={<Length value={metaTitle} advised={60} />}>
        <Input {...register('metaTitle')} />
      </Field>
      <Field
        label="Meta description"
        error={e.metaDescription?.message}
        hint={<Length value={metaDescription} advised={160} />}
      >
        <Textarea rows={3} {...register('metaDescription')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Meta keywords" error={e.metaKeywords?.message} hint="Comma-separated">
          <Input {...register('metaKeywords')} />
        </Field>
        <Field label="Canonical tags" error={e.canonicalTags?.message}>
          <Input {...register('canonicalTags')} />
        </Field>
      </div>
    </FormSection>
  );
}
