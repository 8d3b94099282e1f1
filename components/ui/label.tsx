import type { ComponentProps } from 'react';
import { cx } from './class-names';

/**
 * A form label. The required mark sits next to the label, not in it, so the field's accessible name
 * stays the label's words; the control carries aria-required.
 */
export function Label({
  className,
  children,
  required,
  ...props
}: ComponentProps<'label'> & { required?: boolean }) {
  return (
    <span className="flex items-baseline gap-0.5">
      <label className={cx('block text-sm font-medium text-slate-700', className)} {...props}>
        {children}
      </label>
      {required && (
        <span className="text-xs text-red-600" aria-hidden>
          *
        </span>
      )}
    </span>
  );
}
