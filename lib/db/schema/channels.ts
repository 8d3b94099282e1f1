import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { priceLists, products } from './catalogue';
import { settingsCountries } from './settings';

/**
 * Channels (issue 38, docs/channels.md): where the catalogue is sold (a web storefront, a marketplace
 * feed, a B2B portal), each with its locales (cultures of enabled locales), its currency and price
 * list. Exactly one is the default (a partial unique index keeps it one; the service keeps it at least one).
 */
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** 'storefront' | 'marketplace' | 'b2b' | 'feed' (lib/api/schemas/channels.ts, CHANNEL_KINDS). */
    kind: text('kind').notNull(),
    locales: text('locales').array().notNull().default(sql`'{}'::text[]`),
    currencyCode: text('currency_code').notNull(),
    priceListId: uuid('price_list_id').references(() => priceLists.id),
    isActive: boolean('is_active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('channels_one_default_idx').on(t.isDefault).where(sql`is_default`)],
);

/** The price list a caller's `Country` uses in a channel (the interface's Country header). */
export const channelCountries = pgTable(
  'channel_countries',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    countryCode: text('country_code')
      .notNull()
      .references(() => settingsCountries.twoLetterIsoCode),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.countryCode] })],
);

/** The products a channel offers: a product is in a channel when it has a row here. */
export const productChannels = pgTable(
  'product_channels',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.channelId] }), index('product_channels_channel_idx').on(t.channelId, t.productId)],
);
