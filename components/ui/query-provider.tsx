'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** How the back-office's browser-side queries behave: one retry, no refetch when the window is refocused. */
export const QUERY_DEFAULTS = { queries: { retry: 1, refetchOnWindowFocus: false } };

/**
 * react-query for the pages that poll or page through the service from the browser (the bulk-update
 * and import wizards). Given by those pages, not by the shell, so the other pages do not load it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
