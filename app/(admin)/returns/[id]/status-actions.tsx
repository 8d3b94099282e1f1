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

/**
 * What staff click to make each move (status names from lib/api/schemas/return-status.ts), and what
 * the move does, said in its confirmation: no move of a return can be taken back.
 */
const MOVES: Record<string, { verb: string; outcome: string }> = {
  Approved: {
    verb: 'Approve',
    outcome: 'The return is accepted: the customer can send the goods back. It cannot be set back to awaiting approval.',
  },
  Rejected: {
    verb: 'Reject',
    outcome: 'This is final: the return cannot move again, and its quantities become returnable again on the order.',
  },
  Received: {
    verb: 'Mark as received',
    outcome: 'Records that the goods arrived at the warehouse. Next the return can be refunded or closed.',
  },
  Refunded: {
    verb: 'Mark as refunded',
    outcome: 'Records that the money was paid back to the customer. After this the return can only be closed.',
  },
  Closed: {
    verb: 'Close',
    outcome: 'This is final: the return is finished and cannot move again.',
  },
  Cancelled: {
    verb: 'Cancel return',
    outcome: 'This is final: the return cannot move again, and its quantities become returnable again on the order.',
  },
};
/** Moves that give the quantities back to the order: red, and never the filled button. */
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

  // The forward move (the first that is not a refusal) is the primary button, so the filled button
  // is always the next step of the work; every move asks first, saying what it does.
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
          const { verb, outcome } = MOVES[s.name] ?? { verb: `Move to ${s.label}`, outcome: `The return becomes ${s.label.toLowerCase()}.` };
          const refusal = FINAL_REFUSALS.has(s.name);
          return (
            <ConfirmDialog
              key={s.id}
              trigger={
                <Button
                  variant={s === next ? 'primary' : 'secondary'}
                  pending={pending === s.id}
                  disabled={pending !== null}
                >
                  {verb}
                </Button>
              }
              title={`${verb} #${returnId}?`}
              description={outcome}
              confirmLabel={verb}
              destructive={refusal}
              onConfirm={() => move(s)}
            />
          );
        })}
      </div>
    </div>
  );
}
