'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  deleteProductsAction,
  duplicateProductAction,
  restoreProductsAction,
  setProductStatusAction,
} from '../lifecycle-actions';
import { copyNameOf } from '../copy-name';

const ARCHIVED = 3;
const ACTIVE = 2;
const UNDO_MS = 10_000;

/**
 * Duplicate, Archive or Restore, and Delete on the product page: each asks first, and each success
 * toast offers Undo for 10 seconds (delete → restore, archive → the previous status, duplicate →
 * delete the copy).
 */
export function LifecycleButtons({ id, name, stockCode, status }: { id: string; name: string; stockCode: string; status: number }) {
  const router = useRouter();
  const [copyCode, setCopyCode] = useState(`${stockCode}-COPY`);
  const [copyName, setCopyName] = useState(copyNameOf(name));
  const [copyError, setCopyError] = useState<string | null>(null);
  const archived = status === ARCHIVED;

  const undoable = (message: string, undo: () => Promise<void>) =>
    toast.success(message, { duration: UNDO_MS, action: { label: 'Undo', onClick: () => void undo() } });

  async function changeStatus() {
    const next = archived ? ACTIVE : ARCHIVED;
    const result = await setProductStatusAction([id], next);
    if (!result.ok) return void toast.error(result.message);
    router.refresh();
    undoable(archived ? `“${name}” restored from the archive` : `“${name}” archived`, async () => {
      const back = await setProductStatusAction([id], status, { [id]: status });
      if (back.ok) router.refresh();
      else toast.error(back.message);
    });
  }

  async function remove() {
    const result = await deleteProductsAction([id]);
    if (!result.ok) return void toast.error('Not deleted', { description: result.message });
    router.push('/catalogue/products');
    undoable(`“${name}” deleted`, async () => {
      const back = await restoreProductsAction([id]);
      if (!back.ok) return void toast.error(back.message);
      toast.success(`“${name}” restored`);
      router.push(`/catalogue/products/${id}`);
    });
  }

  async function duplicate() {
    setCopyError(null);
    const result = await duplicateProductAction(id, { stockCode: copyCode, name: copyName });
    if (!result.ok) {
      setCopyError(result.fieldErrors.stockCode ?? result.fieldErrors.name ?? result.message);
      return false;
    }
    const copyId = result.data;
    router.push(`/catalogue/products/${copyId}`);
    undoable(`Copy ${copyCode} created`, async () => {
      const back = await deleteProductsAction([copyId]);
      if (!back.ok) return void toast.error(back.message);
      router.push(`/catalogue/products/${id}`);
    });
  }

  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmDialog
        trigger={<Button>Duplicate</Button>}
        title={`Duplicate “${name}”?`}
        description="The copy is a draft with the same fields, prices, categories and tags, and no stock."
        confirmLabel="Duplicate"
        onConfirm={duplicate}
      >
        <Field label="Name of the copy">
          <Input value={copyName} onChange={(e) => setCopyName(e.target.value)} />
        </Field>
        <Field label="Stock code of the copy" error={copyError ?? undefined}>
          <Input value={copyCode} onChange={(e) => setCopyCode(e.target.value)} />
        </Field>
      </ConfirmDialog>
      <ConfirmDialog
        trigger={<Button>{archived ? 'Restore' : 'Archive'}</Button>}
        title={archived ? `Restore “${name}” from the archive?` : `Archive “${name}”?`}
        description={archived ? 'It becomes active again.' : 'It stays in the catalogue with status Archived and can be restored at any time.'}
        confirmLabel={archived ? 'Restore' : 'Archive'}
        onConfirm={changeStatus}
      />
      <ConfirmDialog
        trigger={<Button variant="danger">Delete</Button>}
        title={`Delete “${name}”?`}
        description="It disappears from the catalogue, search and the storefront. It can be restored from Deleted products for 30 days, then it is purged."
        confirmLabel="Delete"
        destructive
        onConfirm={remove}
      />
    </div>
  );
}
