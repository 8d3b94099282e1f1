'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import { MAX_HEADERS, webhookFormSchema, type WebhookForm } from '@/lib/api/schemas/webhooks';
import { createWebhookAction } from './actions';
import { SigningSecret } from './signing-secret';
import { EVENT_GROUPS } from './webhook-labels';

/**
 * "New webhook": a name, the event (picked from the catalogue), the receiving URL, whether bodies carry
 * metadata, custom headers; then the signing secret, shown once. Closing drops it from memory.
 */
export function CreateWebhookDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setCreated(null);
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="primary">New webhook</Button>}
      title={created ? `Webhook “${created.name}” created` : 'New webhook'}
      description={
        created
          ? 'Copy the signing secret now and give it to the receiver: it is shown only this once.'
          : 'Each change of the chosen kind is sent to the URL as a signed JSON POST once it is saved.'
      }
    >
      {created ? (
        <SigningSecret secret={created.secret} onDone={() => onOpenChange(false)} />
      ) : (
        <CreateWebhookForm onCreated={setCreated} />
      )}
    </Dialog>
  );
}

function CreateWebhookForm({
  onCreated,
}: {
  onCreated: (created: { name: string; secret: string }) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WebhookForm>({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: {
      description: '',
      event: 'product.updated',
      url: '',
      includeMetadata: false,
      headers: [],
    },
  });
  const { register, handleSubmit, formState, control } = form;
  const headers = useFieldArray({ control, name: 'headers' });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await createWebhookAction(values);
    if (result.ok) {
      toast.success(`Webhook “${result.data.name}” created`);
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
        error={formState.errors.description?.message}
        hint="What it is for, e.g. “ERP stock sync”"
      >
        <Input autoComplete="off" autoFocus {...register('description')} />
      </Field>
      <Field label="Event" required error={formState.errors.event?.message}>
        <Select {...register('event')}>
          {EVENT_GROUPS.map((g) => (
            <optgroup key={g.group} label={g.group}>
              {g.events.map((e) => (
                <option key={e.event} value={e.event}>
                  {e.label} ({e.event})
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <Field
        label="URL"
        required
        error={formState.errors.url?.message}
        hint="http or https; it receives a POST of each event"
      >
        <Input
          type="url"
          autoComplete="off"
          placeholder="https://example.com/hooks/catalogue"
          {...register('url')}
        />
      </Field>
      <Checkbox
        label="Include metadata"
        hint="Each body also names the webhook, the delivery, the attempt and who made the change."
        {...register('includeMetadata')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Custom headers</legend>
        <p className="text-xs text-slate-500">
          Sent with every delivery, e.g. a key the receiver expects. Values are never shown again.
        </p>
        {headers.fields.map((field, i) => (
          <div key={field.id} className="flex items-start gap-2">
            <Field
              label={`Header ${i + 1} name`}
              error={formState.errors.headers?.[i]?.key?.message}
              className="flex-1"
            >
              <Input autoComplete="off" {...register(`headers.${i}.key`)} />
            </Field>
            <Field
              label={`Header ${i + 1} value`}
              error={formState.errors.headers?.[i]?.value?.message}
              className="flex-1"
            >
              <Input autoComplete="off" {...register(`headers.${i}.value`)} />
            </Field>
            <Button
              className="mt-6"
              variant="ghost"
              onClick={() => headers.remove(i)}
              aria-label={`Remove header ${i + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        {headers.fields.length < MAX_HEADERS && (
          <Button size="sm" onClick={() => headers.append({ key: '', value: '' })}>
            Add header
          </Button>
        )}
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button variant="primary" type="submit" pending={formState.isSubmitting}>
          Create webhook
        </Button>
      </DialogFooter>
    </form>
  );
}
