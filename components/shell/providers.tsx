'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';

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
      />
    </QueryClientProvider>
  );
}
