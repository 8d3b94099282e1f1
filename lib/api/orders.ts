import 'server-only';
import { cache } from 'react';
import { orderSearchResultSchema, type OrderSearchQuery } from '@/lib/api/schemas/orders';
import { requestD } from './http';

/** Order search for support staff (GET /api/v2/commerce/orders/search). */
export const searchOrders = cache((query: OrderSearchQuery) =>
  requestD({ path: '/api/v2/commerce/orders/search', query: { ...query } }, orderSearchResultSchema),
);
