import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from './class-names';

/** A native checkbox with its label (works with react-hook-form's `register`). */
export function Checkbox({
  label,
  hint,
  className,
  id,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; hint?: ReactNode }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cx('flex items-start gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-accent-600 disabled:cursor-not-allowed"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        {...props}
      />
      <div className="text-sm leading-5">
        <label htmlFor={inputId} className="font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${inputId}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
