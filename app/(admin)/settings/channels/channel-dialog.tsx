'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyFieldErrors } from '@/lib/actions/form-errors';
import { CHANNEL_KINDS, type Channel } from '@/lib/api/schemas/channels';
import { createChannelAction, updateChannelAction } from './actions';

/** What the form offers: the enabled locales, the settings' currencies and the price lists. */
export interface ChannelChoices {
  locales: string[];
  currencies: string[];
  priceLists: { id: string; label: string; currencyCode: string }[];
}

export const KIND_LABELS: Record<(typeof CHANNEL_KINDS)[number], string> = {
  storefront: 'Storefront',
  marketplace: 'Marketplace',
  b2b: 'B2B portal',
  feed: 'Feed',
};

interface Values {
  code: string;
  name: string;
  kind: string;
  /** react-hook-form gives one checkbox's value as a boolean, several as a list. */
  locales: string[] | string | boolean;
  currencyCode: string;
  priceListId: string;
  isActive: boolean;
  isDefault: boolean;
}

/** "New channel" (no `channel`) or the Edit button of one channel, each with its dialog. */
export function ChannelDialog({ choices, channel }: { choices: ChannelChoices; channel?: Channel }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        channel ? (
          <Button size="sm" variant="ghost" aria-label={`Edit ${channel.name}`}>
            Edit
          </Button>
        ) : (
          <Button variant="primary">New channel</Button>
        )
      }
      title={channel ? `Edit “${channel.name}”` : 'New channel'}
      description="Its languages must be enabled locales; its price list must be in its currency."
    >
      <ChannelForm choices={choices} channel={channel} onDone={() => setOpen(false)} />
    </Dialog>
  );
}

function ChannelForm({
  choices,
  channel,
  onDone,
}: {
  choices: ChannelChoices;
  channel?: Channel;
  onDone: () => void;
}) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      code: channel?.code ?? '',
      name: channel?.name ?? '',
      kind: channel?.kind ?? 'storefront',
      locales: channel?.locales ?? choices.locales.slice(0, 1),
      currencyCode: channel?.currencyCode ?? choices.currencies[0] ?? '',
      priceListId: channel?.priceListId ?? '',
      isActive: channel?.isActive ?? true,
      isDefault: channel?.isDefault ?? false,
    },
  });
  const { register, formState } = form;
  const currency = useWatch({ control: form.control, name: 'currencyCode' });
  const lists = choices.priceLists.filter((p) => p.currencyCode === currency);

  const submit = form.handleSubmit(async (v) => {
    setFormError(null);
    const locales = Array.isArray(v.locales)
      ? v.locales
      : typeof v.locales === 'string'
        ? [v.locales]
        : v.locales
          ? choices.locales.slice(0, 1)
          : [];
    const priceListId = lists.some((p) => p.id === v.priceListId) ? v.priceListId : null;
    const body = {
      code: v.code,
      name: v.name,
      kind: v.kind,
      locales,
      currencyCode: v.currencyCode,
      priceListId,
      isActive: v.isActive,
      isDefault: v.isDefault,
    };
    const result = channel ? await updateChannelAction(channel.id, body) : await createChannelAction(body);
    if (result.ok) {
      toast.success(channel ? `Channel “${v.name}” saved` : `Channel “${v.name}” created`);
      onDone();
      router.refresh();
      return;
    }
    const unplaced = applyFieldErrors(form, result);
    setFormError([result.message, ...unplaced].join(' '));
  });

  return (
    <form
      onSubmit={submit}
      className="space-y-4"
      noValidate
      aria-label={channel ? 'Edit channel' : 'New channel'}
    >
      {formError && <Alert tone="danger">{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" required error={formState.errors.name?.message}>
          <Input autoComplete="off" autoFocus {...register('name')} />
        </Field>
        <Field
          label="Code"
          required
          error={formState.errors.code?.message}
          hint="Unique; letters, digits and -, kept upper-case (import files name it)"
        >
          <Input autoComplete="off" className="font-mono" {...register('code')} />
        </Field>
        <Field label="Kind" required error={formState.errors.kind?.message}>
          <Select
            options={CHANNEL_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            {...register('kind')}
          />
        </Field>
        <Field label="Currency" required error={formState.errors.currencyCode?.message}>
          <Select
            options={choices.currencies.map((c) => ({ value: c, label: c }))}
            {...register('currencyCode')}
          />
        </Field>
        <Field
          label="Price list"
          error={formState.errors.priceListId?.message}
          hint="A list in the channel's currency; none: the currency's default"
        >
          <Select
            options={[{ value: '', label: 'None' }, ...lists.map((p) => ({ value: p.id, label: p.label }))]}
            {...register('priceListId')}
          />
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Languages</legend>
        <div className="flex flex-wrap gap-4">
          {choices.locales.map((l) => (
            <Checkbox key={l} label={l} value={l} {...register('locales')} />
          ))}
        </div>
        {formState.errors.locales?.message && (
          <p className="text-xs text-red-700">{formState.errors.locales.message}</p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-6">
        <Checkbox label="Active" {...register('isActive')} />
        <Checkbox
          label="Default channel"
          hint={
            channel?.isDefault
              ? 'Make another channel the default to move it'
              : 'Takes the mark from the current default'
          }
          disabled={channel?.isDefault}
          {...register('isDefault')}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button variant="primary" type="submit" pending={formState.isSubmitting}>
          {channel ? 'Save channel' : 'Create channel'}
        </Button>
      </DialogFooter>
    </form>
  );
}
