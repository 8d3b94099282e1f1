'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ProductSearchItem } from '@/lib/api/schemas/product-search';
import { deleteProductsAction, restoreProductsAction, setProductStatusAction } from './lifecycle-actions';

const ARCHIVED = 3;
const UNDO_MS = 10_000;
/** Listed products only: "all N matching" goes through the bulk-update wizard, which records a run. */
const MAX = 200;

const plural = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

/** Archive and Delete for the grid's selection, confirmed, each undoable from its toast for 10 s. */
export function SelectionLifecycle({ selected, onDone }: { selected: ProductSearchItem[]; onDone: () => void }) {
  const router = useRouter();
  const ids = selected.map((r) => r.productId);
  const disabled = ids.length === 0 || ids.length > MAX;

  async function archive() {
    const previous = Object.fromEntries(selected.map((r) => [r.productId, r.status]));
    const result = await setProductStatusAction(ids, ARCHIVED);
    if (!result.ok) return void toast.error('Not archived', { description: result.message });
    onDone();
    router.refresh();
    toast.success(`${plural(ids.length)} archived`, {
      duration: UNDO_MS,
      action: {
        label: 'Undo',
        onClick: async () => {
          const back = await setProductStatusAction(ids, ARCHIVED, previous);
          if (back.ok) router.refresh();
          else toast.error(back.message);
        },
      },
    });
  }

  async function remove() {
    const result = await deleteProductsAction(ids);
    if (!result.ok) {
      router.refresh();
      return void toast.error('Not every product was deleted', { description: result.message });
    }
    const done = result.data;
    onDone();
    router.refresh();
    toast.success(`${plural(done.length)} deleted`, {
      duration: UNDO_MS,
      action: {
        label: 'Undo',
        onClick: async () => {
          const back = await restoreProductsAction(done);
          if (back.ok) router.refresh();
          else toast.error(back.message);
        },
      },
    });
  }

  return (
    <>
      <ConfirmDialog
        trigger={<Button disabled={disabled}>Archive</Button>}
        title={`Archive ${plural(ids.length)}?`}
        description="They stay in the catalogue with status Archived and can be restored at any time."
        confirmLabel="Archive"
        onConfirm={archive}
      />
      <ConfirmDialog
        trigger={<Button variant="danger" disabled={disabled}>Delete</Button>}
        title={`Delete ${plural(ids.length)}?`}
        description="They disappear from the catalogue, search and the storefront, and can be restored from Deleted products for 30 days. Products in a basket or on an order are refused."
        confirmLabel="Delete"
        destructive
        onConfirm={remove}
      />
    </>
  );
}
