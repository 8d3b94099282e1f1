'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { settingValueSchema, type SettingKind } from '@/lib/api/schemas/setting-kinds';
import { SECRET_VALUE } from '@/lib/api/schemas/settings';
import { updateSettingAction } from './actions';

/** Choices of the settings whose kind is a currency, a country or a language. */
export interface SettingChoices {
  currency: SelectOption[];
  country: SelectOption[];
  language: SelectOption[];
}

/**
 * One setting's value, edited in place by its kind: a switch for on/off settings (saved at once), a
 * select for currencies, countries and languages, a text area for text of several lines, a text or
 * number field otherwise. A secret is write-only: it can be replaced, never shown. `name` is the
 * setting's label; `helpId` the element that explains it.
 */
export function SettingValue({
  settingKey,
  name,
  kind,
  helpId,
  value,
  canWrite,
  choices,
}: {
  settingKey: string;
  name: string;
  kind: SettingKind;
  helpId: string;
  value: string;
  canWrite: boolean;
  choices: SettingChoices;
}) {
  const secret = value === SECRET_VALUE;
  const [editing, setEditing] = useState(false);
  const [pending, startTransition] = useTransition();

  function save(next: string, done?: () => void) {
    startTransition(async () => {
      const result = await updateSettingAction({ key: settingKey, value: next });
      if (result.ok) {
        toast.success(`${name} saved`);
        done?.();
      } else toast.error(`${name} was not saved: ${result.fieldErrors.value ?? result.message}`);
    });
  }

  if (kind === 'boolean' && !secret)
    return (
      <Switch
        label={<span className="sr-only">{name}</span>}
        checked={value === 'true'}
        disabled={!canWrite || pending}
        onCheckedChange={(on) => save(String(on))}
      />
    );

  if (editing)
    return (
      <ValueForm
        name={name}
        kind={secret ? 'secret' : kind}
        helpId={helpId}
        initial={secret ? '' : value}
        choices={choices}
        pending={pending}
        onCancel={() => setEditing(false)}
        onSave={(next) => save(next, () => setEditing(false))}
      />
    );

  return (
    <div className="flex items-center justify-between gap-3">
      <span className={`text-sm break-all text-slate-900 ${kind === 'multiline' ? 'whitespace-pre-line' : 'font-mono'}`}>
        {secret ? (
          <Badge tone="warning" title="Secret values are never shown">
            Secret (hidden)
          </Badge>
        ) : value === '' ? (
          <span className="font-sans text-slate-400">(empty)</span>
        ) : (
          value
        )}
      </span>
      {canWrite && (
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`${secret ? 'Replace' : 'Edit'} ${name}`}>
          {secret ? 'Replace' : 'Edit'}
        </Button>
      )}
    </div>
  );
}

function ValueForm({
  name,
  kind,
  helpId,
  initial,
  choices,
  pending,
  onSave,
  onCancel,
}: {
  name: string;
  kind: SettingKind | 'secret';
  helpId: string;
  initial: string;
  choices: SettingChoices;
  pending: boolean;
  onSave: (value: string) => void;
  onCancel: () => void;
}) {
  const rule = kind === 'secret' ? z.string().min(1, 'Type the new secret').max(4000) : settingValueSchema(kind);
  const form = useForm<{ value: string }>({ resolver: zodResolver(z.object({ value: rule })), defaultValues: { value: initial } });
  const error = form.formState.errors.value?.message;
  const label = kind === 'secret' ? `New value of ${name}` : name;
  const options = kind === 'currency' || kind === 'country' || kind === 'language' ? choices[kind] : null;
  return (
    <form
      onSubmit={form.handleSubmit(({ value }) => onSave(value))}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      aria-label={`Change ${name}`}
      className="flex flex-wrap items-start gap-2"
    >
      <div className="min-w-0 flex-1">
        {options ? (
          <Select aria-label={label} aria-describedby={helpId} aria-invalid={!!error} autoFocus {...form.register('value')}>
            <option value="">(empty)</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        ) : kind === 'multiline' ? (
          <Textarea aria-label={label} aria-describedby={helpId} aria-invalid={!!error} autoFocus rows={4} {...form.register('value')} />
        ) : (
          <Input
            aria-label={label}
            aria-describedby={helpId}
            aria-invalid={!!error}
            autoFocus
            type={kind === 'secret' ? 'password' : 'text'}
            inputMode={kind === 'integer' ? 'numeric' : kind === 'decimal' ? 'decimal' : undefined}
            autoComplete={kind === 'secret' ? 'new-password' : 'off'}
            {...form.register('value')}
          />
        )}
        {error && (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {error.charAt(0).toUpperCase() + error.slice(1)}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
    </form>
  );
}
