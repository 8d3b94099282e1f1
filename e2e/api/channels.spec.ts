import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, expectMutationFailure, expectV1Failure, test, uniqueSuffix } from '../support/api';
import { csv, runImport } from '../support/import';

/**
 * Channels (issue 38, docs/channels.md): channels as records, products assigned to them one by one,
 * in bulk (and undone) and by the import's Channels column, and v1 advanced search's `channel`
 * filter. Each test makes its own channels and products (by import), so the demo channels' products,
 * which nothing else here reads, stay as seeded; the default channel is given back where a test moves it.
 */
type Channel = {
  id: string;
  code: string;
  name: string;
  kind: string;
  locales: string[];
  currencyCode: string;
  priceListId: string | null;
  isActive: boolean;
  isDefault: boolean;
  countries: { countryCode: string; priceListId: string }[];
  productCount: number;
};

const okResult = async <T>(res: APIResponse): Promise<T> => {
  const text = await res.text();
  expect(res.status(), text).toBe(200);
  return JSON.parse(text).result as T;
};

const okMutation = async (res: APIResponse) => {
  const text = await res.text();
  expect(res.status(), text).toBe(200);
  const body = JSON.parse(text);
  expect(body).toMatchObject({ isValid: true, messageCode: 'OK' });
  return body as { recordId: string; message: string; run?: { id: string; changed: number; unchanged: number } };
};

async function channels(api: APIRequestContext): Promise<Channel[]> {
  return okResult<Channel[]>(await api.get('/api/v1/channel?pagesize=100'));
}

async function createChannel(api: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  return (await okMutation(await api.post('/api/v1/channel', { data: body }))).recordId;
}

async function priceLists(api: APIRequestContext): Promise<{ id: string; code: string; currencyCode: string }[]> {
  // The demo price lists' ids, as the web channel and its French price list name them.
  const web = (await channels(api)).find((c) => c.code === 'WEB')!;
  const euro = web.countries.find((c) => c.countryCode === 'FR')!.priceListId;
  return [
    { id: web.priceListId!, code: 'RETAIL-GBP', currencyCode: 'GBP' },
    { id: euro, code: 'RETAIL-EUR', currencyCode: 'EUR' },
  ];
}

/** Products made for the test by import (their stock codes), and their ids. */
async function newProducts(api: APIRequestContext, tag: string, n: number): Promise<{ id: string; stockCode: string }[]> {
  const rows = Array.from({ length: n }, (_, i) => [`${tag}-${i + 1}`, `Channel test ${tag} ${i + 1}`]);
  const report = await runImport(api, csv([['StockCode', 'Name'], ...rows]), { mapping: { StockCode: 'StockCode', Name: 'Name' }, mode: 'create' });
  expect(report.job.counts).toMatchObject({ created: n, skipped: 0 });
  return report.created.toSorted((a, b) => a.stockCode.localeCompare(b.stockCode));
}

async function searchByChannel(api: APIRequestContext, channel: string, stockCode?: string): Promise<string[]> {
  const res = await api.post('/api/v1/search/advanced?pagesize=100', { data: { channel, ...(stockCode ? { stockCode } : {}) } });
  return (await okResult<{ stockCode: string }[]>(res)).map((p) => p.stockCode).toSorted();
}

const productChannels = async (api: APIRequestContext, id: string) =>
  (await okResult<{ channelIds: string[]; channelCodes: string[] }>(await api.get(`/api/v1/product/${id}/channels`))).channelCodes.toSorted();

