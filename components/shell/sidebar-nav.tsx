'use client';

import Link, { useLinkStatus } from 'next/link';
import { usePathname } from 'next/navigation';
import { cx } from '@/components/ui/class-names';
import { Icon, type IconName } from '@/components/ui/icons';
import type { NavGroup, NavPage } from './navigation';

const GROUP_ICONS: Record<NavGroup, IconName> = {
  Catalogue: 'box',
  B2B: 'briefcase',
  Support: 'lifebuoy',
  Site: 'globe',
};

/** The grouped page links; the current section is marked with aria-current. */
export function SidebarNav({
  groups,
  onNavigate,
}: {
  groups: { group: NavGroup; pages: NavPage[] }[];
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const isCurrent = (href: string) =>
    href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
  const link = (href: string, label: string, icon?: IconName) => (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={isCurrent(href) ? 'page' : undefined}
      className={cx(
        'flex h-8 items-center gap-2 rounded-md px-2 text-sm',
        isCurrent(href)
          ? 'bg-white font-medium text-slate-900 shadow-xs ring-1 ring-slate-200'
          : 'text-slate-600 hover:bg-slate-200/60 hover:text-slate-900',
      )}
    >
      {icon && <Icon name={icon} className="size-4 text-slate-400" />}
      {label}
      <Pending />
    </Link>
  );
  return (
    <nav aria-label="Main" className="space-y-5">
      <div>{link('/', 'Dashboard', 'home')}</div>
      {groups.map(({ group, pages }) => (
        <section key={group} aria-labelledby={`nav-${group}`}>
          <h2
            id={`nav-${group}`}
            className="mb-1 flex items-center gap-2 px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase"
          >
            <Icon name={GROUP_ICONS[group]} className="size-3.5" />
            {group}
          </h2>
          <ul className="space-y-0.5">
            {pages.map((p) => (
              <li key={p.href}>{link(p.href, p.label)}</li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/**
 * A spinner beside the link while its page loads: pages have no loading skeleton (a first load shows
 * the whole page at once, docs/back-office.md), so a click shows here that it was taken.
 */
function Pending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span
      aria-hidden
      className="ml-auto size-3 animate-spin rounded-full border-2 border-slate-400 border-r-transparent"
    />
  ) : null;
}
