'use client';

import { DropdownMenu } from 'radix-ui';
import { startTransition } from 'react';
import { signOutAction } from '@/lib/auth/actions';
import { Icon } from '@/components/ui/icons';

/** The signed-in staff member, their role, and sign-out. */
export function UserMenu({ name, email, roleLabel }: { name: string; email: string; roleLabel: string }) {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <DropdownMenu.Root>
      {/* Named by its own text ("Account: <name> <role>"), hidden on a phone but still read: a label
          that left out the visible role would not match what a speech-input user reads (WCAG 2.5.3). */}
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-md px-1.5 py-1 text-left hover:bg-slate-100">
        <span
          aria-hidden
          className="flex size-7 items-center justify-center rounded-full bg-accent-600 text-xs font-semibold text-white"
        >
          {initials}
        </span>
        <span className="sr-only">Account:</span>{' '}
        <span className="sr-only text-xs leading-tight sm:not-sr-only sm:block">
          <span className="block font-medium text-slate-800">{name}</span>{' '}
          <span className="block text-slate-500">{roleLabel}</span>
        </span>
        <Icon name="chevronDown" className="size-3.5 text-slate-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md bg-white p-1 text-sm shadow-lg ring-1 ring-slate-900/10"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block font-medium text-slate-900">{name}</span>
            <span className="block text-xs text-slate-500">{email}</span>
            <span className="block text-xs text-slate-500">{roleLabel}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            onSelect={() => startTransition(() => signOutAction())}
            className="flex w-full cursor-default items-center gap-2 rounded px-2 py-1.5 text-left text-slate-700 outline-none data-[highlighted]:bg-slate-100"
          >
            <Icon name="logout" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
