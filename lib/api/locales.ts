import { getStoreSettings, storeSetting } from './settings';

export interface LocaleOption {
  /** The culture, as the service stores and accepts it (`fr-FR`). */
  culture: string;
  code: string;
  /** In words: "French (fr-FR)". */
  label: string;
}

const languageNames = new Intl.DisplayNames(['en-GB'], { type: 'language' });

/** A locale in words, for staff: "French (fr-FR)". */
export function localeLabel(culture: string): string {
  let name: string | undefined;
  try {
    name = languageNames.of(culture.split('-')[0]);
  } catch {
    name = undefined;
  }
  return name && name !== culture ? `${name} (${culture})` : culture;
}

/**
 * The enabled locales (the config's languages) the catalogue may be translated into: all but the
 * default language, whose text is the records' own (docs/locales.md).
 */
export async function translationLocales(): Promise<LocaleOption[]> {
  const [settings, defaultLanguage] = await Promise.all([getStoreSettings(), storeSetting('DomainSettings.DefaultLanguage')]);
  const wanted = defaultLanguage.trim().toLowerCase();
  return settings.languages
    .filter((l) => l.languageCode.toLowerCase() !== wanted && l.languageCulture.toLowerCase() !== wanted)
    .map((l) => ({ culture: l.languageCulture, code: l.languageCode, label: localeLabel(l.languageCulture) }));
}
