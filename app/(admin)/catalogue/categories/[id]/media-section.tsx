'use client';

import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { FileRow, NEW_FILE } from './file-row';
import type { CategoryFormInput } from './category-form-schema';
import { FormSection } from '@/components/ui/form-section';
import { MediaPreview } from './media-preview';

/** The category image and its files (images, videos, PDFs) with alt text; the list order is the display order. */
export function MediaSection() {
  const { register, formState, control } = useFormContext<CategoryFormInput>();
  const files = useFieldArray({ control, name: 'files', keyName: 'key' });
  const image = useWatch({ control, name: 'image' });
  return (
    <FormSection
      id="media"
      title="Images and files"
      description="The first file is shown first. Alt text describes an image for people who cannot see it."
      actions={
        <Button size="sm" onClick={() => files.append({ ...NEW_FILE })}>
          <Icon name="plus" className="size-3.5" />
          Add file
        </Button>
      }
    >
      <div className="flex items-start gap-4">
        <MediaPreview url={image} alt="Category image preview" />
        <Field label="Category image URL" error={formState.errors.image?.message} className="flex-1">
          <Input className="font-mono" {...register('image')} />
        </Field>
      </div>
      {files.fields.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-500">
          No files. Add banners, videos or PDFs with “Add file”.
        </p>
      ) : (
        <ol className="space-y-3">
          {files.fields.map((f, index) => (
            <FileRow
              key={f.key}
              index={index}
              count={files.fields.length}
              onMove={(to) => files.move(index, to)}
              onRemove={() => files.remove(index)}
            />
          ))}
        </ol>
      )}
    </FormSection>
  );
}
