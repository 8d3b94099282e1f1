import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { AppShell } from '@/components/shell/app-shell';
import { ForbiddenNotice } from '@/components/shell/forbidden-notice';
import { ReloadOnNavigation } from '@/components/shell/reload-on-navigation';
import { REQUEST_PATH_HEADER } from '@/lib/auth/paths';
import { currentStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'No access' };

/**
 * HTTP 403 for a page of an area the role may not see: the (admin) layout refuses it before anything
 * streams, so the status is 403, and the page is drawn in the usual shell with the reason.
 */
export default async function Forbidden() {
  const staff = await currentStaff();
  const refused = (await headers()).get(REQUEST_PATH_HEADER)?.split('?')[0];
  const notice = (
    <>
      {refused && <ReloadOnNavigation refusedPath={refused} />}
      <ForbiddenNotice />
    </>
  );
  return staff ? <AppShell staff={staff}>{notice}</AppShell> : notice;
}
