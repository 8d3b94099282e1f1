import type { APIRequestContext } from '@playwright/test';
import { test as backOffice } from './back-office';
import { expect } from './api';
import { slot, type SearchItem } from './catalogue';
import { BulkUpdateWizardPage } from './pages/bulk-update-wizard';

export { expect, signIn, uniqueSuffix } from './back-office';

/** Back-office fixtures plus the bulk-update wizard's page object. */
export const test = backOffice.extend<{ wizard: BulkUpdateWizardPage }>({
  wizard: async ({ page }, use) => use(new BulkUpdateWizardPage(page)),
});

/**
 * A slot of products (see e2e/support/catalogue.ts; the wizard specs use slots 86–89) with the first
 * `count` of them tagged `tag` through the API, so a filter on the tag finds exactly those.
 */
export async function taggedProducts(api: APIRequestContext, slotNumber: number, count: number, tag: string) {
  const items: SearchItem[] = await slot(api, slotNumber);
  const tagged = items.slice(0, count);
  const res = await api.put('/api/v1/bulk-update/tags', {
    data: { productIds: tagged.map((i) => i.productId), tags: [tag] },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { tagged, others: items.slice(count) };
}
