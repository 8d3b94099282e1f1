'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Toaster } from 'sonner';

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

/** Browser-side state for the signed-in pages: react-query (palette search, later wizards) and toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
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
    </QueryClientProvider>
  );
}
