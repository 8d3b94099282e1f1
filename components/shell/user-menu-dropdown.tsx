'use client';

import { DropdownMenu } from 'radix-ui';
import { startTransition } from 'react';
import { signOutAction } from '@/lib/auth/actions';
import { Icon } from '@/components/ui/icons';
import { USER_MENU_TRIGGER_CLASS, UserMenuFace, type UserMenuProps } from './user-menu-face';

/**
 * The account menu itself (Radix's dropdown, with its positioning code), loaded by `UserMenu`
 * (./user-menu.tsx) when the account button is first used, and mounted open.
 */
export default function UserMenuDropdown({ name, email, roleLabel }: UserMenuProps) {
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={USER_MENU_TRIGGER_CLASS}>
        <UserMenuFace name={name} roleLabel={roleLabel} />
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
