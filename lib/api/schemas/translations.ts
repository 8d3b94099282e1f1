import { z } from 'zod';

/**
 * Translations of a record (issue 38, docs/locales.md): GET/PUT /api/v1/{product|category|brand|collection}/{id}/translations.
 */
/** Records addressed by Guid; meta-info attributes (by field code) are translatable too. */
export const TRANSLATABLE_KINDS = ['product', 'category', 'brand', 'collection'] as const;
export type TranslatableKind = (typeof TRANSLATABLE_KINDS)[number] | 'attribute';

/**
 * The fields of each kind a locale may have its own text for (besides a product's text attributes,
 * `attribute.<code>`, and an attribute's option labels, `option.<key>`).
 */
export const TRANSLATABLE_FIELDS: Record<TranslatableKind, readonly string[]> = {
  product: ['name', 'shortDescription', 'description', 'metaTitle', 'metaDescription', 'metaKeywords', 'seoUrl'],
  category: ['name', 'description', 'metaTitle', 'metaDescription'],
  brand: ['name', 'description'],
  collection: ['name'],
  attribute: ['fieldName'],
};
export const OPTION_FIELD_PREFIX = 'option.';

/** A product's text attributes (meta-info input types Text, TextArea, RichText) are translatable as `attribute.<code>`. */
export const TEXT_ATTRIBUTE_TYPES = [1, 2, 3] as const;
export const ATTRIBUTE_FIELD_PREFIX = 'attribute.';

/** A translated slug (seoUrl): lower-case letters (any script) and digits joined by single hyphens. */
export const TRANSLATED_SLUG = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

export const translationsSchema = z
  .object({
    id: z.string().describe('The record\'s id.'),
    defaultLocale: z.string().describe('The culture whose text the record\'s own fields hold (DomainSettings.DefaultLanguage).'),
    locales: z.array(z.string()).describe('The enabled locales (the config\'s languages), as cultures, the default first.'),
    fields: z.array(z.string()).describe('The translatable fields of this record, in form order.'),
    source: z.record(z.string(), z.string()).describe('Each translatable field\'s text in the default locale.'),
    translations: z
      .record(z.string(), z.record(z.string(), z.string()))
      .describe('Per non-default locale, the fields translated into it; a field missing here falls back to `source`.'),
  })
  .meta({ id: 'Translations' });
export type Translations = z.infer<typeof translationsSchema>;

export const translationsUpdateSchema = z
  .object({
    locale: z.string().trim().min(1).max(35).describe('An enabled locale other than the default, by culture (`fr-FR`) or code (`fr`).'),
    fields: z
      .record(z.string().max(100), z.union([z.string().max(100_000), z.null()]))
      .refine((f) => Object.keys(f).length > 0, 'name at least one field')
      .refine((f) => Object.keys(f).length <= 200, 'at most 200 fields at once')
      .describe('Field → its text in that locale. An empty string or null removes the translation (the field falls back to the default locale\'s).'),
  })
  .strict()
  .meta({ id: 'TranslationsUpdate' });
export type TranslationsUpdate = z.infer<typeof translationsUpdateSchema>;
