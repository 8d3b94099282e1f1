'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import { apiClientCreateSchema, type apiClientCreatedSchema } from '@/lib/api/schemas/api-clients';
import { createApiClientAction } from './actions';
import { ShownOnceSecret } from './shown-once-secret';

type Created = z.output<typeof apiClientCreatedSchema>;
type FormValues = z.input<typeof apiClientCreateSchema>;

/**
 * "New API client": a name and whether it may manage clients and settings; then its id and secret,
 * shown once. Closing the dialog drops the secret from memory: it cannot be shown again.
 */
export function CreateApiClientDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setCreated(null);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="primary">New API client</Button>}
      title={created ? `API client “${created.name}” created` : 'New API client'}
      description={
        created
          ? 'Copy the secret now and store it safely: it is shown only this once.'
          : 'One client per application, so that one can be locked out without the others.'
      }
    >
      {created ? (
        <ShownOnceSecret created={created} onDone={() => onOpenChange(false)} />
      ) : (
        <CreateApiClientForm onCreated={setCreated} />
      )}
    </Dialog>
  );
}

function CreateApiClientForm({ onCreated }: { onCreated: (created: Created) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(apiClientCreateSchema),
    defaultValues: { name: '', isAdmin: false },
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await createApiClientAction(values);
    if (result.ok) {
      toast.success(`API client “${result.data.name}” created`);
      onCreated(result.data);
      return;
    }
    const unplaced = applyFieldErrors(form, result);
    setFormError([result.message, ...unplaced].join(' '));
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {formError && <Alert tone="danger">{formError}</Alert>}
      <Field
        label="Name"
        required
        error={formState.errors.name?.message}
        hint="Who uses it, e.g. “UK storefront”"
      >
        <Input autoComplete="off" autoFocus {...register('name')} />
      </Field>
      <Checkbox
        label="Administrator client"
        hint="May list and create API clients, reset tokens and change settings through the API."
        {...register('isAdmin')}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button variant="primary" type="submit" pending={formState.isSubmitting}>
          Create client
        </Button>
      </DialogFooter>
    </form>
  );
}
