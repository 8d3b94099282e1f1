'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';

/**
 * A failure while loading a page (the catalogue service down, an unexpected answer). The shell stays,
 * the message is announced, and "Try again" re-fetches the page's data.
 */
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;
  return (
    <div className="mx-auto max-w-xl py-10">
      <Alert
        tone="danger"
        title="This page could not be loaded"
        actions={<Button onClick={() => retry()}>Try again</Button>}
      >
        <p>
          The catalogue service did not answer as expected. Nothing was changed. Try again in a moment; if it
          keeps failing, tell an administrator{digest ? ` and quote reference ${digest}` : ''}.
        </p>
      </Alert>
    </div>
  );
}
