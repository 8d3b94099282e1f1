import { expect, signIn, test, uniqueSuffix } from '../support/back-office';
import { expectV2Success } from '../support/v2';
import { Receiver, validSignature, WEBHOOKS } from '../support/webhooks';
import { webhookListSchema } from '@/lib/api/schemas/webhooks';

/**
 * An administrator's webhooks (Settings → Webhooks) against a receiver on 127.0.0.1: create one with
 * the event picker, keep its secret (shown once), send a test ping, find it in the delivery log and
 * replay it; a failing receiver is flagged on the dashboard.
 */
let receiver: Receiver | undefined;
test.afterEach(async ({ api }) => {
  await receiver?.close();
  receiver = undefined;
  const list = await expectV2Success(await api.get(`${WEBHOOKS}?pageSize=100`), webhookListSchema);
  for (const w of list.results.filter((x) => x.name.startsWith('UI hook ')))
    await api.delete(`${WEBHOOKS}/${w.id}`);
});

test('an admin creates a webhook, sends a test ping, sees it in the delivery log and replays it', async ({
  page,
}) => {
  receiver = await Receiver.start();
  const name = `UI hook ${uniqueSuffix()}`;
  await signIn(page, 'admin');
  await page.goto('/settings/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

  await page.getByRole('button', { name: 'New webhook' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Event').selectOption('order.status.changed');
  await dialog.getByLabel('URL').fill(receiver.url('/ui'));
  await dialog.getByRole('button', { name: 'Add header' }).click();
  await dialog.getByLabel('Header 1 name').fill('X-Token');
  await dialog.getByLabel('Header 1 value').fill('ui-token-value');
  await dialog.getByRole('button', { name: 'Create webhook' }).click();
  const secret = await dialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await dialog.getByRole('button', { name: 'I have stored the secret' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Order status changed (order.status.changed)')).toBeVisible();
  const log = page.getByRole('table', { name: 'Delivery log' });
  await expect(page.getByText('Nothing sent yet')).toBeVisible();

  await page.getByRole('button', { name: 'Send test ping' }).click();
  await expect(page.getByText(/^Test ping delivered \(HTTP 200/)).toBeVisible({ timeout: 20_000 });
  const rows = log.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('webhook.ping');
  await expect(rows.nth(1)).toContainText('Delivered');
  await expect(rows.nth(1)).toContainText('200');
  expect(receiver.received).toHaveLength(1);
  const [ping] = receiver.received;
  expect(validSignature(ping, secret)).toBe(true);
  expect(ping.headers['x-token']).toBe('ui-token-value');

  await rows
    .nth(1)
    .getByRole('button', { name: /^Replay webhook\.ping/ })
    .click();
  await expect(page.getByText(/^Replay of webhook\.ping delivered/)).toBeVisible({ timeout: 20_000 });
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Replay');
  expect(receiver.received).toHaveLength(2);
  expect(receiver.received[1].headers['idempotency-key']).toBe(ping.headers['idempotency-key']);
  // Neither the secret nor the header's value is anywhere in the page.
  const html = await page.content();
  expect(html).not.toContain(secret);
  expect(html).not.toContain('ui-token-value');
});

test('a webhook whose receiver fails is flagged on the dashboard until it is fixed', async ({
  page,
  api,
}) => {
  receiver = await Receiver.start({ listening: false });
  const name = `UI hook ${uniqueSuffix()}`;
  const created = await api.post(WEBHOOKS, {
    data: { event: 'order.deleted', url: receiver.url('/down'), description: name },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = (await created.json()).id as string;
  expect((await api.post(`${WEBHOOKS}/${id}/ping`)).status()).toBe(200);
  await expect
    .poll(async () => (await (await api.get(`${WEBHOOKS}/${id}`)).json()).result.failingSince)
    .not.toBeNull();

  await signIn(page, 'admin');
  const flag = page.getByRole('alert').filter({ hasText: /webhooks? (is|are) failing/ });
  await expect(flag).toBeVisible();
  await flag.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Failing since/)).toBeVisible();

  // The receiver comes back: the next delivery (a ping here, rather than waiting for the retry's backoff) succeeds, and the flag goes.
  await receiver.listen();
  expect((await api.post(`${WEBHOOKS}/${id}/ping`)).status()).toBe(200);
  await expect
    .poll(async () => (await (await api.get(`${WEBHOOKS}/${id}`)).json()).result.failingSince, {
      timeout: 30_000,
    })
    .toBeNull();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: name })).toHaveCount(0);
});
