'use client';

import type { KeyboardEvent } from 'react';
import { useLoadedOnUse } from './load-on-use';
import { USER_MENU_TRIGGER_CLASS, UserMenuFace, type UserMenuProps } from './user-menu-face';

const load = () => import('./user-menu-dropdown').then((m) => m.default);

/**
 * The signed-in staff member, their role, and sign-out. Until first used it is a plain button: the
 * menu's code (Radix's dropdown and its positioning) is fetched when the button is pointed at, focused
 * or pressed, and then replaces it, open — the shell is on every page, and what it loads up front
 * counts against each page's first load (docs/back-office.md).
 */
export function UserMenu(props: UserMenuProps) {
  const { Loaded: Menu, open, preload } = useLoadedOnUse(load);
  if (Menu) return <Menu {...props} />;
  const onKeyDown = (e: KeyboardEvent) => {
    // As a menu button opens: Enter and Space by the click they make, the down arrow here.
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      open();
    }
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={open}
      onKeyDown={onKeyDown}
      onPointerEnter={preload}
      onFocus={preload}
      className={USER_MENU_TRIGGER_CLASS}
    >
      <UserMenuFace name={props.name} roleLabel={props.roleLabel} />
    </button>
  );
}
