import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { cached } from '../cache';

/**
 * Promotions (table promotions): a percentage or a fixed amount per currency, on the whole basket or on
 * the lines of one brand (its sub-brands included) or one category (its subcategories included);
 * automatic or by voucher code; with an optional minimum of goods per currency and a validity window.
 */
export interface Promotion {
  id: string;
  promoCode: string;
  name: string;
  voucherCode: string | null;
  autoApply: boolean;
  /** Percentage in basis points (1000 = 10%), or 0 for a fixed amount. */
  discountBp: number;
  amountsMinor: Record<string, number>;
  minSubtotalsMinor: Record<string, number>;
  brandId: string | null;
  categoryId: string | null;
  validFrom: Date | null;
  validUntil: Date | null;
  isActive: boolean;
  displayOrder: number;
}

const TTL_MS = 30_000;
export const PROMOTIONS_CACHE_KEY = 'promotions:all';

export function allPromotions(db: Db | Tx): Promise<Promotion[]> {
  return cached(PROMOTIONS_CACHE_KEY, TTL_MS, async () => {
    const rows = await db.execute<{
      id: string;
      promo_code: string;
      name: string;
      voucher_code: string | null;
      auto_apply: boolean;
      discount_bp: number;
      amounts_minor: Record<string, number>;
      min_subtotals_minor: Record<string, number>;
      brand_id: string | null;
      category_id: string | null;
      valid_from: string | null;
      valid_until: string | null;
      is_active: boolean;
      display_order: number;
    }>(sql`select * from promotions order by display_order, promo_code`);
    return rows.rows.map((r) => ({
      id: r.id,
      promoCode: r.promo_code,
      name: r.name,
      voucherCode: r.voucher_code,
      autoApply: r.auto_apply,
      discountBp: r.discount_bp,
      amountsMinor: r.amounts_minor ?? {},
      minSubtotalsMinor: r.min_subtotals_minor ?? {},
      brandId: r.brand_id,
      categoryId: r.category_id,
      validFrom: r.valid_from ? new Date(r.valid_from) : null,
      validUntil: r.valid_until ? new Date(r.valid_until) : null,
      isActive: r.is_active,
      displayOrder: r.display_order,
    }));
  });
}

export function isCurrent(p: Promotion, now = new Date()): boolean {
  return p.isActive && (!p.validFrom || p.validFrom <= now) && (!p.validUntil || p.validUntil > now);
}

export async function activePromotions(db: Db | Tx): Promise<Promotion[]> {
  const now = new Date();
  return (await allPromotions(db)).filter((p) => isCurrent(p, now));
}

/** Whether a promotion covers a product of these brands and categories (ancestors included). */
export function promotionAppliesTo(p: Promotion, product: { brandIds: (string | null)[]; categoryIds: string[] }): boolean {
  if (p.brandId && !product.brandIds.includes(p.brandId)) return false;
  if (p.categoryId && !product.categoryIds.includes(p.categoryId)) return false;
  return true;
}
