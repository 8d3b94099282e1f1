import { z } from 'zod';
import { micrositeSchema } from './content';

/** What a secret setting's value reads as, everywhere (spec § Store settings). */
export const SECRET_VALUE = '<SECRET_VALUE>';

/**
 * Config types in the order they are listed. The spec names the first seven; the others are ours.
 */
export const CONFIG_TYPES = [
  'AdvancedPriceCalcFormulaSettings',
  'B2BSettings',
  'BasketSettings',
  'CatalogSettings',
  'DataImportSettings',
  'DomainSettings',
  'FeatureToggleSettings',
  'OrderSettings',
  'PaymentSettings',
  'ReturnsSettings',
  'SearchSettings',
  'StoreLocatorSettings',
  'SecuritySettings',
  'SeoSettings',
  'SellerSettings',
] as const;

export const configSettingGroupSchema = z
  .object({
    configType: z.string(),
    configKeys: z.array(
      z.object({
        key: z.string().meta({ description: '<ConfigType>.<SettingName>' }),
        value: z.string().meta({ description: `Always text; secrets read "${SECRET_VALUE}"` }),
      }),
    ),
  })
  .meta({ id: 'ConfigSettingGroup' });

const countrySchema = z
  .object({ name: z.string(), twoLetterIsoCode: z.string() })
  .meta({ id: 'SettingsCountry' });

export const storeSettingsSchema = z
  .object({
    configSettings: z.array(configSettingGroupSchema),
    shippingCountries: z.array(countrySchema),
    billingCountries: z.array(countrySchema),
    currencies: z.array(z.object({ currencyCode: z.string(), currencySymbol: z.string() })),
    languages: z.array(z.object({ languageCode: z.string(), languageCulture: z.string() })),
    reviewSettings: z
      .array(z.object({ sectionName: z.string(), options: z.array(z.string()), isChecked: z.boolean() }))
      .meta({
        description: 'Sections of the product review form: the choices offered and whether the section is on',
      }),
    geoLocators: z
      .array(
        z.object({
          countryCode: z.string(),
          micrositeCode: z.string(),
          currencyCode: z.string(),
          languageCode: z.string(),
        }),
      )
      .meta({
        description:
          'Extension (shape not shown in the spec): the site, currency and language a visitor country gets',
      }),
    snippets: z.array(
      z.object({
        type: z.string().meta({ description: 'script, style or html' }),
        placement: z.string().meta({ description: 'head, bodyStart or bodyEnd' }),
        content: z.string(),
        excludedUrl: z
          .string()
          .meta({ description: 'Comma-separated path prefixes where the snippet is left out' }),
      }),
    ),
    microsites: z.array(micrositeSchema),
  })
  .meta({ id: 'StoreSettings' });
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** The Country header: a two-letter ISO 3166-1 code, or ROW for the rest of the world. */
export const countryHeaderSchema = z
  .string()
  .regex(/^([A-Z]{2}|ROW)$/, 'must be a two-letter country code (ISO 3166-1) or ROW');

export const settingUpdateSchema = z
  .object({
    key: z
      .string({ error: 'is required' })
      .trim()
      .regex(/^[A-Za-z0-9]+\.[A-Za-z0-9]+$/, 'must be <ConfigType>.<SettingName>'),
    value: z.string({ error: 'is required (text)' }).max(4000, 'must be at most 4000 characters'),
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2}|ROW)?$/, 'must be empty, a two-letter country code or ROW')
      .optional()
      .default('')
      .meta({
        description:
          'Empty (default) changes the default value; a country code (or ROW) sets that country’s override',
      }),
  })
  .meta({ id: 'SettingUpdate' });
export type SettingUpdate = z.input<typeof settingUpdateSchema>;
