import { AppShell } from '@/components/shell/app-shell';
import { requireSession } from '@/lib/auth/session';

/**
 * Every signed-in page. The session is checked here to draw the shell for the right role; each page
 * still checks its own area with `requireRole`, since a layout is not re-run on client navigation.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const staff = await requireSession();
  return <AppShell staff={staff}>{children}</AppShell>;
}
