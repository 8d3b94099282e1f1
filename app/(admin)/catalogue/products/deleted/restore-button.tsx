'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { restoreProductsAction } from '../lifecycle-actions';

/** Restores one deleted product (confirmed) and links to it. */
export function RestoreButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={<Button size="sm">Restore</Button>}
      title={`Restore “${name}”?`}
      description="It comes back with its prices, stock, images and categories."
      confirmLabel="Restore"
      onConfirm={async () => {
        const result = await restoreProductsAction([id]);
        if (!result.ok) return void toast.error('Not restored', { description: result.message });
        toast.success(`“${name}” restored`, { action: { label: 'Open', onClick: () => router.push(`/catalogue/products/${id}`) } });
        router.refresh();
      }}
    />
  );
}
