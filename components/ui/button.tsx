import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from './class-names';

// A disabled filled button fades by opacity, not a lighter background: transition-colors would otherwise
// animate the background back when it is enabled (the wizard's "Use these N products" after counting),
// and for those 150 ms its white text is below AA contrast.
const variants = {
  primary: 'bg-accent-600 text-white shadow-sm hover:bg-accent-700 disabled:opacity-60 disabled:hover:bg-accent-600',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:opacity-60 disabled:hover:bg-red-600',
} as const;

const sizes = {
  sm: 'h-7 gap-1.5 px-2.5 text-xs',
  md: 'h-8 gap-2 px-3 text-sm',
  icon: 'h-8 w-8 justify-center',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child (a Link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and disables the button while an action runs. */
  pending?: boolean;
};

export function buttonClass(
  variant: keyof typeof variants = 'secondary',
  size: keyof typeof sizes = 'md',
  className?: string,
) {
  return cx(
    'inline-flex shrink-0 items-center rounded-md font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant = 'secondary',
  size = 'md',
  asChild,
  pending,
  className,
  children,
  disabled,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClass(variant, size, className);
  if (asChild)
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending && (
        <span
          aria-hidden
          className="size-3 animate-spin rounded-full border-2 border-current border-r-transparent"
        />
      )}
      {children}
    </button>
  );
}
