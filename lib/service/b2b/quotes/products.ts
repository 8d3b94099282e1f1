import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { companies } from '@/lib/db/schema';
import type { QuotableProduct } from '@/lib/api/schemas/b2b-quotes';
import type { z } from 'zod';
import type { quotableProductQuerySchema } from '@/lib/api/schemas/b2b-quotes';
import { findQuotableProducts } from './pricing';
import { notFound } from '@/lib/errors';

/** GET /api/v2/commerce/b2b/quote/products (extension): products for a line, priced for the company. */
export async function quotableProducts(db: Db, q: z.output<typeof quotableProductQuerySchema>): Promise<QuotableProduct[]> {
  let priceListId: string | null = null;
  if (q.companyId) {
    const [c] = await db.select({ priceListId: companies.priceListId }).from(companies).where(eq(companies.id, q.companyId));
    if (!c) throw notFound(`Company ${q.companyId} was not found`, [`companyId: no company has id ${q.companyId}`]);
    priceListId = c.priceListId;
  }
  return findQuotableProducts(db, { q: q.q, priceListId, limit: q.limit });
}
