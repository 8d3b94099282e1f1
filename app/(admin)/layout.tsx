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
 * The area of the requested path is checked here too, before anything streams, so a refusal answers
 * HTTP 403 (app/forbidden.tsx) whatever the page itself does (a Suspense boundary of its own would start
 * the response with status 200 before the page's check ran).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireSession();
  const area = areaOfPath((await headers()).get(REQUEST_PATH_HEADER) ?? '/');
  if (area && !can(staff.role, area)) forbidden();
  return <AppShell staff={staff}>{children}</AppShell>;
}
