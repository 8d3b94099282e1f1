'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QUOTATION_STATUS_LABELS, type QuotationStatus } from '@/lib/api/schemas/b2b-quotes';
import { convertQuotationAction, moveQuotationAction } from '../actions';

/** What each move is called on its button; destructive ones are confirmed first. */
const MOVES: Record<QuotationStatus, { label: string; destructive: boolean; primary: boolean }> = {
  sent: { label: 'Send', destructive: false, primary: true },
  accepted: { label: 'Mark accepted', destructive: false, primary: true },
  rejected: { label: 'Mark rejected', destructive: true, primary: false },
  expired: { label: 'Mark expired', destructive: true, primary: false },
  draft: { label: 'Back to draft', destructive: false, primary: false },
};

/** The quotation's next steps: status moves (next step primary), edit, PDF, convert to a basket. */
export function QuotationActions({
  id,
  version,
  status,
  allowed,
  canWrite,
  convertible,
}: {
  id: string;
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
        allowed.map((to) =>
          MOVES[to].destructive ? (
            <ConfirmDialog
              key={to}
              trigger={<Button variant="secondary">{MOVES[to].label}</Button>}
              title={`${MOVES[to].label}?`}
              description={`The quotation becomes ${QUOTATION_STATUS_LABELS[to].toLowerCase()}; the buyer can no longer accept it.`}
              confirmLabel={MOVES[to].label}
              destructive
              onConfirm={() => move(to)}
            />
          ) : (
            <Button key={to} variant={MOVES[to].primary ? 'primary' : 'secondary'} pending={pending} onClick={() => void move(to)}>
              {MOVES[to].label}
            </Button>
          ),
        )}
      {canWrite && convertible && (
        <Button variant="primary" pending={pending} onClick={convert}>
          Convert to basket
        </Button>
      )}
    </div>
  );
}
