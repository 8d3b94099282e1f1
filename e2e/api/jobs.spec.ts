import { expect, expectV1Failure, test } from '../support/api';
import { changesOf, finished, runsBy, staff, statuses } from '../support/bulk-runs';
import { slot, UNKNOWN_ID } from '../support/catalogue';

/**
 * Bulk updates as background jobs (extension, issue 13) on the shared test server. Its catalogue is
 * smaller than BULK_JOB_THRESHOLD, so these calls ask for a job with `Prefer: respond-async` (the
 * documented way to get one whatever the size); the threshold itself, restart and cancel mid-way are
 * tested on a server of their own in jobs-restart.spec.ts. Slots 310–314 are this file's products.
 */
test.describe('jobs: a bulk update as a background job', () => {
  test('answers 202 with the job id, runs to done under one bulk run, and can be undone', async ({ api }) => {
    const ids = (await slot(api, 310)).map((i) => i.productId);
    const who = staff('job');
    expect((await api.put('/api/v1/bulk-update/status', { data: { productIds: ids, status: 1 } })).status()).toBe(200);
    const res = await api.put('/api/v1/bulk-update/status', { headers: { ...who.headers, Prefer: 'respond-async' }, data: { productIds: ids, status: 4 } });
    expect(res.status(), await res.text()).toBe(202);
    const body = await res.json();
    expect(body).toMatchObject({ isValid: true, errors: [], messageCode: 'OK' });
    const jobId = body.recordId as string;
    expect(body.message).toContain(jobId);
    expect(res.headers()['location']).toBe(`/api/v1/jobs/${jobId}`);

    const done = await finished(api, jobId);
    expect(done).toMatchObject({ status: 'done', progress: 100, total: 5, processed: 5, counts: { updated: 5 }, errors: [] });
    expect(await statuses(api, ids)).toEqual([4, 4, 4, 4, 4]);

    const [run] = await runsBy(api, who.email);
    expect(run).toMatchObject({ id: done.subjectId, operation: 'status', status: 'done', productCount: 5, jobId });
    const changes = await changesOf(api, run.id);
    expect(changes.totalRecords).toBe(5);
    expect(new Set(changes.result.map((c) => c.productId)).size).toBe(5);

    const undo = await api.post(`/api/v1/bulk-update/runs/${run.id}/undo`);
    expect(undo.status(), await undo.text()).toBe(200);
    expect(await statuses(api, ids)).toEqual([1, 1, 1, 1, 1]);

    // A finished job cannot be cancelled.
    await expectV1Failure(await api.post(`/api/v1/jobs/${jobId}/cancel`), 409);
  });

  test('unknown ids are refused before anything is queued', async ({ api }) => {
    const ids = (await slot(api, 311)).map((i) => i.productId);
    const res = await api.put('/api/v1/bulk-update/status', { headers: { Prefer: 'respond-async' }, data: { productIds: [...ids, UNKNOWN_ID], status: 2 } });
    expect(res.status()).toBe(404);
  });

  test('unknown job: 404; not a Guid: 400', async ({ api }) => {
    await expectV1Failure(await api.get(`/api/v1/jobs/${UNKNOWN_ID}`), 404);
    await expectV1Failure(await api.post(`/api/v1/jobs/${UNKNOWN_ID}/cancel`), 404);
    await expectV1Failure(await api.get('/api/v1/jobs/nope'), 400);
  });
});
