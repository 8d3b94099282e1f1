'use client';

import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionTable } from '@/components/ui/section-table';
import type { Channel } from '@/lib/api/schemas/channels';
import { deleteChannelAction } from './actions';
import { ChannelDialog, KIND_LABELS, type ChannelChoices } from './channel-dialog';

/** The channels, the default first, with Edit and Delete (asked first; the default cannot be deleted). */
export function ChannelTable({
  channels,
  choices,
  canWrite,
}: {
  channels: Channel[];
  choices: ChannelChoices;
  canWrite: boolean;
}) {
  if (channels.length === 0)
    return <EmptyState title="No channels" description="Create one to assign products to it." />;
  const priceList = (id: string | null) => choices.priceLists.find((p) => p.id === id)?.label ?? '—';
  return (
    <Card>
      <SectionTable
        caption="Channels"
        rows={channels}
        rowKey={(c) => c.id}
        columns={[
          {
            header: 'Channel',
            cell: (c) => (
              <span>
                <span className="font-medium text-slate-900">{c.name}</span>{' '}
                <span className="font-mono text-xs text-slate-500">{c.code}</span>
                {c.isDefault && (
                  <>
                    {' '}
                    <Badge tone="success">Default</Badge>
                  </>
                )}
                {!c.isActive && (
                  <>
                    {' '}
                    <Badge tone="neutral">Inactive</Badge>
                  </>
                )}
              </span>
            ),
          },
          { header: 'Kind', cell: (c) => KIND_LABELS[c.kind] },
          { header: 'Languages', cell: (c) => c.locales.join(', ') },
          { header: 'Currency', cell: (c) => c.currencyCode },
          { header: 'Price list', cell: (c) => priceList(c.priceListId) },
          { header: 'Products', numeric: true, cell: (c) => c.productCount.toLocaleString('en-GB') },
          ...(canWrite
            ? [{ header: 'Actions', cell: (c: Channel) => <ChannelActions channel={c} choices={choices} /> }]
            : []),
        ]}
      />
    </Card>
  );
}

function ChannelActions({ channel, choices }: { channel: Channel; choices: ChannelChoices }) {
  async function remove() {
    const result = await deleteChannelAction(channel.id);
    if (result.ok) toast.success(`Channel “${channel.name}” deleted`);
    else toast.error(`“${channel.name}” was not deleted: ${result.message}`);
  }
  return (
    <div className="flex justify-end gap-1">
      <ChannelDialog choices={choices} channel={channel} />
      {!channel.isDefault && (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Delete ${channel.name}`}>
              Delete
            </Button>
          }
          title={`Delete “${channel.name}”?`}
          description={`Its ${channel.productCount.toLocaleString('en-GB')} products leave it (they stay in the catalogue and in their other channels). This cannot be undone.`}
          confirmLabel="Delete channel"
          destructive
          onConfirm={remove}
        />
      )}
    </div>
  );
}
