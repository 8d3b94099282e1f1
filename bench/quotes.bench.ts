import { sql } from 'drizzle-orm';
import { saveQuotation } from '@/lib/service/b2b/quotes/save';
import { updateQuotation } from '@/lib/service/b2b/quotes/update';
import { SYSTEM_ACTOR, type Actor } from '@/lib/service/history';
import type { BenchSuite } from './harness';

/**
 * Quotation figures: saving a quotation of 100 lines through the service as quote/save calls it
 * (addresses checked, 100 products priced in one query, the document, its lines and its history in
 * one transaction), and replacing the 100 lines of a draft with a version check.
 */
const actor: Actor = { ...SYSTEM_ACTOR, kind: 'staff', id: 'bench@example.test', name: 'Bench', source: 'page' };
const address = { address1: '1 Bench Street', city: 'Leeds', postCode: 'LS1 5AT', countryCode: 'GB' };

export const suite: BenchSuite = {
  name: 'quotations',
  async run(ctx) {
    const { db } = ctx;
    const company = (await db.execute<{ id: string; email: string }>(sql`
      select c.id, u.email from companies c join company_users u on u.company_id = c.id and u.is_primary order by c.name limit 1`)).rows[0];
    const products = (await db.execute<{ id: string }>(sql`
      select p.id from products p where not p.has_variant and exists (select 1 from product_prices pp where pp.product_id = p.id) order by p.iid limit 100`)).rows;
    const lines = products.map((p, i) => ({ productId: p.id, qty: (i % 5) + 1, discountPercent: i % 3 === 0 ? 5 : undefined }));
    const body = {
      companyId: company.id,
      quoteName: 'Bench quotation',
      purchaseOrderNo: 'PO-BENCH',
      email: company.email,
      shippingAddress: address,
      billingAddress: address,
      delivery: 25,
      lines,
    } as Parameters<typeof saveQuotation>[1];

    ctx.target('quotation save (100 lines)', 'p99 ≤ 100 ms');
    await ctx.latency('quotation save (100 lines)', () => saveQuotation(db, body, actor), { iterations: 100, warmup: 10 });

    const id = await saveQuotation(db, body, actor);
    let version = 1;
    const reversed = [...lines].reverse();
    ctx.target('quotation edit (100 lines)', 'p99 ≤ 100 ms');
    await ctx.latency(
      'quotation edit (100 lines)',
      async (i) => {
        const saved = await updateQuotation(db, id, { version, lines: i % 2 ? lines : reversed } as Parameters<typeof updateQuotation>[2], undefined, actor);
        version = saved.version;
      },
      { iterations: 100, warmup: 10 },
    );
  },
};
