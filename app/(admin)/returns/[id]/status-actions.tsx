'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { moveReturnAction } from './actions';

interface NextStatus {
  id: number;
  name: string;
  label: string;
}

/** What staff click to make each move (status names from lib/api/schemas/return-status.ts). */
const VERBS: Record<string, string> = {
  Approved: 'Approve',
  Rejected: 'Reject',
  Received: 'Mark as received',
  Refunded: 'Mark as refunded',
  Closed: 'Close',
  Cancelled: 'Cancel return',
};
/** Moves that give the quantities back to the order: asked for twice. */
const FINAL_REFUSALS = new Set(['Rejected', 'Cancelled']);

/** The moves the service allows from the current status, with an optional comment for the history. */
export function StatusActions({ returnId, allowed }: { returnId: number; allowed: NextStatus[] }) {
  const router = useRouter();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<{ message: string; comment?: string } | null>(null);
  const [pending, setPending] = useState<number | null>(null);

  async function move(status: NextStatus) {
    setError(null);
    setPending(status.id);
    const result = await moveReturnAction({ id: returnId, status: status.id, comment });
    setPending(null);
    if (!result.ok) {
      setError({ message: result.message, comment: result.fieldErrors.comment });
      return;
    }
    toast.success(`Return #${returnId} is now ${result.data.statusLabel.toLowerCase()}`);
    setComment('');
    router.refresh();
  }

  if (allowed.length === 0)
    return (
      <p className="text-sm text-slate-500">This return is in a final status; it cannot move any more.</p>
    );

  // The forward move (the first that is not a refusal) is the primary button; refusals are
  // secondary and asked twice, so the filled button is always the next step of the work.
  const next = allowed.find((s) => !FINAL_REFUSALS.has(s.name));
  return (
    <div className="space-y-3">
      {error && <Alert tone="danger">{error.message}</Alert>}
      <Field
        label="Comment for the history"
        error={error?.comment}
        hint="Optional; kept with the status change"
      >
        <Textarea rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        {allowed.map((s) => {
          const label = VERBS[s.name] ?? `Move to ${s.label}`;
          return FINAL_REFUSALS.has(s.name) ? (
            <ConfirmDialog
              key={s.id}
              trigger={
                <Button variant="secondary" disabled={pending !== null}>
                  {label}
                </Button>
              }
              title={`${label} #${returnId}?`}
              description="This is final: the return cannot move again, and its quantities become returnable again on the order."
              confirmLabel={label}
              destructive
              onConfirm={() => move(s)}
            />
          ) : (
            <Button
              key={s.id}
              variant={s === next ? 'primary' : 'secondary'}
              pending={pending === s.id}
              disabled={pending !== null}
              onClick={() => move(s)}
            >
              {label}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
