'use server';

import { revalidatePath } from 'next/cache';
import { runAction } from '@/lib/actions/run-action';
import { loadTranslationsView, saveTranslationsView } from '@/lib/actions/translations';

/** The Translations tab's data, read when the tab is first opened (not with the page). */
export async function loadCategoryTranslationsAction(id: string) {
  return runAction('categories', 'read', () => loadTranslationsView('category', id));
}

/** Saves the changed fields of one locale (PUT /api/v1/category/{id}/translations); '' removes one. */
export async function saveCategoryTranslationsAction(id: string, locale: string, fields: Record<string, string>) {
  return runAction('categories', 'write', async () => {
    const view = await saveTranslationsView('category', { id, locale, fields });
    revalidatePath(`/catalogue/categories/${id}`);
    return view;
  });
}
