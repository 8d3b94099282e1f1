'use client';

import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './class-names';

/**
 * A modal dialog (Radix: focus trapped inside, Escape closes, focus returns to the trigger).
 * Controlled with `open`/`onOpenChange`; `trigger` is optional.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          className={cx(
            'fixed top-[12vh] left-1/2 z-50 flex max-h-[80vh] w-[calc(100vw-2rem)] -translate-x-1/2 flex-col rounded-lg bg-white shadow-xl ring-1 ring-slate-900/10',
            size === 'sm' && 'max-w-sm',
            size === 'md' && 'max-w-lg',
            size === 'lg' && 'max-w-2xl',
          )}
          // Without a description Radix warns; an empty one is worse than none for screen readers.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="border-b border-slate-200 px-5 py-3.5">
            <RadixDialog.Title className="text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-0.5 text-sm text-slate-500">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding dialog (for a Cancel button). */
export const DialogClose = RadixDialog.Close;

/** A footer placed inside the dialog's body (when the buttons belong to a form in the body). */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 -mx-5 -mb-4 mt-5 flex justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3">
      {children}
    </div>
  );
}
