'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import {
  changedValues,
  metaFormSchema,
  MetaFieldGroups,
  type MetaFormValues,
} from '@/components/meta-fields';
import { Alert } from '@/components/ui/alert';
import { ConflictAlert } from '@/components/ui/conflict-alert';
import { Button } from '@/components/ui/button';
import { isConflict } from '@/lib/actions/action-result';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import { updateProductAction } from './actions';

/**
 * Checks every field with its meta-info rule, but reports only the fields the user changed: a value
 * stored before a rule existed must not block saving an unrelated field (the service, too, checks
 * only what is sent).
 */
function changedFieldsResolver(metas: AttributeMeta[], initial: MetaFormValues): Resolver<MetaFormValues> {
  const all = zodResolver(metaFormSchema(metas)) as unknown as Resolver<MetaFormValues>;
  return async (values, context, options) => {
    const result = await all(values, context, options);
    const errors: FieldErrors<MetaFormValues> = Object.fromEntries(
      Object.entries(result.errors).filter(([code]) => (initial[code] ?? '') !== (values[code] ?? '')),
    ) as FieldErrors<MetaFormValues>;
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * The Edit tab: a form generated from meta-info (the bulk-editable attributes), saved for this one
 * product with the ETag of the version the page showed. If someone else saved first the service
 * refuses; the user's typed values stay on screen with a banner and a Reload button.
 */
export function ProductEditForm({
  id,
  etag,
  name,
  metas,
  initial,
  canWrite,
}: {
  id: string;
  etag: string | null;
  name: string;
  metas: AttributeMeta[];
  initial: MetaFormValues;
  canWrite: boolean;
}) {
  const router = useRouter();
  const [conflict, setConflict] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => changedFieldsResolver(metas, initial), [metas, initial]);
  const form = useForm<MetaFormValues>({ resolver, defaultValues: initial });
  const { isDirty, isSubmitting } = form.formState;

  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const save = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const changes = changedValues(values, initial);
      if (Object.keys(changes).length === 0) {
        setFormError('Nothing to save: no field was changed.');
        return;
      }
      const result = await updateProductAction(id, etag, changes);
      if (result.ok) {
        toast.success(`Product “${values.Name || name}” saved`);
        // The page reloads with the saved values and the new ETag (the form is keyed by it).
        router.refresh();
        return;
      }
      if (isConflict(result)) {
        setConflict(true);
        toast.error('Not saved: someone else changed this product');
        return;
      }
      const unplaced = applyFieldErrors(form, result);
      setFormError([result.message, ...unplaced].join(' '));
      toast.error('The product was not saved', { description: result.message });
    },
    () => setFormError('Some fields need attention; each is marked below.'),
  );

  return (
    <form onSubmit={save} noValidate aria-label={`Edit product ${name}`} className="space-y-5 pb-20">
      {conflict && (
        <ConflictAlert title="This product was changed by someone else since you opened it">
          Your changes were not saved, so nothing of theirs was overwritten. Your values stay below until you
          reload; note them, reload to see the current version, then make your changes again.
        </ConflictAlert>
      )}
      {formError && <Alert tone="danger">{formError}</Alert>}
      {!canWrite && <Alert tone="info">You can view this product; your role may not change it.</Alert>}
      <MetaFieldGroups metas={metas} control={form.control} disabled={!canWrite} />
      {canWrite && (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 backdrop-blur lg:left-60">
          <div className="mx-auto flex max-w-7xl items-center justify-end gap-3 px-4 py-2.5 sm:px-6">
            <p className="mr-auto text-xs text-slate-500" aria-live="polite">
              {isDirty ? 'Unsaved changes' : 'No unsaved changes'}
            </p>
            <Button
              disabled={!isDirty || isSubmitting}
              onClick={() => {
                form.reset(initial);
                setFormError(null);
              }}
            >
              Discard changes
            </Button>
            <Button type="submit" variant="primary" pending={isSubmitting} disabled={conflict}>
              Save
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