test('a channel is created, read, listed, changed and deleted; the default channel moves but is never left without one', async ({ api }) => {
  const suffix = uniqueSuffix();
  const [gbp, eur] = await priceLists(api);
  const id = await createChannel(api, {
    code: `shop-${suffix}`,
    name: `Shop ${suffix}`,
    kind: 'storefront',
    locales: ['fr', 'de-DE'],
    currencyCode: 'eur',
    priceListId: eur.id,
    countries: [{ countryCode: 'fr', priceListId: eur.id }],
  });
  const made = await okResult<Channel>(await api.get(`/api/v1/channel/${id}`));
  expect(made).toMatchObject({
    code: `SHOP-${suffix}`,
    kind: 'storefront',
    locales: ['fr-FR', 'de-DE'],
    currencyCode: 'EUR',
    priceListId: eur.id,
    isActive: true,
    isDefault: false,
    countries: [{ countryCode: 'FR', priceListId: eur.id }],
    productCount: 0,
  });
  expect((await channels(api)).map((c) => c.code)).toContain(`SHOP-${suffix}`);

  // A new currency without a price list drops the old list (it was in euros).
  await okMutation(await api.put(`/api/v1/channel/${id}`, { data: { currencyCode: 'GBP', name: 'Renamed', isActive: false } }));
  expect(await okResult<Channel>(await api.get(`/api/v1/channel/${id}`))).toMatchObject({ name: 'Renamed', currencyCode: 'GBP', priceListId: null, isActive: false });
  await okMutation(await api.put(`/api/v1/channel/${id}`, { data: { priceListId: gbp.id, countries: [] } }));
  expect((await okResult<Channel>(await api.get(`/api/v1/channel/${id}`))).countries).toEqual([]);

  // The default moves to it, and back; the default can be neither unset nor deleted.
  const web = (await channels(api)).find((c) => c.code === 'WEB')!;
  expect(web.isDefault).toBe(true);
  try {
    await okMutation(await api.put(`/api/v1/channel/${id}`, { data: { isDefault: true } }));
    const after = await channels(api);
    expect(after.filter((c) => c.isDefault).map((c) => c.id)).toEqual([id]);
    expect(after[0].id).toBe(id);
    const refused = await expectMutationFailure(await api.delete(`/api/v1/channel/${id}`), 409, 'CONFLICT');
    expect(refused.message).toContain('default');
    await expectMutationFailure(await api.put(`/api/v1/channel/${id}`, { data: { isDefault: false } }), 409, 'CONFLICT');
  } finally {
    await okMutation(await api.put(`/api/v1/channel/${web.id}`, { data: { isDefault: true } }));
  }
  expect((await channels(api)).filter((c) => c.isDefault).map((c) => c.code)).toEqual(['WEB']);

  await okMutation(await api.delete(`/api/v1/channel/${id}`));
  await expectV1Failure(await api.get(`/api/v1/channel/${id}`), 404, 'NOT_FOUND');
  await expectMutationFailure(await api.delete(`/api/v1/channel/${id}`), 404, 'NOT_FOUND');
});

test('bad channels are refused with what is wrong and what there is', async ({ api }) => {
  const suffix = uniqueSuffix();
  const [gbp] = await priceLists(api);
  const valid = { code: `BAD-${suffix}`, name: 'Bad', kind: 'feed', locales: ['en-GB'], currencyCode: 'GBP' };
  const cases: [Record<string, unknown>, number, string, string][] = [
    [{ ...valid, code: 'WEB' }, 409, 'DUPLICATE', 'code: A channel with code WEB already exists'],
    [{ ...valid, code: 'web' }, 409, 'DUPLICATE', 'code:'],
    [{ ...valid, code: 'no spaces' }, 400, 'VALIDATION_ERROR', 'code: may hold only letters, digits and -'],
    [{ ...valid, kind: 'shop' }, 400, 'VALIDATION_ERROR', 'kind: must be one of storefront, marketplace, b2b, feed'],
    [{ ...valid, locales: ['es-ES'] }, 400, 'VALIDATION_ERROR', "locales: 'es-ES' is not an enabled locale; enabled: en (en-GB), de (de-DE), fr (fr-FR)"],
    [{ ...valid, locales: [] }, 400, 'VALIDATION_ERROR', 'locales: name at least one locale'],
    [{ ...valid, currencyCode: 'JPY' }, 400, 'VALIDATION_ERROR', "currencyCode: 'JPY' is not a currency of the settings; available: GBP, EUR, USD"],
    [{ ...valid, currencyCode: 'EUR', priceListId: gbp.id }, 400, 'VALIDATION_ERROR', "priceListId: price list RETAIL-GBP is in GBP, not the channel's currency EUR"],
    [{ ...valid, priceListId: '00000000-0000-4000-8000-000000000000' }, 400, 'VALIDATION_ERROR', 'priceListId: no price list has id'],
    [{ ...valid, countries: [{ countryCode: 'JP', priceListId: gbp.id }] }, 400, 'VALIDATION_ERROR', "countries.0.countryCode: 'JP' is not a country of the settings"],
    [{ ...valid, name: '' }, 400, 'VALIDATION_ERROR', 'name: is required'],
    [{ ...valid, extra: 1 }, 400, 'VALIDATION_ERROR', ''],
  ];
  for (const [body, status, code, error] of cases) {
    const failure = await expectMutationFailure(await api.post('/api/v1/channel', { data: body }), status, code);
    expect(failure.errors.join(' | '), JSON.stringify(body)).toContain(error);
  }
  expect((await channels(api)).some((c) => c.code === `BAD-${suffix}`)).toBe(false);
  await expectV1Failure(await api.get('/api/v1/channel/not-a-guid'), 400, 'VALIDATION_ERROR');
  await expectMutationFailure(await api.put('/api/v1/channel/00000000-0000-4000-8000-000000000000', { data: { name: 'x' } }), 404, 'NOT_FOUND');
});

