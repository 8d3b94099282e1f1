'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { deleteBasketAction } from './actions';

/** Deletes the basket after a confirmation, then goes back to the list. */
export function DeleteBasketButton({ basketId, owner }: { basketId: string; owner: string }) {
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">Delete basket</Button>}
      title="Delete this basket?"
      description={`The basket of ${owner} and all its lines are deleted for good. The customer will find an empty basket.`}
      confirmLabel="Delete basket"
      destructive
      onConfirm={async () => {
        const result = await deleteBasketAction(basketId);
        if (!result.ok) {
          toast.error(result.message);
          return false;
        }
        toast.success('Basket deleted');
        router.push('/baskets');
      }}
    />
  );
}
