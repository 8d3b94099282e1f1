'use client';

import { useId } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import type { OverviewValues } from './overview-model';

/**
 * One editable cell of the prices or stock table: a compact input named for screen readers by its row
 * and column ("Retail GBP cost price"), with its error under it and tied to it.
 */
export function RowInput({
  control,
  name,
  label,
  disabled,
  inputMode,
}: {
  control: Control<OverviewValues>;
  name: FieldPath<OverviewValues>;
  label: string;
  disabled?: boolean;
  inputMode: 'decimal' | 'numeric';
}) {
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="ml-auto w-28">
          <Input
            name={field.name}
            ref={field.ref}
            value={String(field.value ?? '')}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            aria-label={label}
            aria-invalid={fieldState.error ? true : undefined}
            aria-describedby={fieldState.error ? errorId : undefined}
            inputMode={inputMode}
            disabled={disabled}
            className="text-right tabular-nums"
          />
          {fieldState.error && (
            <p id={errorId} className="mt-1 text-left text-xs font-medium text-red-600">
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}
