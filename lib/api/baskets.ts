import 'server-only';
import { z } from 'zod';
import { searchItemSchema } from '@/lib/api/schemas/catalog-search';
import { basketSchema } from '@/lib/api/schemas/basket';
import { basketListSchema, type BasketCustomInfo } from '@/lib/api/schemas/basket-requests';
import { requestD, segment } from './http';

/**
 * v2 baskets as support staff see them. Calls carry no UserId header: the back-office sees every
 * shopper's basket.
 */

/** Baskets, most recently changed first, optionally of one user (GET /api/v2/commerce/baskets/list, paged). */
export function listBaskets(
  query: {
    page?: number;
    pageSize?: number;
    userId?: string;
    email?: string;
    /** true: only empty baskets; false: only baskets with lines; absent: both. */
    empty?: boolean;
    /** true: only guest baskets; false: only signed-in shoppers'; absent: both. */
    guest?: boolean;
  } = {},
) {
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : String(v));
  return requestD(
    { path: '/api/v2/commerce/baskets/list', query: { ...query, empty: flag(query.empty), guest: flag(query.guest) } },
    basketListSchema,
  );
}

export function getBasket(id: string) {
  return requestD({ path: `/api/v2/commerce/basket/${segment(id)}` }, basketSchema);
}

/** Sets the basket's custom info fields given (PUT …/custom-info); returns the updated basket. */
export function updateBasketCustomInfo(id: string, body: BasketCustomInfo) {
  return requestD(
    { method: 'PUT', path: `/api/v2/commerce/basket/${segment(id)}/custom-info`, body },
    basketSchema,
  );
}

export async function deleteBasket(id: string) {
  await requestD({ method: 'DELETE', path: `/api/v2/commerce/basket/${segment(id)}/delete` }, z.boolean());
}

/** Products related to the basket's products, priced in its currency. */
export function listRelatedProducts(id: string) {
  return requestD(
    { path: `/api/v2/commerce/basket/${segment(id)}/related-products` },
    z.array(searchItemSchema),
  );
}
