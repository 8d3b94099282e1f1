import pg from 'pg';
import { expect, test } from '../support/api';
import { changesOf, runsBy, staff } from '../support/bulk-runs';
import { slot } from '../support/catalogue';

/**
 * A bulk update while another transaction changes one of its products (PostgreSQL only: the test holds
 * that product's row lock from a connection of its own on the shared test server's database, which
 * PGlite's one connection cannot share). On a server the bulk statement reads the before values first
 * and updates only products whose fields still hold them (lib/service/products/bulk/tracked.ts): the
 * product changed meanwhile must not be written on a stale before value, and its history must record
 * what the update really replaced. Slot 370 is this file's products.
 */
test('a product changed by another transaction during a bulk update gets the new value and a history row from the value it replaced', async ({
  api,
}) => {
  test.skip(!process.env.TEST_DATABASE_URL, 'needs a PostgreSQL server: npm test -- --only api-pg');
  const ids = (await slot(api, 370)).map((i) => i.productId);
  const set = await api.put('/api/v1/bulk-update/any-field', { data: { productIds: ids, fieldCode: 'Weight', fieldValue: '1.5' } });
  expect(set.status(), await set.text()).toBe(200);

  // Another writer changes the middle product and keeps its transaction open.
  const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await other.connect();
  try {
    await other.query('begin');
    await other.query('update products set weight = 7.25 where id = $1', [ids[2]]);
    const who = staff('concurrent');
    const call = api.put('/api/v1/bulk-update/any-field', {
      headers: who.headers,
      data: { productIds: ids, fieldCode: 'Weight', fieldValue: '2.75' },
    });
    // The bulk statement waits for that product's row lock (a wait for the other writer's transaction,
    // which nothing else touches); then the other writer commits.
    await expect
      .poll(
        async () =>
          (
            await other.query(
              `select count(*)::int as n from pg_locks w join pg_locks h on h.transactionid = w.transactionid and h.granted
               where not w.granted and w.locktype = 'transactionid' and h.pid = pg_backend_pid()`,
            )
          ).rows[0].n,
        { timeout: 30_000, intervals: [50, 100, 250] },
      )
      .toBe(1);
    await other.query('commit');

    const res = await call;
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).message).toMatch(/^5 products: \d changed, \d already so, 0 skipped$/);
    const weights = await other.query<{ id: string; weight: string }>('select id, weight::text from products where id = any($1::uuid[])', [ids]);
    expect(weights.rows.map((r) => Number(r.weight))).toEqual([2.75, 2.75, 2.75, 2.75, 2.75]);

    const [run] = await runsBy(api, who.email);
    const changes = (await changesOf(api, run.id)).result.filter((c) => c.field === 'weight');
    expect(changes).toHaveLength(5);
    const before = Object.fromEntries(changes.map((c) => [c.productId, Number(c.before)]));
    expect(before).toEqual(Object.fromEntries(ids.map((id, i) => [id, i === 2 ? 7.25 : 1.5])));
  } finally {
    await other.query('rollback').catch(() => undefined);
    await other.end();
  }
});
