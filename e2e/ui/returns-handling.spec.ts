import { RETURN_STATUSES } from '@/lib/api/schemas/return-status';
import { okD } from '../support/commerce';
import { expect, returnableOrder, returnDetail, returnsOfOrder, signIn, test } from '../support/support-desk';

test.describe('handling a return at the support desk', () => {
  test('support finds an order, returns one unit of a line, then approves the return', async ({
    page,
    api,
    shell,
    newReturn,
    returnPage,
  }) => {
    const { order, line } = await returnableOrder(api, 2);
    const reason = order.reasonsForReturn.find((r) => !r.isDefault) ?? order.reasonsForReturn[0];
    await signIn(page, 'support');

    await newReturn.findOrder(order.orderNumber);
    await expect(newReturn.line(line.stockCode)).toContainText(`Returnable${line.availableQty}`);
    await newReturn.returnLine(line.stockCode, 1, { reason: reason.itemText, comment: 'Too small' });
    await newReturn.form().getByLabel('Comment', { exact: true }).fill('Customer called the desk');
    await newReturn.submit().click();

    await expect(shell.toast(/^Return #\d+ created for order/)).toBeVisible();
    await expect(page).toHaveURL(/\/returns\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const header = page.locator('header', { has: returnPage.heading() });
    await expect(returnPage.heading()).toHaveText(`Return #${id}`);
    await expect(header).toContainText('Awaiting approval');
    const created = await returnDetail(api, id);
    expect(created).toMatchObject({ status: 1, comment: 'Customer called the desk' });
    expect(created.lineItems).toEqual([
      expect.objectContaining({
        orderLineId: line.recordId,
        returnQtyRequested: 1,
        reasonForReturnId: reason.itemValue,
        comment: 'Too small',
      }),
    ]);

    // Only the moves the service allows from Requested are offered.
    const moves = returnPage.moves();
    await expect(moves.getByRole('button')).toHaveText(['Approve', 'Reject', 'Cancel return']);
    await moves.getByLabel('Comment for the history').fill('Within 30 days');
    await moves.getByRole('button', { name: 'Approve' }).click();
    // Every move asks first, saying what it does (none can be taken back).
    const approve = page.getByRole('alertdialog', { name: `Approve #${id}?` });
    await expect(approve).toContainText('the customer can send the goods back');
    await approve.getByRole('button', { name: 'Approve' }).click();

    await expect(shell.toast(`Return #${id} is now approved`)).toBeVisible();
    await expect(header).toContainText('Approved');
    await expect(moves.getByRole('button')).toHaveText(['Mark as received', 'Cancel return']);
    await expect(returnPage.history()).toContainText('Within 30 days');
    // The history names the signed-in staff member who made the move, not just the back-office's client.
    await expect(returnPage.history()).toContainText('Sam Support');
    const approved = await returnDetail(api, id);
    expect(approved.status).toBe(2);
    expect(approved.history.map((h) => h.toStatus)).toEqual([1, 2]);
  });

  test('asking for more than is returnable is refused on the line, by the form and by the service', async ({
    page,
    api,
    newReturn,
  }) => {
    const { order, line } = await returnableOrder(api, 1);
    const before = (await returnsOfOrder(api, order.orderNumber)).total;
    await signIn(page, 'support');
    await newReturn.findOrder(order.orderNumber);

    // The form knows what is returnable and says so on the quantity.
    await newReturn.returnLine(line.stockCode, line.availableQty + 1);
    await newReturn.submit().click();
    expect(await newReturn.quantityError(line.stockCode)).toBe(
      `At most ${line.availableQty} can be returned`,
    );
    expect((await returnsOfOrder(api, order.orderNumber)).total).toBe(before);

    // Meanwhile the customer returns everything from the storefront: the open form is now stale.
    await okD(
      await api.post('/api/v2/commerce/return/create', {
        data: {
          orderId: order.orderNumber,
          lineItems: [
            {
              recordId: line.recordId,
              returnQtyRequested: line.availableQty,
              reasonForReturnId: order.reasonsForReturn[0].itemValue,
            },
          ],
        },
      }),
    );
    await newReturn.quantity(line.stockCode).fill('1');
    await newReturn.submit().click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The return asks for more than can be returned' }),
    ).toBeVisible();
    expect(await newReturn.quantityError(line.stockCode)).toMatch(/^At most 0 can be returned/);
    expect((await returnsOfOrder(api, order.orderNumber)).total).toBe(before + 1);
    await expect(page).toHaveURL(/\/returns\/new/);
  });

  test('rejecting a return asks first, then leaves it in a final status', async ({
    page,
    api,
    shell,
    returnPage,
  }) => {
    const { order, line } = await returnableOrder(api, 1);
    const created = await okD<{ id: number }>(
      await api.post('/api/v2/commerce/return/create', {
        data: {
          orderId: order.orderNumber,
          lineItems: [
            {
              recordId: line.recordId,
              returnQtyRequested: 1,
              reasonForReturnId: order.reasonsForReturn[0].itemValue,
            },
          ],
        },
      }),
    );
    await signIn(page, 'support');
    await returnPage.goto(created.id);

    await returnPage.moves().getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Reject #${created.id}?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await returnDetail(api, created.id)).status).toBe(1);

    await returnPage.moves().getByRole('button', { name: 'Reject' }).click();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(shell.toast(`Return #${created.id} is now rejected`)).toBeVisible();
    await expect(returnPage.moves()).toContainText('This return is in a final status');
    await expect(returnPage.moves().getByRole('button')).toHaveCount(0);
    expect((await returnDetail(api, created.id)).status).toBe(3);
  });

  test('an order number that does not exist says so', async ({ page }) => {
    await signIn(page, 'support');
    await page.goto('/returns/new?orderNumber=NO-SUCH-ORDER');
    await expect(page.getByRole('alert').filter({ hasText: 'No order has' })).toHaveText(
      'No order has the number NO-SUCH-ORDER.',
    );
    await expect(page.getByRole('form', { name: /^New return/ })).toHaveCount(0);
  });

  test('the returns list pages through returns and filters them by status', async ({ page, api }) => {
    const { order, line } = await returnableOrder(api, 1);
    const created = await okD<{ id: number }>(
      await api.post('/api/v2/commerce/return/create', {
        data: {
          orderId: order.orderNumber,
          lineItems: [
            {
              recordId: line.recordId,
              returnQtyRequested: 1,
              reasonForReturnId: order.reasonsForReturn[0].itemValue,
            },
          ],
        },
      }),
    );
    await okD(
      await api.post(`/api/v2/commerce/return/${created.id}/update`, { data: { rettunStatus: 'Rejected' } }),
    );
    await signIn(page, 'support');
    await page.goto('/returns');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns');
    const filters = page.getByRole('search', { name: 'Filter returns' });
    await filters.getByLabel('Status').selectOption({ label: 'Rejected' });
    await filters.getByLabel('Order number').fill(order.orderNumber);
    await filters.getByRole('button', { name: 'Filter' }).click();
    const table = page.getByRole('table', { name: 'Returns' });
    await expect(table.getByRole('link', { name: `#${created.id}` })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Rejected');
    // A status none of the order's returns has (the demo data holds returns of its own).
    const statusesOfOrder = await okD<{ results: { status: number }[] }>(
      await api.get(`/api/v2/commerce/returns/list?orderNumber=${order.orderNumber}&pageSize=100`),
    );
    const unused = RETURN_STATUSES.find((s) => !statusesOfOrder.results.some((r) => r.status === s.id))!;
    await filters.getByLabel('Status').selectOption({ label: unused.label });
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText('No return matches these filters.')).toBeVisible();

    // Unfiltered, the list pages through every return.
    const all = await okD<{ total: number }>(await api.get('/api/v2/commerce/returns/list'));
    await page.goto('/returns?pageSize=10');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText(`1–10 of ${all.total} returns`);
    await pagination.getByRole('link', { name: 'Next page' }).click();
    await expect(pagination).toContainText(`11–20 of ${all.total} returns`);
    await expect(table.getByRole('row')).toHaveCount(11);
  });

  test('a B2B user opening the returns or baskets pages gets the 403 page', async ({ page, shell }) => {
    await signIn(page, 'b2b');
    for (const path of ['/returns', '/returns/new', '/baskets']) {
      await page.goto(path);
      await expect(shell.heading()).toHaveText('You do not have access to this page');
    }
  });
});
