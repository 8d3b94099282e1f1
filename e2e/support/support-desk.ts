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

/** An order not used by another test of this worker, with a line that can still return `min` units. */
export async function returnableOrder(
  api: APIRequestContext,
  min = 1,
): Promise<{ order: ReturnOrder; line: ReturnOrderLine }> {
  for (let page = 1; page <= 20; page++) {
    const list = await okD<{ results: { orderNumber: string; availableQty: number }[]; pages: number }>(
      await api.get(`/api/v2/commerce/returns/orders?returnable=true&pageSize=50&page=${page}`),
    );
    for (const o of list.results) {
      if (claimed.has(o.orderNumber) || o.availableQty < min) continue;
      const order = await okD<ReturnOrder>(await api.get(`/api/v2/commerce/return/${o.orderNumber}`));
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
