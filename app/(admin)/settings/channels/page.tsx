import type { Metadata } from 'next';
import { crumbsFor } from '@/components/shell/navigation';
import { PageHeader } from '@/components/ui/page-header';
import { listChannels } from '@/lib/api/channels';
import { productEditChoices } from '@/lib/api/product-lifecycle';
import { getStoreSettings } from '@/lib/api/settings';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { ChannelDialog, type ChannelChoices } from './channel-dialog';
import { ChannelTable } from './channel-table';

export const metadata: Metadata = { title: 'Channels' };

/** Where the catalogue is sold (docs/channels.md): each channel's locales, currency and price list. */
export default async function ChannelsPage() {
  const staff = await requireRole('settings');
  const [channels, settings, { priceLists }] = await Promise.all([
    listChannels(),
    getStoreSettings(),
    productEditChoices(),
  ]);
  const choices: ChannelChoices = {
    locales: settings.languages.map((l) => l.languageCulture),
    currencies: settings.currencies.map((c) => c.currencyCode),
    priceLists: priceLists.map((p) => ({
      id: p.id,
      label: `${p.name} (${p.code})`,
      currencyCode: p.currencyCode,
    })),
  };
  const canWrite = can(staff.role, 'settings', 'write');
  return (
    <>
      <PageHeader
        title="Channels"
        description="Where the catalogue is sold: a web storefront, a marketplace feed, a B2B portal. Each has its languages, currency and price list; products are assigned to channels on their page, in bulk or by import."
        breadcrumbs={crumbsFor('/settings/channels')}
        actions={canWrite && <ChannelDialog choices={choices} />}
      />
      <ChannelTable channels={channels} choices={choices} canWrite={canWrite} />
    </>
  );
}
