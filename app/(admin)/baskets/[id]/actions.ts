'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { deleteBasket, updateBasketCustomInfo } from '@/lib/api/baskets';
import { customInfoFormSchema } from './custom-info-schema';

const basketId = z.uuid();

/** Saves the basket's custom info fields (all five: an emptied field is cleared). */
export async function updateCustomInfoAction(id: string, values: unknown) {
  return runAction('baskets', 'write', async () => {
    const basket = await updateBasketCustomInfo(basketId.parse(id), customInfoFormSchema.parse(values));
    revalidatePath('/baskets', 'layout');
    return { lastUpdated: basket.lastUpdated };
  });
}

export async function deleteBasketAction(id: string) {
  return runAction('baskets', 'write', async () => {
    await deleteBasket(basketId.parse(id));
    revalidatePath('/baskets', 'layout');
  });
}
