import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { invalid } from '@/lib/errors';
import { listedLanguages, settingValue } from './settings';

/**
 * Locales (issue 38, docs/locales.md). The enabled ones are the languages the config lists
 * (settings_languages: `languageCode` such as `fr`, `languageCulture` such as `fr-FR`); the default is
 * the DomainSettings.DefaultLanguage setting, whose text the records' own columns hold. A locale is
 * named by its culture everywhere it is stored (`fr-FR`); a caller may name it by either.
 */
export interface Locale {
  code: string;
  culture: string;
}

export interface Locales {
  enabled: Locale[];
  default: Locale;
}

export async function locales(db: Db | Tx): Promise<Locales> {
  const [listed, defaultSetting] = await Promise.all([listedLanguages(db as Db), settingValue(db, 'DomainSettings.DefaultLanguage')]);
  const enabled = listed.map((l) => ({ code: l.languageCode, culture: l.languageCulture }));
  const fallback = { code: 'en', culture: 'en-GB' };
  const named = matchLocale(enabled, defaultSetting);
  return { enabled: enabled.length ? enabled : [fallback], default: named ?? enabled[0] ?? fallback };
}

/** The enabled locale a caller's name means: its culture or code (any case), or a culture's language (`fr-CA` → `fr`). */
export function matchLocale(enabled: Locale[], name: string): Locale | undefined {
  const wanted = name.trim().toLowerCase().replace('_', '-');
  if (!wanted) return undefined;
  return (
    enabled.find((l) => l.culture.toLowerCase() === wanted) ??
    enabled.find((l) => l.code.toLowerCase() === wanted) ??
    enabled.find((l) => l.code.toLowerCase() === wanted.split('-')[0])
  );
}

export const describeLocales = (all: Locales) => all.enabled.map((l) => `${l.code} (${l.culture})`).join(', ');

/** An enabled locale by name, or a 400 naming the enabled ones. `what` names the input (`Language`, `locale`). */
export async function requireLocale(db: Db | Tx, name: string, what: string): Promise<{ locale: Locale; all: Locales }> {
  const all = await locales(db);
  const locale = matchLocale(all.enabled, name);
  if (!locale) throw invalid([`${what}: '${name}' is not an enabled language; enabled: ${describeLocales(all)}`], 'The language is not enabled');
  return { locale, all };
}

/**
 * The locale of a v2 request's `Language` header: the default without one, else an enabled locale or a
 * 400. `null` for the default locale, whose text is the records' own (no translation to apply).
 */
export async function requestLocale(db: Db, header: string | null): Promise<Locale | null> {
  if (header === null || header.trim() === '') return null;
  const { locale, all } = await requireLocale(db, header, 'Language');
  return locale.culture === all.default.culture ? null : locale;
}

/**
 * The text search configuration of a locale's language: PostgreSQL's Snowball stemmer where it has
 * one (both PostgreSQL and PGlite ship them), else `simple` (no stemming, as the default locale's search).
 */
const SEARCH_CONFIGS: Record<string, string> = {
  ar: 'arabic', ca: 'catalan', da: 'danish', de: 'german', el: 'greek', en: 'english', es: 'spanish', et: 'estonian',
  eu: 'basque', fi: 'finnish', fr: 'french', ga: 'irish', hi: 'hindi', hu: 'hungarian', hy: 'armenian', id: 'indonesian',
  it: 'italian', lt: 'lithuanian', nb: 'norwegian', ne: 'nepali', nl: 'dutch', nn: 'norwegian', no: 'norwegian', pt: 'portuguese',
  ro: 'romanian', ru: 'russian', sr: 'serbian', sv: 'swedish', ta: 'tamil', tr: 'turkish', yi: 'yiddish',
};

export function searchConfigOf(locale: Locale): string {
  return SEARCH_CONFIGS[locale.code.toLowerCase()] ?? SEARCH_CONFIGS[locale.culture.slice(0, 2).toLowerCase()] ?? 'simple';
}

/**
 * The same choice in SQL, for a column of cultures (`t.locale`): a regconfig, `simple` where the
 * database has no configuration of that name (PostgreSQL 15 has no estonian, PGlite has it: a name
 * is looked up in pg_ts_config, never cast, as a cast of an unknown name fails the whole statement).
 */
export function searchConfigSql(culture: SQL): SQL {
  const cases = Object.entries(SEARCH_CONFIGS).map(([code, config]) => sql.raw(`when '${code}' then '${config}'`));
  return sql`coalesce((select c.oid::regconfig from pg_ts_config c where c.cfgname = (case lower(split_part(${culture}, '-', 1)) ${sql.join(cases, sql` `)} else 'simple' end)), 'simple'::regconfig)`;
}

/** A locale's text search configuration in SQL (searchConfigOf, `simple` where the database lacks it). */
export function searchConfigOfSql(locale: Locale): SQL {
  return sql`coalesce((select c.oid::regconfig from pg_ts_config c where c.cfgname = ${searchConfigOf(locale)}), 'simple'::regconfig)`;
}

/**
 * A locale's tag on the words the facts hold for it (catalog_search_facts.locale_words): `fr-fr:` —
 * one index holds every locale's words, and a search in one locale asks for its own only.
 */
export const localeTag = (culture: string) => `${culture.toLowerCase()}:`;
