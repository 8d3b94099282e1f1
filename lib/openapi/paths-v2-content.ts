import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  feedQuerySchema,
  feedSchema,
  masterDataItemSchema,
  masterDataParamsSchema,
  masterDataQuerySchema,
  micrositeSchema,
  navMenuSchema,
  redirectRuleSchema,
} from '@/lib/api/schemas/content';
import { addPath, responses } from './helpers';

/** The spec does not say whether v2 content calls need the token (its samples send none); they do. */
export const V2_AUTH_NOTE =
  'Requires the bearer token like every call (the interface does not say for v2; decided here).';
const CACHE_NOTE = 'Served from the server cache (60 s); GET /api/v2/infra/cache/clear refreshes it at once.';

export function registerV2ContentPaths(registry: OpenAPIRegistry) {
  const tag = 'v2 Content';
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/content/nav',
    operationId: 'getNavigation',
    summary: 'Header and footer navigation',
    description: [
      'Each menu is a tree: `navBlocks` holds an item’s child items with the same shape (a top item’s drop-down columns, a column’s links).',
      'navPosition: 1 header, 2 footer; alignmentType: 1 left, 2 centre, 3 right, 4 full width.',
      'Items bound to a category follow its name and link. `footerCotent` and `htmlAttrinutes` are spelled as in the interface.',
      'With a `Language` header (en, de, fr; "de-DE" counts as de), captions come in that language when translated.',
      CACHE_NOTE,
      V2_AUTH_NOTE,
    ].join(' '),
    request: {
      headers: z.object({
        Language: z.string().optional().meta({ description: 'Language code for captions' }),
      }),
    },
    responses: responses('D', navMenuSchema, [401]),
  });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/content/feed',
    operationId: 'getFeedBySlug',
    summary: 'A product feed by slug',
    description: `400 when slug is missing or empty ("slug: is required"), 404 when no feed has it (case-insensitive). ${CACHE_NOTE} ${V2_AUTH_NOTE}`,
    request: { query: feedQuerySchema },
    responses: responses('D', feedSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'get',
    path: '/api/v2/content/feed/all',
    operationId: 'listFeeds',
    summary: 'Every product feed',
    description: `Extension for the back-office feed list (the interface only reads one feed by slug). ${V2_AUTH_NOTE}`,
    responses: responses('D', z.array(feedSchema), [401]),
  });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/content/redirects',
    operationId: 'listRedirects',
    summary: 'Active redirect rules',
    description: `oldUrl is absolute on the storefront's domain (DomainSettings.StorefrontBaseUrl; relative when unset) — extension for the vendor storefront (better-commerce/betterstorefront), whose build rejects relative sources. redirectTypeValue is the HTTP status of the redirect as a number: 301 permanent, 302 temporary (the interface documents a string but shows a number). Ordered by oldUrl. ${CACHE_NOTE} ${V2_AUTH_NOTE}`,
    responses: responses('D', z.array(redirectRuleSchema), [401]),
  });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/content/masterdata/{id}',
    operationId: 'listMasterData',
    summary: 'Items of one master data table',
    description: [
      'Active items in display order. A non-numeric id is a 400.',
      'Tables 25 (billing countries, ISO code as itemValue), 29 (return reasons, as table 10) and 2050 (order cancel reasons) are the ids the vendor storefront (better-commerce/betterstorefront get-countries.ts, get-return-reason.ts, get-cancel-reason.ts) asks for.',
      'A table id this service defines (see the id parameter) answers its items, possibly an empty list; any other id answers 404 unless items were stored under it.',
      'includeInactive=true (extension) adds inactive items for the back-office.',
      CACHE_NOTE,
      V2_AUTH_NOTE,
    ].join(' '),
    request: { params: masterDataParamsSchema, query: masterDataQuerySchema },
    responses: responses('D', z.array(masterDataItemSchema), [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    method: 'get',
    path: '/api/v2/content/microsite/all',
    operationId: 'listMicrosites',
    summary: 'Active microsites',
    description: `siteType: 1 store, 2 outlet. In display order. slug is an absolute URL on the storefront's domain (DomainSettings.StorefrontBaseUrl) — extension for the vendor storefront (better-commerce/betterstorefront). ${CACHE_NOTE} ${V2_AUTH_NOTE}`,
    responses: responses('D', z.array(micrositeSchema), [401]),
  });
}
