import type { ComponentProps } from 'react';
import { cx } from './class-names';

/** Shared look of text-like controls; `aria-invalid` (set by Field) turns the border red. */
export const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 ' +
  'focus-visible:border-accent-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-500/40 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 read-only:bg-slate-50 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:outline-red-500/40';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(controlClass, 'h-8', className)} {...props} />;
}
