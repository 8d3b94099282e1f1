'use client';

import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { cx } from '@/components/ui/class-names';

type Props<T extends FieldValues> = {
  meta: AttributeMeta;
  control: Control<T>;
  /** The form path of the value; the attribute's `fieldCode` unless the values are nested. */
  name?: Path<T>;
  disabled?: boolean;
  className?: string;
};

/**
 * One meta-info attribute as a labelled control bound to react-hook-form: `inputType` picks the
 * widget, `options` the choices, `info1` is the hint, the form's error for the field shows under it.
 * The value is always the service's text spelling (see MetaFormValues).
 */
export function MetaField<T extends FieldValues>({ meta, control, name, disabled, className }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name ?? (meta.fieldCode as Path<T>)}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value);
        const common = {
          name: field.name,
          ref: field.ref,
          onBlur: field.onBlur,
          disabled,
        };
        const text = (extra: Record<string, string> = {}) => (
          <Input {...common} value={value} onChange={(e) => field.onChange(e.target.value)} {...extra} />
        );
        const error = fieldState.error?.message;
        const required = meta.isRequired || meta.validations.includes(1);
        const hint = meta.info1 || undefined;

        switch (meta.inputType) {
          case 6:
            return (
              <div className={cx('space-y-1', className)} data-field={meta.fieldCode}>
                <Switch
                  label={meta.fieldName}
                  name={field.name}
                  checked={value === 'true'}
                  onCheckedChange={(on) => field.onChange(on ? 'true' : 'false')}
                  disabled={disabled}
                />
                {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
                {error && <p className="text-xs font-medium text-red-600">{error}</p>}
              </div>
            );
          case 10:
            return (
              <MultiSelectField
                meta={meta}
                value={value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error}
                required={required}
                disabled={disabled}
                className={className}
              />
            );
        }

        let control;
        switch (meta.inputType) {
          case 2:
            control = <Textarea {...common} rows={3} value={value} onChange={(e) => field.onChange(e.target.value)} />;
            break;
          case 3:
            control = (
              <RichTextField label={meta.fieldName} value={value} onChange={field.onChange} onBlur={field.onBlur} disabled={disabled} />
            );
            break;
          case 4:
            control = text({ inputMode: 'numeric' });
            break;
          case 5:
            control = text({ inputMode: 'decimal' });
            break;
          case 7:
            control = text({ type: 'date' });
            break;
          case 8:
            control = text({ placeholder: '2026-03-01T09:00:00Z' });
            break;
          case 9:
            control = (
              <Select {...common} value={value} onChange={(e) => field.onChange(e.target.value)}>
                <option value="">{required ? 'Choose…' : '— None —'}</option>
                {/* A stored key missing from the options stays visible rather than silently changing. */}
                {value !== '' && !meta.options.some((o) => o.key === value) && <option value={value}>{value}</option>}
                {meta.options.map((o) => (
                  <option key={o.key} value={o.key}>
                    {o.value}
                  </option>
                ))}
              </Select>
            );
            break;
          case 11:
            control = text({ inputMode: 'url', placeholder: 'https://…' });
            break;
          case 12:
            control = (
              <ColourInput value={value} onChange={field.onChange} common={common} label={meta.fieldName} />
            );
            break;
          default:
            control = text();
        }
        return (
          <Field label={meta.fieldName} error={error} hint={hint} required={required} className={className}>
            {control}
          </Field>
        );
      }}
    />
  );
}

function ColourInput({
  value,
  onChange,
  common,
  label,
  ...aria
}: {
  value: string;
  onChange: (value: string) => void;
  common: { name: string; ref: (el: HTMLInputElement | null) => void; onBlur: () => void; disabled?: boolean };
  label: string;
  /** Set by Field: the label's target and the error's description. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div className="flex items-center gap-2">
      <Input {...common} {...aria} value={value} placeholder="#1e40af" onChange={(e) => onChange(e.target.value)} />
      <input
        type="color"
        aria-label={`${label} picker`}
        className="h-8 w-10 shrink-0 cursor-pointer rounded border border-slate-300"
        value={valid ? value : '#000000'}
        disabled={common.disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** Option keys as a group of checkboxes; the value is the checked keys joined by commas, in option order. */
function MultiSelectField({
  meta,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  className,
}: {
  meta: AttributeMeta;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  const chosen = new Set(
    value
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  );
  const unknown = [...chosen].filter((k) => !meta.options.some((o) => o.key === k));
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    const ordered = [...meta.options.map((o) => o.key).filter((k) => next.has(k)), ...unknown.filter((k) => next.has(k))];
    onChange(ordered.join(','));
  };
  const hint = meta.info1 || undefined;
  return (
    <fieldset
      className={cx('space-y-1', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      data-field={meta.fieldCode}
    >
      <legend className="flex items-baseline gap-0.5 text-xs font-medium text-slate-700">
        {meta.fieldName}
        {required && (
          <span className="text-red-600" aria-hidden>
            *
          </span>
        )}
      </legend>
      {/* Read only, the options are disabled and cannot take focus: the list itself does, so a keyboard can scroll it. */}
      <div
        tabIndex={disabled ? 0 : undefined}
        role={disabled ? 'group' : undefined}
        aria-label={disabled ? `${meta.fieldName} options` : undefined}
        className={cx(
          'max-h-40 space-y-1 overflow-y-auto rounded-md border bg-white p-2',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      >
        {meta.options.length === 0 && unknown.length === 0 && <p className="text-xs text-slate-500">No options</p>}
        {[...meta.options, ...unknown.map((k) => ({ key: k, value: k }))].map((o) => (
          // Rows 28 px high: a 16 px box needs 24 px of its own to be a touch target (Lighthouse's target-size).
          <label key={o.key} className="flex min-h-7 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-accent-600"
              checked={chosen.has(o.key)}
              disabled={disabled}
              onBlur={onBlur}
              onChange={(e) => toggle(o.key, e.target.checked)}
            />
            {o.value}
          </label>
        ))}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
