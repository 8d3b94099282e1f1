'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { setProductChannelsAction } from './channels-actions';

/** One checkbox per channel and a Save button, shown once something changed. */
export function ChannelsCardForm({
  productId,
  channels,
  assigned,
  canWrite,
}: {
  productId: string;
  channels: { id: string; label: string }[];
  assigned: string[];
  canWrite: boolean;
}) {
  const router = useRouter();
  const [chosen, setChosen] = useState(() => new Set(assigned));
  const [saving, setSaving] = useState(false);
  const changed = chosen.size !== assigned.length || assigned.some((id) => !chosen.has(id));

  if (channels.length === 0)
    return <p className="text-sm text-slate-500">There are no channels (Settings › Channels).</p>;

  async function save() {
    setSaving(true);
    const ids = channels.filter((c) => chosen.has(c.id)).map((c) => c.id);
    const result = await setProductChannelsAction(productId, ids);
    setSaving(false);
    if (!result.ok) return toast.error(`The channels were not saved: ${result.message}`);
    toast.success('Channels saved');
    router.refresh();
  }

  return (
    <form
      className="flex flex-wrap items-center gap-x-6 gap-y-2"
      aria-label="Product channels"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {channels.map((c) => (
        <Checkbox
          key={c.id}
          label={c.label}
          checked={chosen.has(c.id)}
          disabled={!canWrite}
          onChange={(e) => {
            const next = new Set(chosen);
            if (e.target.checked) next.add(c.id);
            else next.delete(c.id);
            setChosen(next);
          }}
        />
      ))}
      {canWrite && changed && (
        <Button type="submit" size="sm" variant="primary" pending={saving}>
          Save channels
        </Button>
      )}
    </form>
  );
}
