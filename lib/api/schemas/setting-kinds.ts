import { z } from 'zod';
import { settingDefinition } from './setting-registry';

/**
 * What kind of value a store setting holds, shared by the service (PUT /api/v2/infra/config refuses a
 * value of the wrong kind) and the Settings page (which widget edits it). Stored values stay text, as
 * the interface serves them; the kind only validates and picks the input. Each setting's kind is in
 * the registry (./setting-registry.ts).
 */
export const SETTING_KINDS = ['boolean', 'integer', 'decimal', 'currency', 'country', 'language', 'url', 'image', 'text', 'multiline'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

/** By the shape of the name, for a stored setting the registry does not know (BasketSettings.EnableGiftWrap → boolean, …). */
const BY_NAME: [RegExp, SettingKind][] = [
  [/^(Enable|Allow|Require|Show|Send|Is|Use)[A-Z]/, 'boolean'],
  [/(Price|Value|Threshold|Amount|Fee)$/, 'decimal'],
  [/(Days|Qty|Size|Minutes|Hours|Miles|Results|Values|Count|Pct)$/, 'integer'],
  [/(Url|Uri)$/, 'url'],
  [/CurrencyCode$|Currency$/, 'currency'],
  [/CountryCode$|Country$/, 'country'],
  [/LanguageCode$|Language$/, 'language'],
];

export function settingKind(key: string): SettingKind {
  const known = settingDefinition(key)?.kind;
  if (known) return known;
  const name = key.slice(key.indexOf('.') + 1);
  return BY_NAME.find(([re]) => re.test(name))?.[1] ?? 'text';
}

const MAX_TEXT = 4000;

/** The zod rule of a value of this kind; `''` clears any setting but a boolean. */
export function settingValueSchema(kind: SettingKind): z.ZodType<string, string> {
  const optional = (s: z.ZodType<string, string>) => z.union([z.literal(''), s]);
  switch (kind) {
    case 'boolean':
      return z.enum(['true', 'false'], { error: 'must be true or false' });
    case 'integer':
      return optional(z.string().regex(/^\d{1,9}$/, 'must be a whole number (0 or more)'));
    case 'decimal':
      return optional(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 50 or 49.99'));
    case 'currency':
      return optional(z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (ISO 4217)'));
    case 'country':
      return optional(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code (ISO 3166-1)'));
    case 'language':
      return optional(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code such as en or en-GB'));
    case 'url':
      return optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(MAX_TEXT));
    case 'image':
      return optional(
        z
          .string()
          .max(MAX_TEXT)
          .refine((v) => /^\/media\/[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(v) || /^https?:\/\/[^\s]+$/.test(v), 'must be an uploaded image (/media/…) or an http(s) URL'),
      );
    default:
      return z.string().max(MAX_TEXT, `must be at most ${MAX_TEXT} characters`);
  }
}
