'use client';

import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button } from './button';

/**
 * Asks before a destructive or far-reaching action (Radix AlertDialog: focus starts on Cancel, Escape
 * cancels). `onConfirm` may be async; the dialog stays open, buttons disabled, until it settles, and
 * closes unless it returns false.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  onConfirm,
  children,
}: {
  /** Inputs the confirmation needs (a new code), shown under the description. */
  children?: ReactNode;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void | boolean | Promise<void | boolean>;
}) {
  const [internalOpen, setInternalOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? internalOpen;
  const setOpen = (next: boolean) => {
    if (pending) return;
    setInternalOpen(next);
    onOpenChange?.(next);
  };
  async function confirm() {
    setPending(true);
    try {
      const keepOpen = (await onConfirm()) === false;
      setPending(false);
      if (!keepOpen) {
        setInternalOpen(false);
        onOpenChange?.(false);
      }
    } catch (e) {
      setPending(false);
      throw e;
    }
  }
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-[20vh] left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 rounded-lg bg-white p-5 shadow-xl ring-1 ring-slate-900/10">
          <AlertDialog.Title className="text-base font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          {children && <div className="mt-3">{children}</div>}
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button disabled={pending}>{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <Button variant={destructive ? 'danger' : 'primary'} pending={pending} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
