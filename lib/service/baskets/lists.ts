import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { z } from 'zod';
import type { basketListQuerySchema } from '@/lib/api/schemas/basket-requests';
import { allPromotions, isCurrent } from './promotions';

/** Back-office lists (extensions): baskets and promotions. */
export async function listBaskets(db: Db, q: z.output<typeof basketListQuerySchema>) {
  const filters: SQL[] = [];
  if (q.userId) filters.push(sql`b.user_id = ${q.userId.toLowerCase()}`);
  // Any part of the address (trigram index), so support finds a basket from what the customer says.
  if (q.email) filters.push(sql`lower(b.user_email) like ${`%${q.email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.isQuote) filters.push(sql`b.is_quote = ${q.isQuote === 'true'}`);
  if (q.empty) filters.push(sql`${sql.raw(q.empty === 'true' ? 'not ' : '')}exists (select 1 from basket_lines l where l.basket_id = b.id)`);
  if (q.guest) filters.push(q.guest === 'true' ? sql`b.user_id is null` : sql`b.user_id is not null`);
  const where = filters.length ? sql.join(filters, sql` and `) : sql`true`;
  const pageSize = q.pageSize ?? 20;
  const currentPage = q.page ?? 1;
  const [count, rows] = await Promise.all([
    db.execute<{ n: number }>(sql`select count(*)::int as n from baskets b where ${where}`),
    db.execute<{
      id: string;
      user_id: string | null;
      user_email: string;
      currency_code: string;
      is_quote: boolean;
      quote_status: number;
      is_locked: boolean;
      voucher_codes: string[];
      has_info: boolean;
      line_count: number;
      item_count: number;
      created_at: string;
      updated_at: string;
    }>(sql`
      select b.id, b.user_id, b.user_email, b.currency_code, b.is_quote, b.quote_status, b.is_locked, b.voucher_codes,
        (b.custom_info1 || b.custom_info2 || b.custom_info3 || b.custom_info4 || b.custom_info5) <> '' as has_info,
        b.created_at, b.updated_at,
        (select count(*)::int from basket_lines l where l.basket_id = b.id) as line_count,
        (select coalesce(sum(l.qty), 0)::int from basket_lines l where l.basket_id = b.id) as item_count
      from baskets b where ${where}
      order by b.updated_at desc, b.id limit ${pageSize} offset ${(currentPage - 1) * pageSize}`),
  ]);
  const total = Number(count.rows[0].n);
  return {
    total,
    pages: Math.ceil(total / pageSize),
    currentPage,
    pageSize,
    results: rows.rows.map((r) => ({
      id: r.id,
      userId: r.user_id ?? '',
      userEmail: r.user_email,
      currencyCode: r.currency_code,
      isQuote: r.is_quote,
      quoteStatus: r.quote_status,
      isLocked: r.is_locked,
      lineCount: Number(r.line_count),
      itemCount: Number(r.item_count),
      voucherCodes: r.voucher_codes ?? [],
      hasCustomInfo: r.has_info,
      created: new Date(r.created_at).toISOString(),
      lastUpdated: new Date(r.updated_at).toISOString(),
    })),
  };
}

const major = (m: Record<string, number>) => Object.fromEntries(Object.entries(m).map(([c, v]) => [c, v / 100]));

export async function listPromotions(db: Db) {
  const now = new Date();
  return (await allPromotions(db)).map((p) => ({
    id: p.id,
    promoCode: p.promoCode,
    name: p.name,
    voucherCode: p.voucherCode ?? '',
    autoApply: p.autoApply,
    discountPct: p.discountBp / 100,
    amounts: major(p.amountsMinor),
    minSubtotals: major(p.minSubtotalsMinor),
    brandId: p.brandId ?? '',
    categoryId: p.categoryId ?? '',
    validFrom: p.validFrom?.toISOString() ?? null,
    validUntil: p.validUntil?.toISOString() ?? null,
    isActive: p.isActive,
    isCurrent: isCurrent(p, now),
  }));
}
