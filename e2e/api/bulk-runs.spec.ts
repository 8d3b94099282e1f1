import { expect, expectV1Failure, test } from '../support/api';
import { changesOf, finished, runsBy, staff, statuses } from '../support/bulk-runs';
import { matchingIds, slot, UNKNOWN_ID } from '../support/catalogue';

/** Bulk runs and undo (extension, issue 10). Slots 300–309 are this file's products. */
test.describe('bulk runs: recorded with history, undone once', () => {
  test('a bulk call is one run, with one history row per changed product and field', async ({ api }) => {
    const items = await slot(api, 300);
    const ids = items.map((i) => i.productId);
    const who = staff('run');
    // A known starting point, so every product changes in the measured call.
    expect((await api.put('/api/v1/bulk-update/status', { headers: who.headers, data: { productIds: ids, status: 1 } })).status()).toBe(200);
    const res = await api.put('/api/v1/bulk-update/status', { headers: who.headers, data: { productIds: ids, status: 4 } });
    expect(res.status(), await res.text()).toBe(200);
    const answer = await res.json();
    expect(answer.message).toBe('5 products: 5 changed, 0 already so, 0 skipped');

    const [run, first] = await runsBy(api, who.email);
    expect(answer.run).toEqual({ id: run.id, products: 5, changed: 5, unchanged: 0, skipped: 0 });
    expect(first.operation).toBe('status');
    expect(run).toMatchObject({ operation: 'status', productCount: 5, status: 'done', undoOf: null, undoneBy: null, jobId: null });
    expect(run.actor).toMatchObject({ kind: 'staff', id: who.email.toLowerCase(), name: 'Tester run' });
    expect(run.summary).toMatchObject({ changes: { status: 4 } });
    const one = await api.get(`/api/v1/bulk-update/runs/${run.id}`);
    expect(one.status()).toBe(200);
    expect((await one.json()).result.id).toBe(run.id);

    const changes = await changesOf(api, run.id);
    expect(changes.totalRecords).toBe(5);
    expect(changes.result.map((c) => c.productId).sort()).toEqual([...ids].sort());
    for (const c of changes.result) expect(c).toMatchObject({ field: 'status', before: 1, after: 4 });
    expect(changes.result.map((c) => c.name).sort()).toEqual(items.map((i) => i.name).sort());
  });

  test('undo restores, skips a field changed since (and says which), and only once', async ({ api }) => {
    const ids = (await slot(api, 301)).map((i) => i.productId);
    const who = staff('undo');
    expect((await api.put('/api/v1/bulk-update/status', { headers: who.headers, data: { productIds: ids, status: 1 } })).status()).toBe(200);
    expect((await api.put('/api/v1/bulk-update/status', { headers: who.headers, data: { productIds: ids, status: 3 } })).status()).toBe(200);
    const [run] = await runsBy(api, who.email);
    // Someone changes one product again after the run: undo must leave it alone.
    expect((await api.put('/api/v1/bulk-update/status', { data: { productIds: [ids[0]], status: 2 } })).status()).toBe(200);

    const res = await api.post(`/api/v1/bulk-update/runs/${run.id}/undo`, { headers: who.headers });
    expect(res.status(), await res.text()).toBe(200);
    const out = (await res.json()).result;
    expect(out).toMatchObject({ undoOf: run.id, restoredProducts: 4, restoredFields: 4 });
    expect(out.skipped.count).toBe(1);
    expect(out.skipped.products).toEqual([expect.objectContaining({ productId: ids[0], fields: ['status'] })]);
    expect(await statuses(api, ids)).toEqual([2, 1, 1, 1, 1]);

    // The undo is a run of its own, with its own history, and the undone run points at it.
    const undoRun = (await runsBy(api, who.email))[0];
    expect(undoRun).toMatchObject({ id: out.runId, operation: 'undo', undoOf: run.id, productCount: 4, status: 'done' });
    const undoChanges = await changesOf(api, out.runId);
    expect(undoChanges.result.map((c) => [c.field, c.before, c.after])).toEqual(Array(4).fill(['status', 3, 1]));
    expect((await (await api.get(`/api/v1/bulk-update/runs/${run.id}`)).json()).result.undoneBy).toBe(out.runId);

    await expectV1Failure(await api.post(`/api/v1/bulk-update/runs/${run.id}/undo`), 409);
    expect(await statuses(api, ids)).toEqual([2, 1, 1, 1, 1]);
  });

  test('undo of several fields: brand, tags, a decimal and a custom attribute come back', async ({ api }) => {
    const ids = (await slot(api, 302)).map((i) => i.productId);
    const who = staff('fields');
    const before = await Promise.all(ids.map(async (id) => (await (await api.get(`/api/v1/product/${id}`)).json()).result));
    const brands = (await (await api.get('/api/v1/meta-info')).json()).result.find((m: { fieldCode: string }) => m.fieldCode === 'Brand').options;
    const brand = brands.find((b: { key: string }) => !before.some((d) => d.basicInfo.brand?.key === b.key));
    const res = await api.put('/api/v1/bulk-update/multiple-fields', {
      headers: who.headers,
      data: { productIds: ids, data: [{ fieldCode: 'Brand', fieldValue: brand.key }, { fieldCode: 'Tags', fieldValue: 'undo-me, second' }, { fieldCode: 'MetaTitle', fieldValue: 'Bulk title' }, { fieldCode: 'Weight', fieldValue: '7.125' }] },
    });
    expect(res.status(), await res.text()).toBe(200);
    const [run] = await runsBy(api, who.email);
    expect(await matchingIds(api, { tag: 'undo-me' })).toEqual(expect.arrayContaining(ids));
    const fields = new Set((await changesOf(api, run.id)).result.map((c) => c.field));
    expect(fields).toContain('brandId');
    expect(fields).toContain('tags');
    expect(fields).toContain('metaTitle');
    expect(fields).toContain('weight');

    const undo = await api.post(`/api/v1/bulk-update/runs/${run.id}/undo`);
    expect(undo.status(), await undo.text()).toBe(200);
    expect((await undo.json()).result.skipped.count).toBe(0);
    for (const [i, id] of ids.entries()) {
      const d = (await (await api.get(`/api/v1/product/${id}`)).json()).result;
      expect(d.basicInfo.brand?.key ?? null).toBe(before[i].basicInfo.brand?.key ?? null);
      expect(d.basicInfo.subbrand?.key ?? null).toBe(before[i].basicInfo.subbrand?.key ?? null);
      expect(d.seo).toEqual(before[i].seo);
      expect(d.shippingInfo.packageDimensions.weightKg).toBe(before[i].shippingInfo.packageDimensions.weightKg);
    }
    expect(await matchingIds(api, { tag: 'undo-me' })).not.toEqual(expect.arrayContaining([ids[0]]));
  });

  test('changed, already so, skipped: the answer, the run, its changes and its undo agree', async ({ api }) => {
    const ids = (await slot(api, 304)).map((i) => i.productId);
    const who = staff('outcome');
    expect((await api.put('/api/v1/bulk-update/status', { data: { productIds: ids, status: 1 } })).status()).toBe(200);
    // Two of the five already have the new status.
    expect((await api.put('/api/v1/bulk-update/status', { data: { productIds: ids.slice(0, 2), status: 4 } })).status()).toBe(200);

    const res = await api.put('/api/v1/bulk-update/status', { headers: who.headers, data: { productIds: ids, status: 4 } });
    expect(res.status(), await res.text()).toBe(200);
    const answer = await res.json();
    expect(answer.message).toBe('5 products: 3 changed, 2 already so, 0 skipped');
    const [run] = await runsBy(api, who.email);
    expect(answer.run).toEqual({ id: run.id, products: 5, changed: 3, unchanged: 2, skipped: 0 });
    expect(run.result).toMatchObject({ products: 5, changed: 3, unchanged: 2, skipped: 0 });
    const changes = await changesOf(api, run.id);
    expect(new Set(changes.result.map((c) => c.productId))).toEqual(new Set(ids.slice(2)));
    const undo = await api.post(`/api/v1/bulk-update/runs/${run.id}/undo`);
    expect(undo.status(), await undo.text()).toBe(200);
    expect((await undo.json()).result).toMatchObject({ restoredProducts: 3, skipped: { count: 0 } });
    expect(await statuses(api, ids)).toEqual([4, 4, 1, 1, 1]);

    // As a background job: the same counts in the job's result and the run's.
    const queued = await api.put('/api/v1/bulk-update/status', { headers: { ...who.headers, Prefer: 'respond-async' }, data: { productIds: ids, status: 4 } });
    expect(queued.status(), await queued.text()).toBe(202);
    const done = await finished(api, (await queued.json()).recordId);
    expect(done.status).toBe('done');
    const jobResult = (await (await api.get(`/api/v1/jobs/${done.id}`)).json()).result.result;
    expect(jobResult).toMatchObject({ runId: done.subjectId, products: 5, changed: 3, unchanged: 2, skipped: 0 });
    const jobRun = (await runsBy(api, who.email)).find((r) => r.id === done.subjectId)!;
    expect(jobRun.result).toMatchObject({ products: 5, changed: 3, unchanged: 2, skipped: 0 });
    expect(new Set((await changesOf(api, jobRun.id)).result.map((c) => c.productId)).size).toBe(3);
  });

  test('"all N matching": by-filter resolves the filter in the service', async ({ api }) => {
    const ids = (await slot(api, 303)).map((i) => i.productId);
    const tag = `byfilter-${Date.now().toString(36)}`;
    expect((await api.put('/api/v1/bulk-update/tags', { data: { productIds: ids, tags: [tag] } })).status()).toBe(200);
    const who = staff('filter');
    const res = await api.put('/api/v1/bulk-update/by-filter/status', { headers: who.headers, data: { filter: { tag }, status: 3 } });
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).message).toMatch(/^5 products: \d changed, \d already so, 0 skipped$/);
    expect(await statuses(api, ids)).toEqual([3, 3, 3, 3, 3]);
    const [run] = await runsBy(api, who.email);
    expect(run).toMatchObject({ operation: 'status', productCount: 5 });

    const none = await api.put('/api/v1/bulk-update/by-filter/status', { data: { filter: { tag: `${tag}-none` }, status: 3 } });
    expect(none.status()).toBe(404);
    const bad = await api.put('/api/v1/bulk-update/by-filter/rename', { data: { filter: { tag }, status: 3 } });
    expect(bad.status()).toBe(400);
    const withIds = await api.put('/api/v1/bulk-update/by-filter/status', { data: { filter: { tag }, status: 3, productIds: ids } });
    expect(withIds.status()).toBe(400);
  });

  test('unknown run: 404; bad id: 400', async ({ api }) => {
    expect((await api.get(`/api/v1/bulk-update/runs/${UNKNOWN_ID}`)).status()).toBe(404);
    expect((await api.post(`/api/v1/bulk-update/runs/${UNKNOWN_ID}/undo`)).status()).toBe(404);
    expect((await api.post('/api/v1/bulk-update/runs/not-a-guid/undo')).status()).toBe(400);
  });
});
