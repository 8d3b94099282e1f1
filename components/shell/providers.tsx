'use client';

import dynamic from 'next/dynamic';
import type { CSSProperties, ReactNode } from 'react';

/**
 * The toasts' region mounts once the page is live, its code fetched after the page's own: nothing is
 * toasted before a person acts, and a toast raised earlier still shows (sonner hands a late Toaster the
 * toasts already raised). The shell is on every page: what it loads up front counts against each
 * page's first load (docs/back-office.md).
 */
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

/**
 * Sonner's rich colours with darker text: its own (green, red, amber, blue on their pale backgrounds)
 * are below WCAG AA's 4.5:1 for the toasts' small text; these are 5.5:1 or more.
 */
const RICH_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 40%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--info-text': 'hsl(210, 92%, 35%)',
} as CSSProperties;

/**
 * Browser-side state for the signed-in pages: toasts. react-query is given by the pages that use it
 * (components/ui/query-provider.tsx) and by the command palette's dialog, so it is not in every page's
 * first load.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster
        position="bottom-right"
        // Above a page's fixed save bar (it sets --save-bar-height), never over it.
        offset={{ bottom: 'calc(var(--save-bar-height, 0px) + 24px)', right: 24 }}
        mobileOffset={{ bottom: 'calc(var(--save-bar-height, 0px) + 16px)' }}
        richColors
        closeButton
        duration={5000}
        toastOptions={{ className: 'text-sm' }}
        style={RICH_COLOURS}
      />
    </>
  );
}
