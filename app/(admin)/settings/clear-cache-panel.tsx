'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { clearCacheAction } from './actions';

type Outcome = { ok: true; at: string } | { ok: false; message: string };

/** Clears the service's read cache after a confirmation, and says what happened. */
export function ClearCachePanel({ canWrite }: { canWrite: boolean }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function clear() {
    const result = await clearCacheAction();
    if (result.ok) {
      const at = new Date(result.data.clearedAt).toLocaleTimeString('en-GB');
      setOutcome({ ok: true, at });
      toast.success('Cache cleared');
    } else {
      setOutcome({ ok: false, message: result.message });
      toast.error(`The cache was not cleared: ${result.message}`);
    }
  }

  return (
    <Card aria-labelledby="cache-heading">
      <CardHeader
        id="cache-heading"
        title="Server cache"
        description="The service keeps content, stores and settings in memory for a minute. Clear it to see a change at once."
      />
      <CardBody className="space-y-3">
        <ConfirmDialog
          trigger={
            <Button variant="secondary" disabled={!canWrite}>
              Clear cache
            </Button>
          }
          title="Clear the server cache?"
          description="Every cached menu, store list and setting is read again from the database. The storefront may be slower for a few seconds."
          confirmLabel="Clear cache"
          onConfirm={clear}
        />
        {outcome?.ok && (
          <Alert tone="success" title="Cache cleared">
            The server cache was emptied at {outcome.at}; the next requests read fresh data.
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert tone="danger" title="The cache was not cleared">
            {outcome.message}
          </Alert>
        )}
      </CardBody>
    </Card>
  );
}
