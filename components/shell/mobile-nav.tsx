'use client';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { useLoadedOnUse } from './load-on-use';
import type { NavGroup, NavPage } from './navigation';

export interface MobileNavProps {
  groups: { group: NavGroup; pages: NavPage[] }[];
}

const load = () => import('./mobile-nav-drawer').then((m) => m.default);

/**
 * Below the large breakpoint the sidebar becomes a drawer. Until first used this is a plain button:
 * the drawer's code (Radix's dialog, its focus trap and scroll lock) is fetched when the button is
 * pointed at, focused or pressed, and then replaces it, open — the shell is on every page, and what
 * it loads up front counts against each page's first load (docs/back-office.md).
 */
export function MobileNav(props: MobileNavProps) {
  const { Loaded: Drawer, open, preload } = useLoadedOnUse(load);
  if (Drawer) return <Drawer {...props} />;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label="Open navigation"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <Icon name="menu" />
    </Button>
  );
}
