import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { guidParamSchema } from '@/lib/api/schemas/category';
import {
  channelCreateSchema,
  channelListQuerySchema,
  channelSchema,
  channelUpdateSchema,
  productChannelsSchema,
  productChannelsUpdateSchema,
} from '@/lib/api/schemas/channels';
import { addPath, jsonBody, responses } from './helpers';

const about =
  'Channels (docs/channels.md) are where the catalogue is sold: a web storefront, a marketplace feed, a B2B portal. Each has its locales (enabled locales, stored as cultures), its currency (one of the settings\u2019 currencies) and price list (in that currency), and per country the price list a caller whose `Country` header names it uses there. Exactly one channel is the default. A product is offered in the channels it is assigned to (PUT /api/v1/product/{id}/channels, the bulk update `channel`, the import column `Channels`); v1 advanced search filters by `channel`. v2 answers are not restricted to a channel yet.';

const rules =
  '400: a code that is not upper-case letters, digits and - (lower case is upper-cased), a kind other than storefront, marketplace, b2b or feed, a locale that is not enabled (the message names the enabled ones), a currency the settings do not list, a price list that does not exist or is in another currency, a country the settings do not list. 409 DUPLICATE: the code is taken.';

export function registerChannelPaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Channel';
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/channel',
    operationId: 'listChannels',
    summary: 'Page through channels',
    description: `${about}\n\nWrapper A like the other lists, the default channel first, then by code; \`search\` finds text in code or name. \`productCount\` counts the products assigned.`,
    request: { query: channelListQuerySchema },
    responses: responses('A', z.array(channelSchema), [400, 401]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/channel',
    operationId: 'createChannel',
    summary: 'Create a channel',
    description: `${about}\n\ncode, name, kind, locales and currencyCode are required. isDefault true makes it the default (the other channel loses the mark); the first channel is the default whatever the body says. ${rules} Recorded in the channel's history.`,
    request: { body: jsonBody(channelCreateSchema) },
    responses: responses('C', z.null(), [400, 401, 409, 413]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/channel/{id}',
    operationId: 'getChannel',
    summary: 'One channel',
    description: about,
    request: { params: guidParamSchema },
    responses: responses('B', channelSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'put',
    path: '/api/v1/channel/{id}',
    operationId: 'updateChannel',
    summary: 'Update a channel',
    description: `Fields left out keep their value; \`countries\`, when sent, replaces the list. A new currency without a priceListId clears the price list (it was in the old currency). isDefault true moves the default here; isDefault false on the default channel is 409 CONFLICT (make another channel the default instead). ${rules}`,
    request: { params: guidParamSchema, body: jsonBody(channelUpdateSchema) },
    responses: responses('C', z.null(), [400, 401, 404, 409, 413]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'delete',
    path: '/api/v1/channel/{id}',
    operationId: 'deleteChannel',
    summary: 'Delete a channel',
    description: 'Its product assignments and country price lists are deleted with it. 409 CONFLICT: the default channel cannot be deleted (make another channel the default first).',
    request: { params: guidParamSchema },
    responses: responses('C', z.null(), [400, 401, 404, 409]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v1/product/{id}/channels',
    operationId: 'getProductChannels',
    summary: 'The channels a product is offered in',
    description: 'The default channel first, then by code.',
    request: { params: guidParamSchema },
    responses: responses('B', productChannelsSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'put',
    path: '/api/v1/product/{id}/channels',
    operationId: 'setProductChannels',
    summary: 'Replace the channels a product is offered in',
    description:
      'The product is in exactly the channels of `channelIds` afterwards ([] takes it out of all). 400: an id that is no channel (the message lists the channels). Recorded in the product\u2019s history as field `channels.<channel id>`, false → true for a channel joined and true → false for one left, as the bulk update and the import record it.',
    request: { params: guidParamSchema, body: jsonBody(productChannelsUpdateSchema) },
    responses: responses('C', z.null(), [400, 401, 404, 413]),
  });
}
