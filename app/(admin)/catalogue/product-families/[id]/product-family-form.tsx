'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { Card, CardBody } from '@/components/ui/card';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import {
  productFamilyCreateSchema,
  type ProductFamily,
  type ProductFamilyCreate,
} from '@/lib/api/schemas/product-family';
import { updateProductFamilyAction } from '../actions';
import { ProductFamilyFields } from '../product-family-fields';

/** Edits a family's name and code; the service's messages (a name or code in use) land on their field. */
export function ProductFamilyForm({ family, canWrite }: { family: ProductFamily; canWrite: boolean }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProductFamilyCreate>({
    resolver: zodResolver(productFamilyCreateSchema),
    defaultValues: { name: family.name, code: family.code },
  });
  const { isDirty, isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await updateProductFamilyAction(family.id, values);
    if (result.ok) {
      toast.success(`Product family “${values.name}” saved`);
      form.reset(values);
      router.refresh();
      return;
    }
    const unplaced = applyFieldErrors(form, result);
    setFormError([result.message, ...unplaced].join(' '));
    toast.error('The product family was not saved', { description: result.message });
  });

  return (
    <Card className="max-w-2xl">
      <CardBody>
        <form
          onSubmit={save}
          noValidate
          aria-label={`Edit product family ${family.name}`}
          className="space-y-4"
        >
          {!canWrite && (
            <Alert tone="info">You can view this product family; your role may not change it.</Alert>
          )}
          <fieldset disabled={!canWrite} className="space-y-4">
            <ProductFamilyFields form={form} />
          </fieldset>
          {<FormErrorSummary submitCount={form.formState.submitCount} message={formError} />}
          {canWrite && (
            <div className="flex items-center justify-end gap-3">
              <p className="mr-auto text-xs text-slate-500" aria-live="polite">
                {isDirty ? 'Unsaved changes' : 'All changes saved'}
              </p>
              <Button
                disabled={!isDirty || isSubmitting}
                onClick={() => {
                  form.reset();
                  setFormError(null);
                }}
              >
                Discard changes
              </Button>
              <Button type="submit" variant="primary" pending={isSubmitting}>
                Save
              </Button>
            </div>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
