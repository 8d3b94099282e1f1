import type { ComponentProps } from 'react';
import { cx } from './class-names';

export function Label({ className, children, required, ...props }: ComponentProps<'label'> & { required?: boolean }) {
  return (
    <label className={cx('block text-xs font-medium text-slate-700', className)} {...props}>
      {children}
      {required && (
        <span className="ml-0.5 text-red-600" aria-hidden>
          *
        </span>
      )}
    </label>
  );
}
