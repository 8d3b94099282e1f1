import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { getProductChannels, listChannels } from '@/lib/api/channels';
import { ChannelsCardForm } from './channels-card-form';

/** The channels the product is offered in (docs/channels.md), ticked on or off and saved together. */
export async function ProductChannelsCard({ productId, canWrite }: { productId: string; canWrite: boolean }) {
  const [channels, assigned] = await Promise.all([listChannels(), getProductChannels(productId)]);
  return (
    <Card aria-labelledby="channels-title" className="mb-4">
      <CardHeader
        id="channels-title"
        title="Channels"
        description="Where this product is offered: storefronts, marketplaces, portals and feeds."
      />
      <CardBody>
        <ChannelsCardForm
          productId={productId}
          channels={channels.map((c) => ({ id: c.id, label: `${c.name} (${c.code})` }))}
          assigned={assigned.channelIds}
          canWrite={canWrite}
        />
      </CardBody>
    </Card>
  );
}
