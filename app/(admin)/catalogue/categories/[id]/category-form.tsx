'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { ConflictAlert } from '@/components/ui/conflict-alert';
import { Button } from '@/components/ui/button';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { SaveBar } from '@/components/ui/save-bar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { SelectOption } from '@/components/ui/select';
import { isConflict } from '@/lib/actions/action-result';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import type { ProductFamily } from '@/lib/api/product-families';
import type { CategoryDetail } from '@/lib/api/schemas/category';
import { updateCategoryAction } from './actions';
import { AdditionalInfoSection } from './additional-info-section';
import {
  categoryFormSchema,
  formValuesOf,
  type CategoryFormInput,
  type CategoryFormValues,
} from './category-form-schema';
import { GeneralSection } from './general-section';
import { MediaSection } from './media-section';
import { SeoSection } from './seo-section';
import { SubcategoriesSection } from './subcategories-section';

/**
 * The category editor: every field of the category detail, validated in the browser with the
 * service's own schema and again by the service, whose field errors land on the same fields. The
 * ETag of the loaded version goes with the save; if someone else saved first, the user is told and
 * offered a reload instead of silently overwriting their work.
 */
export function CategoryForm({
  id,
  etag,
  category,
  parentOptions,
  families,
  idsByCode,
  canWrite,
}: {
  id: string;
  etag: string | null;
  category: CategoryDetail;
  parentOptions: SelectOption[];
  families: ProductFamily[] | null;
  idsByCode: Record<string, string>;
  canWrite: boolean;
}) {
  const [conflict, setConflict] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: formValuesOf(category),
  });
  const { isDirty, isSubmitting } = form.formState;

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const save = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const result = await updateCategoryAction(id, etag, values);
      if (result.ok) {
        toast.success(`Category “${values.name}” saved`);
        // The page reloads with the saved version (and its new ETag); until then the form shows what was saved.
        form.reset(values);
        return;
      }
      if (isConflict(result)) {
        setConflict(true);
        toast.error('Not saved: someone else changed this category');
        return;
      }
      const unplaced = applyFieldErrors(form, result);
      setFormError([result.message, ...unplaced].join(' '));
      toast.error('The category was not saved', { description: result.message });
    },
    () => setFormError(null),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={save}
        noValidate
        aria-label={`Edit category ${category.name}`}
        className="space-y-5 pb-20"
      >
        {conflict && (
          <ConflictAlert title="Someone else changed this category">
            They saved after you opened it, so your changes were not saved. Reload to see their version, then
            make your changes again.
          </ConflictAlert>
        )}
        {!canWrite && <Alert tone="info">You can view this category; your role may not change it.</Alert>}
        <fieldset disabled={!canWrite} className="space-y-5">
          <GeneralSection parentOptions={parentOptions} families={families} />
          <SeoSection />
          <MediaSection />
          <AdditionalInfoSection />
          <SubcategoriesSection existing={category.subcategories} idsByCode={idsByCode} families={families} />
        </fieldset>
        {canWrite && (
          <SaveBar
            status={isDirty ? 'Unsaved changes' : 'All changes saved'}
            summary={<FormErrorSummary submitCount={form.formState.submitCount} message={formError} />}
          >
            <ConfirmDialog
              trigger={<Button disabled={!isDirty || isSubmitting}>Discard changes</Button>}
              title="Discard your changes?"
              description="The form goes back to the saved version of this category. This cannot be undone."
              confirmLabel="Discard changes"
              cancelLabel="Keep editing"
              destructive
              onConfirm={() => {
                form.reset();
                setFormError(null);
              }}
            />
            <Button type="submit" variant="primary" pending={isSubmitting}>
              Save
            </Button>
          </SaveBar>
        )}
      </form>
    </FormProvider>
  );
}
