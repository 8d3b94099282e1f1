'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QUOTATION_STATUS_LABELS, type QuotationStatus } from '@/lib/api/schemas/b2b-quotes';
import { convertQuotationAction, moveQuotationAction } from '../actions';

/**
 * What each move is called on its button and what it does, said in its confirmation: every move
 * but back to draft is final for the buyer (sent, accepted, rejected or expired), so it asks first.
 */
const MOVES: Record<QuotationStatus, { label: string; destructive: boolean; primary: boolean; outcome: ((email: string, until: string | null) => string) | null }> = {
  sent: {
    label: 'Send',
    destructive: false,
    primary: true,
    outcome: (email, until) =>
      `The quotation is sent to ${email} and can no longer be edited; ${until ? `the buyer can accept it until ${until}` : 'it has no closing date yet, so it will be valid for the store\'s quotation validity (Settings) from today'}.`,
  },
  accepted: {
    label: 'Mark accepted',
    destructive: false,
    primary: true,
    outcome: () => 'The buyer has accepted: the quotation can then be converted to a basket at these prices, and no longer edited or sent again.',
  },
  rejected: {
    label: 'Mark rejected',
    destructive: true,
    primary: false,
    outcome: () => 'The quotation becomes rejected; the buyer can no longer accept it.',
  },
  expired: {
    label: 'Mark expired',
    destructive: true,
    primary: false,
    outcome: () => 'The quotation becomes expired; the buyer can no longer accept it.',
  },
  draft: { label: 'Back to draft', destructive: false, primary: false, outcome: null },
};

/** The quotation's next steps: status moves (next step primary), edit, PDF, convert to a basket. */
export function QuotationActions({
  id,
  version,
  status,
  allowed,
  canWrite,
  convertible,
  email,
  validUntil,
}: {
  id: string;
  /** The buyer's address and the last day the quotation can be accepted, for the Send confirmation. */
  email: string;
  /** The last day the buyer can accept, in words; null when the quotation has none. */
  validUntil: string | null;
  version: number;
  status: QuotationStatus;
  allowed: QuotationStatus[];
  canWrite: boolean;
  convertible: boolean;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const move = (to: QuotationStatus) =>
    new Promise<boolean>((resolve) =>
      start(async () => {
        const result = await moveQuotationAction(id, to, version);
        if (result.ok) toast.success(`Quotation ${QUOTATION_STATUS_LABELS[to].toLowerCase()}`);
        else toast.error('The status was not changed', { description: result.message });
        router.refresh();
        resolve(result.ok);
      }),
    );
  const convert = () =>
    start(async () => {
      const result = await convertQuotationAction(id);
      if (result.ok) toast.success('Basket created for the buyer', { description: `Basket ${result.data.basketId}` });
      else toast.error('The quotation was not converted', { description: result.message });
      router.refresh();
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={`/b2b/quotations/${id}/pdf`} className={buttonClass('secondary')} download>
        Download PDF
      </a>
      {canWrite && status === 'draft' && (
        <Link href={`/b2b/quotations/${id}/edit`} className={buttonClass('secondary')}>
          Edit
        </Link>
      )}
      {canWrite &&
        allowed.map((to) => {
          const step = MOVES[to];
          const variant = step.primary ? 'primary' : 'secondary';
          if (!step.outcome)
            return (
              <Button key={to} variant={variant} pending={pending} onClick={() => void move(to)}>
                {step.label}
              </Button>
            );
          return (
            <ConfirmDialog
              key={to}
              trigger={<Button variant={variant}>{step.label}</Button>}
              title={`${step.label}?`}
              description={step.outcome(email, validUntil)}
              confirmLabel={step.label}
              destructive={step.destructive}
              onConfirm={() => move(to)}
            />
          );
        })}
      {canWrite && convertible && (
        <Button variant="primary" pending={pending} onClick={convert}>
          Convert to basket
        </Button>
      )}
    </div>
  );
}
