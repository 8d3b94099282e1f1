import { ATTRIBUTE_FIELD_PREFIX } from '@/lib/api/schemas/translations';
import { humanize } from './enums';

/** The translatable fields' words (lib/api/schemas/translations.ts, TRANSLATABLE_FIELDS). */
const TRANSLATION_WORDS: Record<string, string> = {
  name: 'Name',
  shortDescription: 'Short description',
  description: 'Description',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  metaKeywords: 'Meta keywords',
  seoUrl: 'URL slug',
};

/**
 * A translatable field in words: a product's text attribute (`attribute.<code>`) by its meta-info
 * name when the caller has it, else by its code.
 */
export function translationFieldLabel(field: string, attributeNames: Record<string, string> = {}): string {
  if (field.startsWith(ATTRIBUTE_FIELD_PREFIX)) {
    const code = field.slice(ATTRIBUTE_FIELD_PREFIX.length);
    return attributeNames[code] ?? humanize(code);
  }
  return TRANSLATION_WORDS[field] ?? humanize(field);
}

/** A locale's language in English words: `fr-FR` → "French", `en-GB` → "English". */
export function languageName(culture: string): string {
  const code = culture.split('-')[0];
  try {
    return new Intl.DisplayNames(['en-GB'], { type: 'language' }).of(code) ?? culture;
  } catch {
    // A culture Intl cannot read (a made-up code in the config): its own code says enough.
    return culture;
  }
}

/** A translation's change in a record's history: `translation.<culture>.<field>`. */
const TRANSLATION_HISTORY_FIELD = /^translation\.([^.]+)\.(.+)$/;

/**
 * A history field that is a translation, in words ("Name in French"), so that it never reads as a
 * change of the record's own (default-language) field; undefined for any other field.
 */
export function translationHistoryLabel(field: string, attributeName: (code: string) => string | undefined = () => undefined): string | undefined {
  const m = TRANSLATION_HISTORY_FIELD.exec(field);
  if (!m) return undefined;
  const [, culture, translated] = m;
  const code = translated.startsWith(ATTRIBUTE_FIELD_PREFIX) ? translated.slice(ATTRIBUTE_FIELD_PREFIX.length) : undefined;
  const name = code ? attributeName(code) : undefined;
  return `${translationFieldLabel(translated, code && name ? { [code]: name } : {})} in ${languageName(culture)}`;
}
