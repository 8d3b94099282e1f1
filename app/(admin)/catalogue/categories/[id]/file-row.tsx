'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { CategoryFormInput } from './category-form-schema';
import { MediaPreview } from './media-preview';

/** Spec: media type 0 Image, 1 Video, 2 PDF. */
const MEDIA_TYPES = [
  { value: '0', label: 'Image' },
  { value: '1', label: 'Video' },
  { value: '2', label: 'PDF' },
];

export const NEW_FILE = {
  recordId: '',
  mediaType: 0,
  name: '',
  url: '',
  altText: '',
  previewUrl: '',
  isDefault: false,
  isActive: true,
  isMultiple: false,
  isInternal: false,
  displayOrder: 0,
};

/** One file of the category: where it is, what it is, its alt text and flags, and its place in the list. */
export function FileRow({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { register, formState, control } = useFormContext<CategoryFormInput>();
  const [url, name, mediaType] = useWatch({
    control,
    name: [`files.${index}.url`, `files.${index}.name`, `files.${index}.mediaType`],
  });
  const e = formState.errors.files?.[index];
  const label = name || url || `File ${index + 1}`;
  return (
    <li className="rounded-md border border-slate-200 p-3" aria-label={`File ${index + 1}: ${label}`}>
      <div className="flex items-start gap-3">
        {mediaType === 0 ? (
          <MediaPreview url={url} alt="" />
        ) : (
          <div className="flex size-16 shrink-0 items-center justify-center rounded-md bg-slate-100 text-xs text-slate-500">
            {mediaType === 1 ? 'Video' : 'PDF'}
          </div>
        )}
        <div className="grid flex-1 gap-3 sm:grid-cols-2">
          <Field label="URL" required error={e?.url?.message}>
            <Input className="font-mono" {...register(`files.${index}.url`)} />
          </Field>
          <Field
            label="Alt text"
            error={e?.altText?.message}
            hint={mediaType === 0 ? 'Describe the picture' : undefined}
          >
            <Input {...register(`files.${index}.altText`)} />
          </Field>
          <Field label="File name" error={e?.name?.message}>
            <Input {...register(`files.${index}.name`)} />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="Type" error={e?.mediaType?.message}>
              <Select
                options={MEDIA_TYPES}
                {...register(`files.${index}.mediaType`, { setValueAs: (v) => Number(v) })}
              />
            </Field>
            <Field label="Preview URL" error={e?.previewUrl?.message}>
              <Input className="font-mono" {...register(`files.${index}.previewUrl`)} />
            </Field>
          </div>
          <div className="flex flex-wrap gap-x-5 gap-y-2 sm:col-span-2">
            <Checkbox label="Default" {...register(`files.${index}.isDefault`)} />
            <Checkbox label="Active" {...register(`files.${index}.isActive`)} />
            <Checkbox label="Multiple" {...register(`files.${index}.isMultiple`)} />
            <Checkbox label="Internal" {...register(`files.${index}.isInternal`)} />
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <Icon name="arrowUp" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Move ${label} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <Icon name="arrowDown" />
          </Button>
          <Button size="icon" variant="ghost" aria-label={`Remove ${label}`} onClick={onRemove}>
            <Icon name="close" />
          </Button>
        </div>
      </div>
    </li>
  );
}
