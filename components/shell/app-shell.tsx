import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { can, ROLE_LABELS } from '@/lib/auth/roles';
import type { Staff } from '@/lib/auth/session';
import { CommandPalette } from './command-palette';
import { MobileNav } from './mobile-nav';
import { NavigationProgress } from './navigation-progress';
import { groupedPages, pagesFor } from './navigation';
import { Providers } from './providers';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';

/** The frame of every signed-in page: sidebar (a drawer on small screens), top bar, content. */
export function AppShell({ staff, children }: { staff: Staff; children: ReactNode }) {
  const pages = pagesFor(staff.role);
  const groups = groupedPages(pages);
  return (
    <Providers>
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen">
        <aside className="sticky top-0 hidden h-screen w-60 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-slate-50 px-3 py-4 lg:flex">
          <Link href="/" className="mb-6 flex items-center gap-2 px-2 text-sm whitespace-nowrap">
            <span
              aria-hidden
              className="flex size-6 items-center justify-center rounded bg-accent-600 text-xs font-semibold text-white"
            >
              C
            </span>
            <span className="font-semibold text-slate-900">Catalogue</span>
            <span className="text-slate-500">Back-Office</span>
          </Link>
          <SidebarNav groups={groups} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-12 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur">
            <MobileNav groups={groups} />
            <CommandPalette
              pages={pages}
              canSearchProducts={can(staff.role, 'products')}
              canCreateProducts={can(staff.role, 'products', 'write')}
            />
            <div className="ml-auto">
              <UserMenu name={staff.name} email={staff.email} roleLabel={ROLE_LABELS[staff.role]} />
            </div>
          </header>
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl flex-1 px-4 py-5 outline-none sm:px-6"
          >
            {children}
          </main>
        </div>
      </div>
    </Providers>
  );
}
