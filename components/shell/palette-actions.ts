'use server';

import { z } from 'zod';
import type { ActionResult } from '@/lib/actions/action-result';
import { runAction } from '@/lib/actions/run-action';
import { findProducts } from '@/lib/api/products';

export interface PaletteProduct {
  productId: string;
  name: string;
  stockCode: string;
}

const querySchema = z.string().trim().min(2, 'type at least 2 characters').max(100);

/** Products for the command palette: by name or stock code (v1 advanced search, `freeText`). */
export async function findProductsForPalette(query: string): Promise<ActionResult<PaletteProduct[]>> {
  return runAction('products', 'read', async () => {
    const { result } = await findProducts(querySchema.parse(query), { pagesize: 8 });
    return result.map(({ productId, name, stockCode }) => ({ productId, name, stockCode }));
  });
}
