'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { ConflictAlert } from '@/components/ui/conflict-alert';
import { Button } from '@/components/ui/button';
import { FormErrorSummary } from '@/components/ui/form-error-summary';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isConflict } from '@/lib/actions/action-result';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import { supplierCreateSchema, type Supplier } from '@/lib/api/schemas/supplier';
import { createSupplierAction, updateSupplierAction } from './actions';
import { SupplierFields } from './supplier-fields';

export type SupplierFormInput = z.input<typeof supplierCreateSchema>;
export type SupplierFormValues = z.output<typeof supplierCreateSchema>;

const EMPTY: SupplierFormInput = {
  code: '',
  name: '',
  email: '',
  phoneNo: '',
  defaultLeadDays: 7,
  type: 1,
  currencyCode: '',
  taxRegNo: '',
  countryCode: '',
  country: '',
  taxInclusive: false,
  status: true,
  dropship: false,
  paymentTermCode: '',
  shipmentTermCode: '',
  fax: '',
  website: '',
  poCreateType: 0,
  accountManagerId: '',
  accountManagerEmail: '',
  accountManager: '',
};

function valuesOf(s: Supplier): SupplierFormInput {
  const { recordId: _id, ...rest } = s;
  return rest;
}

/**
 * Creates a supplier (no `supplier`) or edits one. Validated in the browser with the service's schema
 * and again by the service, whose field errors (a code already in use) land on the same fields. An
 * edit sends the ETag it was loaded with, so a concurrent change is reported instead of overwritten.
 */
export function SupplierForm({
  supplier,
  etag = null,
  canWrite,
}: {
  supplier?: Supplier;
  etag?: string | null;
  canWrite: boolean;
}) {
  const router = useRouter();
  const [conflict, setConflict] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SupplierFormInput, unknown, SupplierFormValues>({
    resolver: zodResolver(supplierCreateSchema),
    defaultValues: supplier ? valuesOf(supplier) : EMPTY,
  });
  const { isDirty, isSubmitting } = form.formState;

  const save = form.handleSubmit(
    async (values) => {
      setFormError(null);
      if (!supplier) {
        const created = await createSupplierAction(values);
        if (created.ok) {
          toast.success(`Supplier “${values.name}” created`);
          router.push(`/catalogue/suppliers/${created.data.id}`);
          return;
        }
        setFormError([created.message, ...applyFieldErrors(form, created)].join(' '));
        return;
      }
      const result = await updateSupplierAction(supplier.recordId, etag, values);
      if (result.ok) {
        toast.success(`Supplier “${values.name}” saved`);
        form.reset(form.getValues());
        router.refresh();
        return;
      }
      if (isConflict(result)) {
        setConflict(true);
        toast.error('Not saved: someone else changed this supplier');
        return;
      }
      setFormError([result.message, ...applyFieldErrors(form, result)].join(' '));
      toast.error('The supplier was not saved', { description: result.message });
    },
    () => setFormError(null),
  );

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={supplier ? `Edit supplier ${supplier.name}` : 'New supplier'}
      className="max-w-4xl space-y-5"
    >
      {conflict && (
        <ConflictAlert title="Someone else changed this supplier">
          They saved after you opened it, so your changes were not saved. Reload to see their version, then
          make your changes again.
        </ConflictAlert>
      )}
      {!canWrite && <Alert tone="info">You can view this supplier; your role may not change it.</Alert>}
      <fieldset disabled={!canWrite} className="space-y-5">
        <SupplierFields form={form} />
      </fieldset>
      {<FormErrorSummary submitCount={form.formState.submitCount} message={formError} />}
      {canWrite && (
        <div className="flex items-center justify-end gap-3 border-t border-slate-200 pt-4">
          <p className="mr-auto text-xs text-slate-500" aria-live="polite">
            {supplier ? (isDirty ? 'Unsaved changes' : 'All changes saved') : ''}
          </p>
          {supplier ? (
            <ConfirmDialog
              trigger={<Button disabled={!isDirty || isSubmitting}>Discard changes</Button>}
              title="Discard your changes?"
              description="The form goes back to the saved version of this supplier. This cannot be undone."
              confirmLabel="Discard changes"
              cancelLabel="Keep editing"
              destructive
              onConfirm={() => {
                form.reset();
                setFormError(null);
              }}
            />
          ) : (
            <Button onClick={() => router.push('/catalogue/suppliers')}>Cancel</Button>
          )}
          <Button type="submit" variant="primary" pending={isSubmitting}>
            {supplier ? 'Save' : 'Create supplier'}
          </Button>
        </div>
      )}
    </form>
  );
}
