import { sql } from 'drizzle-orm';
import { bulkInsert } from './bulk-insert';
import { withIndexesAndKeysBuiltAfter } from './build-after-load';
import type { SeedPart } from './index';

/**
 * The demo channels (docs/channels.md). Their ids are fixed rather than drawn from the seed's random
 * sequence, so adding them changed no other demo row.
 */
export const DEMO_CHANNELS = [
  { id: '0c4a0000-0000-4000-8000-000000000001', code: 'WEB', name: 'Web storefront', kind: 'storefront', locales: ['en-GB', 'de-DE', 'fr-FR'], priceList: 'RETAIL-GBP', isDefault: true },
  { id: '0c4a0000-0000-4000-8000-000000000002', code: 'MARKETPLACE', name: 'Marketplace feed', kind: 'feed', locales: ['en-GB'], priceList: 'RETAIL-GBP', isDefault: false },
  { id: '0c4a0000-0000-4000-8000-000000000003', code: 'B2B', name: 'B2B portal', kind: 'b2b', locales: ['en-GB'], priceList: 'TRADE-GBP', isDefault: false },
] as const;

/** The web storefront's Country → price list: the euro and dollar lists for the countries that pay in them. */
const WEB_COUNTRIES: [country: string, priceList: string][] = [
  ['GB', 'RETAIL-GBP'], ['IE', 'RETAIL-EUR'], ['FR', 'RETAIL-EUR'], ['DE', 'RETAIL-EUR'], ['US', 'RETAIL-USD'],
];

/**
 * Every master product is on the web storefront; by its number (iid), 7 in 10 on the marketplace
 * and 3 in 10 on the B2B portal: the same products for the same size, without a random draw.
 */
export const seedChannels: SeedPart = async (db, _catalogue, options) => {
  const priceLists = await db.execute<{ id: string; code: string }>(sql`select id, code from price_lists`);
  const priceListId = new Map(priceLists.rows.map((p) => [p.code, p.id]));
  await bulkInsert(
    db,
    'channels',
    DEMO_CHANNELS.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      kind: c.kind,
      locales: c.locales,
      currency_code: 'GBP',
      price_list_id: priceListId.get(c.priceList),
      is_active: true,
      is_default: c.isDefault,
    })),
  );
  await bulkInsert(
    db,
    'channel_countries',
    WEB_COUNTRIES.map(([country, list]) => ({ channel_id: DEMO_CHANNELS[0].id, country_code: country, price_list_id: priceListId.get(list) })),
  );
  const [web, marketplace, b2b] = DEMO_CHANNELS.map((c) => c.id);
  await withIndexesAndKeysBuiltAfter(db, ['product_channels'], options.onPhase, () =>
    db.execute(sql`
      insert into product_channels (product_id, channel_id)
      select p.id, c.channel_id
      from products p
      cross join lateral (values (${web}::uuid, true), (${marketplace}::uuid, p.iid % 10 not in (3, 6, 9)), (${b2b}::uuid, p.iid % 10 in (1, 4, 8))) c(channel_id, joins)
      where p.parent_id is null and c.joins`),
  );
};