test("a product's channels are replaced, recorded in its history, and found by v1 search's channel filter", async ({ api }) => {
  const tag = `CHP${uniqueSuffix()}`;
  const id = await createChannel(api, { code: tag, name: tag, kind: 'marketplace', locales: ['en'], currencyCode: 'GBP' });
  const b2b = (await channels(api)).find((c) => c.code === 'B2B')!;
  const [one, two] = await newProducts(api, tag, 2);
  expect(await productChannels(api, one.id)).toEqual([]);

  await okMutation(await api.put(`/api/v1/product/${one.id}/channels`, { data: { channelIds: [id, b2b.id] } }));
  expect(await productChannels(api, one.id)).toEqual(['B2B', tag].toSorted());
  await okMutation(await api.put(`/api/v1/product/${two.id}/channels`, { data: { channelIds: [id] } }));
  // By code in any case or by id; the other filters still apply.
  expect(await searchByChannel(api, tag.toLowerCase())).toEqual([one.stockCode, two.stockCode]);
  expect(await searchByChannel(api, id)).toEqual([one.stockCode, two.stockCode]);
  expect(await searchByChannel(api, 'B2B', tag)).toEqual([one.stockCode]);
  expect((await okResult<Channel>(await api.get(`/api/v1/channel/${id}`))).productCount).toBe(2);

  await okMutation(await api.put(`/api/v1/product/${one.id}/channels`, { data: { channelIds: [b2b.id] } }));
  expect(await searchByChannel(api, tag)).toEqual([two.stockCode]);
  const history = await okResult<{ field: string; before: unknown; after: unknown }[]>(await api.get(`/api/v1/product/${one.id}/history?pagesize=10`));
  const rows = history.filter((h) => h.field.startsWith('channels.')).map((h) => [h.field, h.before, h.after]);
  expect(rows).toEqual(
    expect.arrayContaining([
      [`channels.${id}`, true, false],
      [`channels.${id}`, false, true],
      [`channels.${b2b.id}`, false, true],
    ]),
  );

  const unknown = '00000000-0000-4000-8000-000000000000';
  const refused = await expectMutationFailure(await api.put(`/api/v1/product/${one.id}/channels`, { data: { channelIds: [unknown] } }), 400, 'VALIDATION_ERROR');
  expect(refused.errors[0]).toContain(`channelIds: no channel has id ${unknown}; channels:`);
  expect(refused.errors[0]).toContain('WEB (');
  await expectMutationFailure(await api.put(`/api/v1/product/${one.id}/channels`, { data: { channelIds: ['nope'] } }), 400, 'VALIDATION_ERROR');
  await expectV1Failure(await api.get(`/api/v1/product/${unknown}/channels`), 404, 'NOT_FOUND');
  const notFound = await expectV1Failure(await api.post('/api/v1/search/advanced', { data: { channel: 'NO-SUCH-CHANNEL' } }), 404, 'NOT_FOUND');
  expect(notFound.error).toContain('channel: no channel has code or id NO-SUCH-CHANNEL; channels: WEB');

  // Deleting a channel takes its assignments with it.
  await okMutation(await api.delete(`/api/v1/channel/${id}`));
  expect(await productChannels(api, two.id)).toEqual([]);
});

