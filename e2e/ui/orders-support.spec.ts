import { okD } from '../support/commerce';
import { jpegWithExif } from '../support/media';
import type { OrderSearchItem } from '@/lib/api/schemas/orders';
import { expect, returnDetail, signIn, test } from '../support/support-desk';

test.describe('finding a customer order at the support desk', () => {
  test('support finds an order by customer email and returns one line with a photo', async ({
    page,
    api,
    shell,
    newReturn,
    returnPage,
  }) => {
    // The 100th newest returnable order: the other specs' helper (returnableOrder) takes the newest first.
    const { results } = await okD<{ results: OrderSearchItem[] }>(
      await api.get('/api/v2/commerce/orders/search', { params: { returnable: 'true', pageSize: 100 } }),
    );
    const { orderNumber, email, customerName, lineItems } = results[results.length - 1];
    const order = { orderNumber };
    const line = lineItems.find((l) => l.availableQty > 0)!;
    await signIn(page, 'support');

    await shell.navLink('Orders').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    const search = page.getByRole('search', { name: 'Find orders' });
    await search.getByLabel('Order number, email or name').fill(email);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const row = page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText(customerName);
    await expect(row).toContainText('returnable');
    await row.getByRole('link', { name: order.orderNumber }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.orderNumber}`);
    await expect(page.getByRole('table', { name: 'Lines of the order' })).toContainText(line.stockCode);
    await page.getByRole('link', { name: 'Start a return' }).click();

    await expect(newReturn.form()).toBeVisible();
    await newReturn.returnLine(line.stockCode, 1);
    await newReturn.form().getByLabel('Photos').setInputFiles({
      name: 'dented-box.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithExif(640, 480),
    });
    await newReturn.submit().click();
    await expect(shell.toast(/^Return #\d+ created for order/)).toBeVisible();
    // The photo goes up (checked and resized by the service) before the return's page opens.
    await expect(shell.toast('1 photo attached')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/returns\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect(returnPage.photos().getByRole('img', { name: 'dented-box.jpg' })).toBeVisible();

    const created = await returnDetail(api, id);
    expect(created.lineItems.map((l) => [l.orderLineId, l.returnQtyRequested])).toEqual([[line.recordId, 1]]);
    const { attachments } = (await okD<{ attachments: { name: string; uploadedBy: { kind: string } }[] }>(
      await api.get(`/api/v2/commerce/returns/detail/${id}`),
    ));
    expect(attachments.map((a) => [a.name, a.uploadedBy.kind])).toEqual([['dented-box.jpg', 'staff']]);

    // The History tab says who created the return and attached the photo.
    await page.getByRole('navigation', { name: 'Return sections' }).getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Sam Support');
  });
});
