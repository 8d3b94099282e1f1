import { ForbiddenNotice } from '@/components/shell/forbidden-notice';

/**
 * Shown when a page's `requireRole` refuses it after a client-side navigation (inside the shell). A
 * request for the page itself is refused earlier, by the (admin) layout, with HTTP 403 (app/forbidden.tsx).
 */
export default function Forbidden() {
  return <ForbiddenNotice />;
}
