import { z } from 'zod';
import { guidSchema, requiredText, str } from './fields';
import { pagingQuerySchema } from './paging';

/**
 * Channels (issue 38, docs/channels.md): where the catalogue is sold, each with its locales, currency
 * and price list; GET/POST /api/v1/channel, GET/PUT/DELETE /api/v1/channel/{id} (extensions).
 */
export const CHANNEL_KINDS = ['storefront', 'marketplace', 'b2b', 'feed'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** Upper-case letters, digits and -, as the channel's code is written in import files (`WEB|B2B`). */
export const channelCodeSchema = str()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'is required')
      .max(50, 'must be at most 50 characters')
      .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'may hold only letters, digits and - (stored upper-case)'),
  );

export const channelCountrySchema = z
  .object({
    countryCode: z.string().describe('A settings country (ISO 3166-1 alpha-2).'),
    priceListId: z.string().describe('The price list a caller whose Country header names this country uses in this channel.'),
  })
  .meta({ id: 'ChannelCountry' });

export const channelSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(CHANNEL_KINDS),
    locales: z.array(z.string()).describe('Cultures of enabled locales (`en-GB`), the channel\'s first language first.'),
    currencyCode: z.string(),
    priceListId: z.string().nullable().describe('The channel\'s price list, in its currency; null for the currency\'s default list.'),
    isActive: z.boolean(),
    isDefault: z.boolean().describe('Exactly one channel is the default.'),
    countries: z.array(channelCountrySchema),
    productCount: z.number().int().describe('Products assigned to the channel.'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Channel' });
export type Channel = z.infer<typeof channelSchema>;

const countryInput = z.object({
  countryCode: str().trim().transform((v) => v.toUpperCase()).pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as GB')),
  priceListId: guidSchema,
});

const channelFields = {
  name: requiredText(255),
  kind: z.enum(CHANNEL_KINDS, { error: `must be one of ${CHANNEL_KINDS.join(', ')}` }),
  locales: z
    .array(str().trim().min(1, 'is required').max(35, 'must be at most 35 characters'), { error: 'must be a list of locales' })
    .min(1, 'name at least one locale')
    .max(50, 'at most 50 locales'),
  currencyCode: str()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as GBP')),
  priceListId: z.union([guidSchema, z.null()]),
  isActive: z.boolean('must be true or false'),
  isDefault: z.boolean('must be true or false'),
  countries: z.array(countryInput, { error: 'must be a list of { countryCode, priceListId }' }).max(300, 'at most 300 countries'),
};

/** POST body: `code`, `name`, `kind`, `locales` and `currencyCode` are required. */
export const channelCreateSchema = z
  .object({
    code: channelCodeSchema,
    ...channelFields,
    priceListId: channelFields.priceListId.optional(),
    isActive: channelFields.isActive.optional(),
    isDefault: channelFields.isDefault.optional(),
    countries: channelFields.countries.optional(),
  })
  .strict()
  .meta({ id: 'ChannelCreate' });
export type ChannelCreate = z.input<typeof channelCreateSchema>;

/** PUT body: every field left out keeps its value; `countries`, when sent, replaces the list. */
export const channelUpdateSchema = z
  .object({
    code: channelCodeSchema.optional(),
    name: channelFields.name.optional(),
    kind: channelFields.kind.optional(),
    locales: channelFields.locales.optional(),
    currencyCode: channelFields.currencyCode.optional(),
    priceListId: channelFields.priceListId.optional(),
    isActive: channelFields.isActive.optional(),
    isDefault: channelFields.isDefault.optional(),
    countries: channelFields.countries.optional(),
  })
  .strict()
  .meta({ id: 'ChannelUpdate' });
export type ChannelUpdate = z.input<typeof channelUpdateSchema>;

export const channelListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(100, 'must be at most 100 characters').optional().meta({ description: 'Case-insensitive text found in code or name' }),
});

/** GET/PUT /api/v1/product/{id}/channels: the channels a product is offered in. */
export const productChannelsSchema = z
  .object({
    channelIds: z.array(z.string()),
    channelCodes: z.array(z.string()).describe('The same channels\' codes, in the same order.'),
  })
  .meta({ id: 'ProductChannels' });
export type ProductChannels = z.infer<typeof productChannelsSchema>;

export const productChannelsUpdateSchema = z
  .object({
    channelIds: z
      .array(guidSchema, { error: 'must be a list of channel ids' })
      .max(1000, 'at most 1000 channels')
      .describe('The product\'s channels after the call (the set is replaced; [] takes it out of every channel).'),
  })
  .strict()
  .meta({ id: 'ProductChannelsUpdate' });
export type ProductChannelsUpdate = z.input<typeof productChannelsUpdateSchema>;
