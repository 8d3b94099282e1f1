'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ProductSearchItem } from '@/lib/api/schemas/product-search';
import { deleteProductsAction, duplicateProductAction, restoreProductsAction, setProductStatusAction } from './lifecycle-actions';
import { UNDO_MS } from './use-quick-action';
import { copyNameOf } from './copy-name';

const ACTIVE = 2;
const ARCHIVED = 3;
/** Listed products only: "all N matching" goes through quick actions and the wizard, which record a run. */
const MAX = 200;
/** Each copy is its own create; more than this at once is a job for an import. */
const MAX_DUPLICATES = 20;

const plural = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

/**
 * Duplicate, Restore (from the archive) and Delete for the grid's ticked rows, each confirmed and
 * each undoable from its toast for 10 s (copies deleted, archived again, deleted ones restored).
 * Archive is a quick action (a recorded bulk run, also for all N matching).
 */
export function SelectionLifecycle({ selected, onDone }: { selected: ProductSearchItem[]; onDone: () => void }) {
  const router = useRouter();
  const ids = selected.map((r) => r.productId);
  const archived = selected.filter((r) => r.status === ARCHIVED);
  const tooMany = ids.length > MAX;

  function undoable(message: string, undo: () => Promise<{ ok: boolean; message?: string }>) {
    onDone();
    router.refresh();
    toast.success(message, {
      duration: UNDO_MS,
      action: {
        label: 'Undo',
        onClick: async () => {
          const back = await undo();
          if (back.ok) router.refresh();
          else toast.error(back.message ?? 'Not undone');
        },
      },
    });
  }

  async function duplicate() {
    const copies: string[] = [];
    const failed: string[] = [];
    for (const p of selected) {
      // The copy's code: CODE-COPY, or CODE-COPY-xxxx when a copy already has that one.
      const name = copyNameOf(p.name);
      let result = await duplicateProductAction(p.productId, { stockCode: `${p.stockCode}-COPY`, name });
      if (!result.ok && result.status === 409)
        result = await duplicateProductAction(p.productId, { stockCode: `${p.stockCode}-COPY-${Math.random().toString(36).slice(2, 6).toUpperCase()}`, name });
      if (result.ok) copies.push(result.data);
      else failed.push(`${p.stockCode}: ${result.message}`);
    }
    if (failed.length) toast.error(`${plural(failed.length)} not duplicated`, { description: failed.join('; ') });
    if (copies.length) undoable(`${plural(copies.length)} duplicated (codes ending -COPY)`, () => deleteProductsAction(copies));
  }

  async function restore() {
    const restoring = archived.map((r) => r.productId);
    const result = await setProductStatusAction(restoring, ACTIVE);
    if (!result.ok) return void toast.error('Not restored', { description: result.message });
    const previous = Object.fromEntries(restoring.map((id) => [id, ARCHIVED]));
    undoable(`${plural(restoring.length)} restored from the archive`, () => setProductStatusAction(restoring, ACTIVE, previous));
  }

  async function remove() {
    const result = await deleteProductsAction(ids);
    if (!result.ok) {
      router.refresh();
      return void toast.error('Not every product was deleted', { description: result.message });
    }
    const done = result.data;
    undoable(`${plural(done.length)} deleted`, () => restoreProductsAction(done));
  }

  return (
    <>
      <ConfirmDialog
        trigger={<Button disabled={ids.length === 0 || ids.length > MAX_DUPLICATES}>Duplicate</Button>}
        title={`Duplicate ${plural(ids.length)}?`}
        description="Each copy gets the original's stock code with -COPY added, as a draft you can then edit."
        confirmLabel="Duplicate"
        onConfirm={duplicate}
      />
      <ConfirmDialog
        trigger={<Button disabled={archived.length === 0 || tooMany}>Restore</Button>}
        title={`Restore ${plural(archived.length)} from the archive?`}
        description="The archived products among the selection become active again."
        confirmLabel="Restore"
        onConfirm={restore}
      />
      <ConfirmDialog
        trigger={<Button variant="danger" disabled={ids.length === 0 || tooMany}>Delete</Button>}
        title={`Delete ${plural(ids.length)}?`}
        description="They disappear from the catalogue, search and the storefront, and can be restored from Deleted products for 30 days. Products in a basket or on an order are refused."
        confirmLabel="Delete"
        destructive
        onConfirm={remove}
      />
    </>
  );
}
