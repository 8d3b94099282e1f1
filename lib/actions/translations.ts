import 'server-only';
import { z } from 'zod';
import { unlessUnavailable } from '@/lib/api/optional';
import { listAttributeMeta } from '@/lib/api/product-meta';
import { getTranslations, updateTranslations } from '@/lib/api/translations';
import type { TranslatableKind, Translations } from '@/lib/api/schemas/translations';
import { translationFieldLabel } from '@/lib/labels/translations';
import { ATTRIBUTE_FIELD_PREFIX } from '@/lib/api/schemas/translations';
import { ONE_LINE_FIELDS, ONE_LINE_INPUT_TYPE, type TranslationsView } from '@/components/translations/translation-model';

/**
 * The work of the Translations tabs' server actions (the product's and the category's actions.ts
 * wrap it in runAction with their own area): read a record's translations with its fields' words,
 * and write the changed fields of one locale.
 */
const saveSchema = z.object({
  id: z.uuid(),
  locale: z.string().trim().min(1).max(35),
  fields: z
    .record(z.string().min(1).max(100), z.string().max(100_000))
    .refine((f) => Object.keys(f).length > 0, 'Change at least one field before saving'),
});

async function viewOf(kind: TranslatableKind, translations: Translations): Promise<TranslationsView> {
  const metas = kind === 'product' ? await unlessUnavailable(listAttributeMeta(), 'attribute names') : null;
  const names = Object.fromEntries((metas ?? []).map((m) => [m.fieldCode, m.fieldName]));
  const oneLineAttributes = (metas ?? []).filter((m) => m.inputType === ONE_LINE_INPUT_TYPE).map((m) => `${ATTRIBUTE_FIELD_PREFIX}${m.fieldCode}`);
  return {
    translations,
    labels: Object.fromEntries(translations.fields.map((f) => [f, translationFieldLabel(f, names)])),
    oneLine: translations.fields.filter((f) => ONE_LINE_FIELDS.includes(f) || oneLineAttributes.includes(f)),
  };
}

export async function loadTranslationsView(kind: TranslatableKind, id: string): Promise<TranslationsView> {
  return viewOf(kind, await getTranslations(kind, z.uuid().parse(id)));
}

export async function saveTranslationsView(kind: TranslatableKind, input: unknown): Promise<TranslationsView> {
  const { id, locale, fields } = saveSchema.parse(input);
  return viewOf(kind, await updateTranslations(kind, id, { locale, fields }));
}
