import type { ComponentProps } from 'react';
import { cx } from './class-names';
import { controlClass } from './input';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * A native select: keyboard, screen readers, mobile pickers and form posting come for free. Pass
 * `options` or <option> children.
 */
export function Select({
  className,
  options,
  children,
  ...props
}: ComponentProps<'select'> & { options?: SelectOption[] }) {
  return (
    <select className={cx(controlClass, 'h-8 pr-8', className)} {...props}>
      {options?.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
}
