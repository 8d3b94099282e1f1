import type { Translations } from '@/lib/api/schemas/translations';
import type { ActionResult } from '@/lib/actions/action-result';

/** What the Translations tab loads when opened: the record's translations and its fields' words. */
export interface TranslationsView {
  translations: Translations;
  labels: Record<string, string>;
  /** Fields whose text is one line (an input, Enter saves); the others get a text box. */
  oneLine: string[];
}

export type LoadTranslations = (id: string) => Promise<ActionResult<TranslationsView>>;
export type SaveTranslations = (id: string, locale: string, fields: Record<string, string>) => Promise<ActionResult<TranslationsView>>;

/** The core fields whose text is one line; the description holds HTML, shown as such in a text box. */
export const ONE_LINE_FIELDS = ['name', 'metaTitle', 'seoUrl'];

/** Meta-info's input type of one-line text (lib/api/schemas/attributes.ts): a text attribute of it is one line too. */
export const ONE_LINE_INPUT_TYPE = 1;

/** The locale a page's address names (`?locale=fr-FR`), when it is one of `cultures`. */
export function localeOfAddress(search: string, cultures: string[]): string | undefined {
  const named = new URLSearchParams(search).get('locale');
  return cultures.find((c) => c === named);
}

/**
 * The fields of one locale whose draft differs from what is stored: text to set, or '' to remove the
 * translation (the field then falls back to the default language's text).
 */
export function changedFields(stored: Record<string, string>, draft: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(draft)) if (value !== (stored[field] ?? '')) out[field] = value;
  return out;
}

/** The service names a field of the PUT as `fields.<field>: …`; the message for one field. */
export const fieldErrorOf = (fieldErrors: Record<string, string>, field: string): string | undefined =>
  fieldErrors[`fields.${field}`];
