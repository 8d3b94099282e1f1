import { Icon } from '@/components/ui/icons';

export interface UserMenuProps {
  name: string;
  email: string;
  roleLabel: string;
}

export const USER_MENU_TRIGGER_CLASS =
  'flex items-center gap-2 rounded-md px-1.5 py-1 text-left hover:bg-slate-100';

/**
 * What the account button shows: initials, and the name and role beside them from the small breakpoint
 * up. Named by its own text ("Account: <name> <role>"), hidden on a phone but still read: a label that
 * left out the visible role would not match what a speech-input user reads (WCAG 2.5.3).
 */
export function UserMenuFace({ name, roleLabel }: Pick<UserMenuProps, 'name' | 'roleLabel'>) {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <>
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
    </>
  );
}
