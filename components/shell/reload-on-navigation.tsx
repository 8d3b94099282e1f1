'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * For pages Next.js renders as a whole-document error (a layout refused the request with forbidden(),
 * so the answer could be an HTTP 403): the client router keeps that document as the root and would
 * show it again for every later page. Once the router is at another path than the refused one (a
 * link, a sign-out redirect), load that page afresh instead. The refused path comes from the server:
 * the router may mount this component anew for the next path.
 */
export function ReloadOnNavigation({ refusedPath }: { refusedPath: string }) {
  const pathname = usePathname();
  useEffect(() => {
    if (pathname !== refusedPath) window.location.reload();
  }, [pathname, refusedPath]);
  return null;
}
