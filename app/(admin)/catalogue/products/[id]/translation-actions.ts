'use server';

import { revalidatePath } from 'next/cache';
import { runAction } from '@/lib/actions/run-action';
import { loadTranslationsView, saveTranslationsView } from '@/lib/actions/translations';

/** The Translations tab's data, read when the tab is first opened (not with the page). */
export async function loadProductTranslationsAction(id: string) {
  return runAction('products', 'read', () => loadTranslationsView('product', id));
}

/** Saves the changed fields of one locale (PUT /api/v1/product/{id}/translations); '' removes one. */
export async function saveProductTranslationsAction(id: string, locale: string, fields: Record<string, string>) {
  return runAction('products', 'write', async () => {
    const view = await saveTranslationsView('product', { id, locale, fields });
    revalidatePath(`/catalogue/products/${id}`);
    return view;
  });
}
