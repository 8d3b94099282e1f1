'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * For pages Next.js renders as a whole-document error (a layout refused the request with forbidden(),
 * so the answer could be an HTTP 403): the client router keeps that document as the root and would
 * show it again for every later page. Once the router moves to another path (a link, a sign-out
 * redirect), load that page afresh instead.
 */
export function ReloadOnNavigation() {
  const pathname = usePathname();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) window.location.reload();
  }, [pathname]);
  return null;
}
