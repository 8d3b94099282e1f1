import 'server-only';
import { cache } from 'react';
import { translationsSchema, type TranslatableKind, type TranslationsUpdate } from '@/lib/api/schemas/translations';
import { translationProgressSchema } from '@/lib/api/schemas/translation-progress';
import { requestB, segment } from './http';

/** A record's text in each enabled locale (GET /api/v1/{kind}/{id}/translations, extension). */
export const getTranslations = cache((kind: TranslatableKind, id: string) =>
  requestB({ path: `/api/v1/${kind}/${segment(id)}/translations` }, translationsSchema),
);

/**
 * Sets (or with '' removes) fields of one non-default locale, all or nothing; answers as the GET.
 * 400 names a bad field as `fields.<field>: …`, 409 a slug another product has in that locale.
 */
export function updateTranslations(kind: TranslatableKind, id: string, body: TranslationsUpdate) {
  return requestB({ method: 'PUT', path: `/api/v1/${kind}/${segment(id)}/translations`, body }, translationsSchema);
}

/** Per non-default locale: master products, how many have a name there, how many are complete there. */
export const getTranslationProgress = cache(() =>
  requestB({ path: '/api/v1/translations/progress' }, translationProgressSchema),
);
