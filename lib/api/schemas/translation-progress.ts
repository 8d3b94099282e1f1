import { z } from 'zod';

/**
 * Translation progress per locale (issue 38, extension): GET /api/v1/translations/progress. A product
 * counts as translated into a locale when each of these fields that has text in the default language
 * has its own text there (metaKeywords and text attributes are not counted).
 */
export const PROGRESS_FIELDS = ['name', 'shortDescription', 'description', 'metaTitle', 'metaDescription', 'seoUrl'] as const;

export const translationProgressQuerySchema = z
  .object({
    locale: z
      .string()
      .trim()
      .min(1)
      .max(35)
      .optional()
      .describe('Only this enabled locale (by culture `fr-FR` or code `fr`); not the default one. Without it: every enabled locale but the default.'),
  })
  .strict();

export const localeProgressSchema = z
  .object({
    locale: z.string().describe('The locale, as a culture (`fr-FR`).'),
    products: z.number().int().describe('Master products (not variants) in the catalogue.'),
    named: z.number().int().describe('Of those, how many have a name in this locale.'),
    complete: z
      .number()
      .int()
      .describe(`Of those, how many have this locale's text for every one of ${PROGRESS_FIELDS.join(', ')} that has text in the default locale.`),
  })
  .meta({ id: 'LocaleTranslationProgress' });

export const translationProgressSchema = z
  .object({
    defaultLocale: z.string().describe('The culture whose text the products\' own fields hold.'),
    locales: z.array(localeProgressSchema).describe('Every enabled locale but the default, in the config\'s order (or the one asked for).'),
  })
  .meta({ id: 'TranslationProgress' });
export type TranslationProgress = z.output<typeof translationProgressSchema>;
