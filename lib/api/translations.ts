import 'server-only';
import { cache } from 'react';
import { translationsSchema, type TranslatableKind, type TranslationsUpdate } from '@/lib/api/schemas/translations';
import { translationProgressSchema } from '@/lib/api/schemas/translation-progress';
import { requestB, segment } from './http';

/** Where a record's translations are: /api/v1/{kind}/{id}/translations, an attribute's under meta-info by its code. */
const translationsPath = (kind: TranslatableKind, id: string) =>
  `/api/v1/${kind === 'attribute' ? 'meta-info' : kind}/${segment(id)}/translations`;

/** A record's text in each enabled locale (GET …/translations, extension). */
export const getTranslations = cache((kind: TranslatableKind, id: string) => requestB({ path: translationsPath(kind, id) }, translationsSchema));

/**
 * Sets (or with '' removes) fields of one non-default locale, all or nothing; answers as the GET.
 * 400 names a bad field as `fields.<field>: …`, 409 a slug another product has in that locale.
 */
export function updateTranslations(kind: TranslatableKind, id: string, body: TranslationsUpdate) {
  return requestB({ method: 'PUT', path: translationsPath(kind, id), body }, translationsSchema);
}

/** Per non-default locale: master products, how many have a name there, how many are complete there. */
export const getTranslationProgress = cache(() =>
  requestB({ path: '/api/v1/translations/progress' }, translationProgressSchema),
);
