'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import { updateCustomInfoAction } from './actions';
import { CUSTOM_INFO_FIELDS, customInfoFormSchema, type CustomInfoValues } from './custom-info-schema';

/** The five free-text fields a storefront keeps on a basket (gift message, delivery notes, …). */
export function CustomInfoForm({
  basketId,
  values,
  canWrite,
}: {
  basketId: string;
  values: Required<CustomInfoValues>;
  canWrite: boolean;
}) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CustomInfoValues>({
    resolver: zodResolver(customInfoFormSchema),
    defaultValues: values,
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    const result = await updateCustomInfoAction(basketId, v);
    if (result.ok) {
      toast.success('Custom info saved');
      router.refresh();
      return;
    }
    const unplaced = applyFieldErrors(form, result);
    setFormError([result.message, ...unplaced].join(' '));
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Custom info" className="space-y-3">
      {formError && <Alert tone="danger">{formError}</Alert>}
      {CUSTOM_INFO_FIELDS.map((name, i) => (
        <Field key={name} label={`Custom info ${i + 1}`} error={formState.errors[name]?.message}>
          <Input autoComplete="off" readOnly={!canWrite} {...register(name)} />
        </Field>
      ))}
      {canWrite && (
        <div className="flex justify-end">
          <Button
            type="submit"
            variant="primary"
            pending={formState.isSubmitting}
            disabled={!formState.isDirty}
          >
            Save custom info
          </Button>
        </div>
      )}
    </form>
  );
}
