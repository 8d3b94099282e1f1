import { headers } from 'next/headers';
import { forbidden } from 'next/navigation';
import { AppShell } from '@/components/shell/app-shell';
import { areaOfPath } from '@/components/shell/navigation';
import { REQUEST_PATH_HEADER } from '@/lib/auth/paths';
import { can } from '@/lib/auth/roles';
import { requireSession } from '@/lib/auth/session';

/**
 * Every signed-in page. The session is checked here to draw the shell for the right role; each page
 * still checks its own area with `requireRole`, since a layout is not re-run on client navigation.
 * The area of the requested path is checked here too: a page's own check runs inside the loading.tsx
 * Suspense boundary, after the response has started with status 200, while a refusal here (before
 * anything streams) answers HTTP 403 (app/forbidden.tsx).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireSession();
  const area = areaOfPath((await headers()).get(REQUEST_PATH_HEADER) ?? '/');
  if (area && !can(staff.role, area)) forbidden();
  return <AppShell staff={staff}>{children}</AppShell>;
}
