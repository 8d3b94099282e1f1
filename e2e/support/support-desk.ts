import type { APIRequestContext } from '@playwright/test';
import { test as backOffice } from './back-office';
import { okD } from './commerce';
import { BasketPages } from './pages/basket-page';
import { NewReturnPage, ReturnPage } from './pages/returns-pages';

export { expect, signIn } from './back-office';

/** UI fixtures of the support desk (returns and baskets) on top of the back-office ones. */
export const test = backOffice.extend<{
  newReturn: NewReturnPage;
  returnPage: ReturnPage;
  baskets: BasketPages;
}>({
  newReturn: async ({ page }, use) => use(new NewReturnPage(page)),
  returnPage: async ({ page }, use) => use(new ReturnPage(page)),
  baskets: async ({ page }, use) => use(new BasketPages(page)),
});

export interface ReturnOrderLine {
  recordId: string;
  productId: string;
  stockCode: string;
  name: string;
  availableQty: number;
}
export interface ReturnOrder {
  orderNumber: string;
  lineItems: ReturnOrderLine[];
  reasonsForReturn: { itemValue: string; itemText: string; isDefault: boolean }[];
}
export interface ReturnDetail {
  id: number;
  status: number;
  statusName: string;
  comment: string;
  lineItems: {
    orderLineId: string;
    returnQtyRequested: number;
    reasonForReturnId: string;
    comment: string;
  }[];
  history: { toStatus: number }[];
}

const claimed = new Set<string>();

/**
 * Whether an order is this worker's to use: orders are shared out among the workers running at the
 * same time by their number, so two spec files in two workers never return from the same order (a
 * per-worker set alone let both take the first returnable one, and a count read by one test
 * included the other's return).
 */
function ownedByThisWorker(orderNumber: string): boolean {
  const { parallelIndex, config } = test.info();
  let hash = 0;
  for (const ch of orderNumber) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % Math.max(1, config.workers) === parallelIndex;
}

/** An order not used by another test (of this worker or another), with a line that can still return `min` units. */
export async function returnableOrder<O extends ReturnOrder = ReturnOrder>(
  api: APIRequestContext,
  min = 1,
): Promise<{ order: O; line: O['lineItems'][number] }> {
  for (let page = 1; page <= 40; page++) {
    const list = await okD<{ results: { orderNumber: string; availableQty: number }[]; pages: number }>(
      await api.get(`/api/v2/commerce/returns/orders?returnable=true&pageSize=50&page=${page}`),
    );
    for (const o of list.results) {
      if (claimed.has(o.orderNumber) || o.availableQty < min || !ownedByThisWorker(o.orderNumber)) continue;
      const order = await okD<O>(await api.get(`/api/v2/commerce/return/${o.orderNumber}`));
      const line = order.lineItems.find((l) => l.availableQty >= min);
      if (line) {
        claimed.add(o.orderNumber);
        return { order, line };
      }
    }
    if (page >= list.pages) break;
  }
  throw new Error(`no order with a line returnable ${min} times`);
}

export async function returnDetail(api: APIRequestContext, id: number) {
  return okD<ReturnDetail>(await api.get(`/api/v2/commerce/returns/detail/${id}`));
}

export async function returnsOfOrder(api: APIRequestContext, orderNumber: string) {
  return okD<{ total: number }>(await api.get(`/api/v2/commerce/returns/list?orderNumber=${orderNumber}`));
}
