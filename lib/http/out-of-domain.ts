import { notFound } from '@/lib/errors';
import { route } from './route';

/**
 * Calls the vendor's real clients make to parts OUTSIDE this service's domain — customer accounts,
 * checkout and payments, orders, wishlists, reviews, CMS page content, memberships, referrals,
 * notifications, and a few storefront extras with no data here. Each answers a well-formed empty
 * result in Wrapper D (after authentication, so that a client without a token still gets its 401 and
 * fetches one), never a 404 that would crash the client's page. This table is the one list of them;
 * docs/real-clients.md and the OpenAPI document (Extensions) describe it.
 *
 * `path` is matched against the path after /api/v2/, case-insensitively. `get` answers GET, `other`
 * every other method. Lists are [], single records {}, yes/no questions false, fire-and-forget calls true.
 */
export interface OutOfDomainCall {
  area: string;
  path: RegExp;
  get: unknown;
  other: unknown;
  /** Where the call comes from (client and file), for the documentation. */
  client: string;
}

const SF = 'betterstorefront';
const N8N = 'n8n-nodes-bettercommerce';

export const OUT_OF_DOMAIN: OutOfDomainCall[] = [
  {
    area: 'customer accounts',
    path: /^commerce\/customer\/[^/]+\/exists$/i,
    get: false,
    other: false,
    client: `${SF} validate-email.ts; ${N8N} Customer/GetByEmail, Order|Quote/Create`,
  },
  {
    area: 'orders',
    path: /^commerce\/customer\/[^/]+\/orders$/i,
    get: [],
    other: [],
    client: `${SF} get-orders.ts; ${N8N} Order/GetByEmail`,
  },
  {
    area: 'wishlists',
    path: /^commerce\/customer\/[^/]+\/wishlist(\/.*)?$/i,
    get: [],
    other: {},
    client: `${SF} get-wishlist.ts, create-wishlist.ts, remove-from-wishlist.ts`,
  },
  {
    area: 'customer accounts',
    path: /^commerce\/customer\/[^/]+\/(returns|address|addresses)$/i,
    get: [],
    other: {},
    client: `${SF} return/get-user-returns.ts, get-address.ts`,
  },
  {
    area: 'customer accounts',
    path: /^commerce\/customer(\/.*)?$/i,
    get: {},
    other: {},
    client: `${SF} customer/*, auth/*; ${N8N} Customer/*`,
  },
  {
    area: 'customer accounts',
    path: /^commerce\/address(\/.*)?$/i,
    get: [],
    other: {},
    client: `${SF} api/operations/*-address.ts`,
  },
  {
    area: 'checkout and payments',
    path: /^commerce\/checkout\/payment-methods$/i,
    get: [],
    other: [],
    client: `${SF} payment/payment-methods.ts`,
  },
  {
    area: 'checkout and payments',
    path: /^commerce\/checkout(\/.*)?$/i,
    get: {},
    other: {},
    client: `${SF} checkout/*, payment/*; ${N8N} Order|Quote/Create (…/address, …/convert)`,
  },
  {
    area: 'checkout and payments',
    path: /^commerce\/shipping-method(\/.*)?$/i,
    get: [],
    other: [],
    client: `${SF} checkout/use-shipping.ts`,
  },
  {
    area: 'checkout and payments',
    path: /^commerce\/basket\/[^/]+\/(validatepayment|delivery\/click-collect-store)$/i,
    get: {},
    other: {},
    client: `${SF} payments/validate-payment-link.ts, delivery/use-click-collect-store.ts`,
  },
  {
    area: 'checkout and payments',
    path: /^commerce\/basket\/pricematch\/add$/i,
    get: {},
    other: {},
    client: `${SF} price-match.ts`,
  },
  {
    area: 'orders',
    path: /^commerce\/order(\/.*)?$/i,
    get: [],
    other: {},
    client: `${SF} checkout/order-details.ts, cancel-order.ts, download-order-invoice.ts`,
  },
  {
    area: 'reviews',
    path: /^catalog\/product\/[^/]+\/review$/i,
    get: [],
    other: {},
    client: `${SF} get-product-reviews.ts, create-review.ts`,
  },
  {
    area: 'CMS page content',
    path: /^content\/siteview(\/.*)?$/i,
    get: {},
    other: {},
    client: `${SF} get-slugs.ts`,
  },
  {
    // The storefront asks its CMS (BETTERCMS_BASE_URL, pointed at this service when there is no CMS) for
    // each content page; its production build prerenders them and fails on anything but a record.
    area: 'CMS page content',
    path: /^page$/i,
    get: {},
    other: {},
    client: `${SF} get-page-preview-content.ts (BETTERCMS_BASE_URL)`,
  },
  {
    area: 'memberships',
    path: /^commerce\/membership(\/.*)?$/i,
    get: [],
    other: [],
    client: `${SF} membership/get-all-plans.ts, get-membership-benifits.ts`,
  },
  {
    area: 'referrals',
    path: /^commerce\/referral(\/.*)?$/i,
    get: {},
    other: {},
    client: `${SF} customer/referral-*.ts`,
  },
  {
    area: 'notifications',
    path: /^notification(\/.*)?$/i,
    get: {},
    other: {},
    client: `${SF} api/endpoints/notification/*`,
  },
  {
    area: 'promotion listings',
    path: /^commerce\/promotion(\/.*)?$/i,
    get: [],
    other: [],
    client: `${SF} use-get-basket-promotions.ts, get-product-promos.ts, get-promotion.ts`,
  },
  {
    area: 'storefront extras',
    path: /^catalog\/(collection|lookbook)(\/.*)?$/i,
    get: [],
    other: [],
    client: `${SF} api/content/getCollection*.ts, lookbook.ts, get-pdp-lookbook*.ts`,
  },
  {
    area: 'storefront extras',
    path: /^catalog\/product\/custom-attributes$/i,
    get: {},
    other: [],
    client: `${SF} get-compare-product-attributes.ts`,
  },
  {
    area: 'storefront extras',
    path: /^catalog\/product\/[^/]+\/(image|notifyme)$/i,
    get: {},
    other: true,
    client: `${SF} get-pdp-cached-image.ts, notify-me.ts`,
  },
  {
    area: 'storefront extras',
    path: /^infra\/(config\/plugin\/category|staticpath\/(category|brand))$/i,
    get: [],
    other: [],
    client: `${SF} get-infra.ts, category|brand/get-all-*-static-path.ts`,
  },
  {
    area: 'storefront extras',
    path: /^infra\/log$/i,
    get: true,
    other: true,
    client: `${SF} log-activity.ts, log-payment.ts`,
  },
  {
    area: 'B2B extras',
    path: /^commerce\/b2b\/(quote\/note|transfer)(\/.*)?$/i,
    get: true,
    other: true,
    client: `${SF} b2b/send-notes.ts, transfer-basket.ts`,
  },
  {
    area: 'B2B extras',
    path: /^commerce\/b2b\/[^/]+\/(data-packs|data-pack-file\/[^/]+)$/i,
    get: [],
    other: [],
    client: `${SF} get-dataPack.ts, download-dataPack.ts`,
  },
];

/** The table entry for a request path (/api/v2/…), or undefined. */
export function outOfDomainCall(pathname: string): OutOfDomainCall | undefined {
  const path = pathname.replace(/^\/api\/v2\//i, '').split('/').filter(Boolean).join('/');
  return OUT_OF_DOMAIN.find((c) => c.path.test(path));
}

/**
 * The handler of those calls: the catch-all route and the few static routes that sit where a dynamic
 * route of ours would otherwise answer 405 (catalog/product/custom-attributes, b2b/transfer…).
 */
export const outOfDomainAnswer = route({ wrapper: 'D' }, async ({ request }) => {
  const call = outOfDomainCall(new URL(request.url).pathname);
  if (!call) throw notFound('No such endpoint', ['path: no v2 endpoint has this path']);
  return request.method === 'GET' ? call.get : call.other;
});
