'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { ApiError } from '@/lib/api/errors';
import { createProduct } from '@/lib/api/product-lifecycle';
import { fieldCodeOfPath, moneySchema, updateFromFieldValues } from '@/lib/api/schemas/product-lifecycle';

const newProductSchema = z.object({
  values: z.record(z.string().min(1), z.string()),
  familyCode: z.string().max(50),
  sellPrice: z.union([z.literal(''), moneySchema]),
  /** On hand per warehouse; a warehouse left out gets no stock row. */
  stock: z
    .array(z.object({ warehouseId: z.uuid(), onHand: z.number().int().min(0) }))
    .max(500)
    .default([]),
});

/**
 * Creates a product from the New product form (POST /api/v1/product/create): the meta-info values in
 * their groups, the family as the custom attribute set, the price in the default price list and the
 * stock on hand per warehouse — one call, so the service writes the product and its stock in one
 * transaction or nothing. Errors the service names by body path come back on the form's field codes
 * (a stock row's as `stock.<warehouse id>`). The first image follows from the browser once the
 * product exists (new-product-form.tsx).
 */
export async function createProductAction(input: unknown) {
  return runAction('products', 'write', async () => {
    const { values, familyCode, sellPrice, stock } = newProductSchema.parse(input);
    const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    const { basicInfo, ...groups } = updateFromFieldValues(filled);
    const name = String(basicInfo?.name ?? '');
    const stockCode = String(basicInfo?.stockCode ?? '');
    try {
      const id = await createProduct({
        ...groups,
        name,
        stockCode,
        itemTypes: 1,
        basicInfo: { ...basicInfo, customAttributeSetId: familyCode },
        ...(sellPrice ? { sellPrice } : {}),
        ...(stock.length ? { stock } : {}),
      });
      revalidatePath('/catalogue/products');
      return id;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const flat: Record<string, string> = {
        name: 'Name',
        stockCode: 'StockCode',
        sku: 'SKU',
        barcode: 'Barcode',
      };
      const stockPath = (path: string) => {
        const row = /^stock\.(\d+)\./.exec(path);
        return row && stock[Number(row[1])] ? `stock.${stock[Number(row[1])].warehouseId}` : undefined;
      };
      const named = e.errors.map((message) =>
        message.replace(
          /^([\w.]+)(?=:)/,
          (path: string) =>
            flat[path] ??
            (path === 'sellPrice' ? 'sellPrice' : (stockPath(path) ?? fieldCodeOfPath(path))) ??
            path,
        ),
      );
      throw new ApiError(e.status, e.messageCode, e.message, named);
    }
  });
}