test('products join and leave a channel in bulk, by list and by filter, and each run is undone', async ({ api }) => {
  const tag = `CHB${uniqueSuffix()}`;
  const id = await createChannel(api, { code: tag, name: tag, kind: 'b2b', locales: ['en-GB'], currencyCode: 'GBP' });
  const products = await newProducts(api, tag, 4);
  const ids = products.map((p) => p.id);
  const codes = products.map((p) => p.stockCode);

  const added = await okMutation(await api.put('/api/v1/bulk-update/channel', { data: { productIds: ids.slice(0, 3), channelId: id, action: 'add' } }));
  expect(added.run).toMatchObject({ changed: 3, unchanged: 0 });
  expect(await searchByChannel(api, tag)).toEqual(codes.slice(0, 3));
  // Adding again changes nothing; every product of the filter (this test's stock codes) joins.
  const byFilter = await okMutation(await api.put('/api/v1/bulk-update/by-filter/channel', { data: { filter: { stockCode: tag }, channelId: id, action: 'add' } }));
  expect(byFilter.run).toMatchObject({ changed: 1, unchanged: 3 });
  expect(await searchByChannel(api, tag)).toEqual(codes);

  const removed = await okMutation(await api.put('/api/v1/bulk-update/channel', { data: { productIds: ids.slice(0, 2), channelId: id, action: 'remove' } }));
  expect(removed.run).toMatchObject({ changed: 2 });
  expect(await searchByChannel(api, tag)).toEqual(codes.slice(2));

  // Undo the removal: the two are back; undo the filter's run: the fourth leaves again.
  await okResult(await api.post(`/api/v1/bulk-update/runs/${removed.run!.id}/undo`));
  expect(await searchByChannel(api, tag)).toEqual(codes);
  await okResult(await api.post(`/api/v1/bulk-update/runs/${byFilter.run!.id}/undo`));
  expect(await searchByChannel(api, tag)).toEqual(codes.slice(0, 3));
  // The first run's undo: a product whose channels changed since (the removal and its undo, or an
  // edit of its own) is left as it is and reported; the third leaves the channel.
  await okMutation(await api.put(`/api/v1/product/${ids[1]}/channels`, { data: { channelIds: [id] } }));
  const undo = await okResult<{ restoredProducts: number; skipped: { count: number; products: { productId: string }[] } }>(
    await api.post(`/api/v1/bulk-update/runs/${added.run!.id}/undo`),
  );
  expect(undo.restoredProducts).toBe(1);
  expect(undo.skipped.products.map((p) => p.productId).toSorted()).toEqual(ids.slice(0, 2).toSorted());
  expect(await searchByChannel(api, tag)).toEqual(codes.slice(0, 2));

  await expectMutationFailure(
    await api.put('/api/v1/bulk-update/channel', { data: { productIds: ids, channelId: '00000000-0000-4000-8000-000000000000', action: 'add' } }),
    404,
    'NOT_FOUND',
  );
  const bad = await expectMutationFailure(await api.put('/api/v1/bulk-update/channel', { data: { productIds: ids, channelId: id, action: 'move' } }), 400, 'VALIDATION_ERROR');
  expect(bad.errors).toContain('action: must be add or remove');
  await okMutation(await api.delete(`/api/v1/channel/${id}`));
});

test("the import's Channels column sets a product's channels by code; an unknown code is a row error naming the channels; the import's undo sets them back", async ({ api }) => {
  const tag = `CHI${uniqueSuffix()}`;
  const id = await createChannel(api, { code: tag, name: tag, kind: 'feed', locales: ['en-GB'], currencyCode: 'GBP' });
  const created = await runImport(
    api,
    csv([
      ['StockCode', 'Name', 'Channels'],
      [`${tag}-1`, `Import ${tag} 1`, `${tag.toLowerCase()}|B2B`],
      [`${tag}-2`, `Import ${tag} 2`, 'WEB'],
      [`${tag}-3`, `Import ${tag} 3`, `${tag}|MARS|VENUS`],
    ]),
    { mapping: { StockCode: 'StockCode', Name: 'Name', Channels: 'Channels' }, mode: 'create' },
  );
  expect(created.job.counts).toMatchObject({ created: 2, skipped: 1 });
  expect(created.errors).toHaveLength(1);
  expect(created.errors[0]).toMatchObject({ rowNumber: 3, column: 'Channels' });
  expect(created.errors[0].message).toMatch(/^no channel has code MARS, VENUS; channels: WEB, /);
  const [one, two] = created.created.toSorted((a, b) => a.stockCode.localeCompare(b.stockCode));
  expect(await productChannels(api, one.id)).toEqual(['B2B', tag].toSorted());
  expect(await productChannels(api, two.id)).toEqual(['WEB']);

  // An update sets the channels (the ones not named are left), and an empty cell changes nothing.
  const updated = await runImport(api, csv([['StockCode', 'Channels'], [one.stockCode, 'WEB'], [two.stockCode, '']]), {
    mapping: { StockCode: 'StockCode', Channels: 'channels' },
    mode: 'update',
  });
  expect(updated.job.counts).toMatchObject({ updated: 2, skipped: 0 });
  expect(await productChannels(api, one.id)).toEqual(['WEB']);
  expect(await productChannels(api, two.id)).toEqual(['WEB']);
  await okResult(await api.post(`/api/v1/bulk-update/runs/${updated.runId}/undo`));
  expect(await productChannels(api, one.id)).toEqual(['B2B', tag].toSorted());
  await okMutation(await api.delete(`/api/v1/channel/${id}`));
});
