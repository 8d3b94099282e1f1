import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { bulkInsert } from './bulk-insert';
import type { SeedPart } from './index';

/**
 * Store settings. Secret values (connection strings, API keys) are generated at random on every seed
 * and never written down: the repository holds no secret, and the service never returns one.
 */
const secret = () => randomBytes(24).toString('base64url');

type Setting = [name: string, value: string, options?: { secret?: boolean; byCountry?: Record<string, string> }];

const SETTINGS: Record<string, Setting[]> = {
  AdvancedPriceCalcFormulaSettings: [
    ['Enabled', 'true'],
    ['Formula', '(CostPrice + LandingCost) * (1 + MarkupPct / 100) * (1 + TaxRate / 100)'],
    ['DefaultMarkupPct', '120'],
    ['MinimumMarginPct', '35'],
    ['RoundingRule', 'RetailEnding99'],
  ],
  B2BSettings: [
    ['EnableB2B', 'true'],
    ['RequireCompanyApproval', 'true'],
    ['DefaultPriceListCode', 'TRADE-GBP'],
    ['QuoteValidityDays', '30'],
    ['MinimumOrderValue', '250.00'],
    ['AllowCreditAccount', 'true'],
  ],
  BasketSettings: [
    ['MaxLineQty', '99'],
    ['BasketExpiryDays', '30'],
    ['FreeShippingThreshold', '50.00', { byCountry: { IE: '60.00', DE: '60.00', FR: '60.00', US: '75.00', ROW: '150.00' } }],
    ['EnableSaveForLater', 'true'],
    ['EnableGiftWrap', 'true'],
    ['GiftWrapPrice', '3.50'],
  ],
  CatalogSettings: [
    ['DefaultPageSize', '24'],
    ['DefaultSortBy', 'relevance'],
    ['ShowOutOfStockProducts', 'false'],
    ['LowStockThreshold', '5'],
    ['ImageCdnBaseUrl', 'https://cdn.northfold.example/media'],
    ['EnableProductReviews', 'true'],
    // Read by the product import (lib/service/import/options.ts): how a file's sell prices are read,
    // and which warehouse a file's one stock column fills.
    ['PricesIncludeTax', 'true'],
    ['DefaultWarehouseCode', 'MAN-DC'],
  ],
  DataImportSettings: [
    ['ImportSource', 'sftp'],
    ['ImportSchedule', '0 2 * * *'],
    ['BatchSize', '5000'],
    ['SftpHost', 'sftp.northfold.example'],
    ['SftpUsername', 'catalogue-import'],
    ['SftpPassword', '', { secret: true }],
    ['ConnectionString', '', { secret: true }],
    ['ErpApiKey', '', { secret: true }],
  ],
  DomainSettings: [
    ['DefaultCountry', 'GB'],
    ['DefaultCurrency', 'GBP', { byCountry: { IE: 'EUR', DE: 'EUR', FR: 'EUR', NL: 'EUR', US: 'USD', ROW: 'USD' } }],
    ['DefaultLanguage', 'en', { byCountry: { DE: 'de', FR: 'fr' } }],
    ['StorefrontBaseUrl', 'https://www.northfold.example'],
    ['CookieDomain', '.northfold.example'],
    ['RecaptchaSiteKey', 'site-key-northfold-demo'],
    ['RecaptchaSecretKey', '', { secret: true }],
  ],
  FeatureToggleSettings: [
    ['EnableStoreLocator', 'true'],
    ['EnableClickAndCollect', 'true'],
    ['EnableReturnsPortal', 'true'],
    ['EnableWishlist', 'true'],
    ['EnableB2BQuotes', 'true'],
    ['EnableLiveChat', 'false'],
    ['EnableNewCheckout', 'false'],
  ],
  OrderSettings: [
    ['OrderNumberPrefix', 'NF'],
    ['CancellationWindowMinutes', '30'],
    ['SendOrderConfirmationEmail', 'true'],
  ],
  PaymentSettings: [
    ['Provider', 'demo-gateway'],
    ['MerchantId', 'northfold-demo'],
    ['GatewaySecretKey', '', { secret: true }],
    ['WebhookSigningSecret', '', { secret: true }],
  ],
  ReturnsSettings: [
    ['ReturnWindowDays', '30', { byCountry: { DE: '30', US: '60' } }],
    ['RequireReturnReason', 'true'],
    ['AllowExchanges', 'true'],
  ],
  // Read by the vendor's storefront for page titles and meta tags (docs/real-clients.md).
  SeoSettings: [
    ['DefaultTitle', 'Northfold — outdoor and everyday clothing'],
    ['DefaultMetaDescription', 'Clothing, footwear and accessories from Northfold, delivered across the UK and Europe.'],
    ['DefaultMetaKeywords', 'clothing, footwear, outdoor, accessories'],
  ],
  SearchSettings: [
    ['EnableFacets', 'true'],
    ['MaxFacetValues', '20'],
    ['EnableSynonyms', 'true'],
  ],
  StoreLocatorSettings: [
    ['DefaultRadiusMiles', '50'],
    ['MaxResults', '20'],
    ['DistanceUnit', 'miles'],
  ],
  // Read by the token endpoint (lib/service/api-clients.ts).
  SecuritySettings: [['RefreshTokenLifetimeDays', '30']],
};

const COUNTRIES: [code: string, name: string, shipping: boolean][] = [
  ['GB', 'United Kingdom', true], ['IE', 'Ireland', true], ['FR', 'France', true], ['DE', 'Germany', true],
  ['NL', 'Netherlands', true], ['BE', 'Belgium', true], ['ES', 'Spain', true], ['IT', 'Italy', true],
  ['US', 'United States', true], ['CA', 'Canada', false], ['AU', 'Australia', false], ['CH', 'Switzerland', false],
];

function settingRows(): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const [configType, settings] of Object.entries(SETTINGS)) {
    settings.forEach(([name, value, options = {}], i) => {
      const base = { config_type: configType, name, is_secret: !!options.secret, display_order: i + 1 };
      rows.push({ ...base, country_code: '', value: options.secret ? secret() : value });
      for (const [country, v] of Object.entries(options.byCountry ?? {})) rows.push({ ...base, country_code: country, value: v });
    });
  }
  return rows;
}

/**
 * At every start: a setting added since the database was seeded gets its default, so the service
 * reads it and the Settings page shows it; a value already stored (changed or not) stays.
 */
export async function ensureSettings(db: Db): Promise<void> {
  const missing = settingRows().filter((r) => r.country_code === '');
  const chunk = JSON.stringify(missing);
  await db.execute(sql`
    insert into config_settings (config_type, name, country_code, value, is_secret, display_order)
    select config_type, name, country_code, value, is_secret, display_order
    from json_populate_recordset(null::config_settings, ${chunk}::json)
    on conflict (config_type, name, country_code) do nothing`);
}

export const seedSettings: SeedPart = async (db) => {
  await bulkInsert(db, 'config_settings', settingRows());
  await bulkInsert(
    db,
    'settings_countries',
    COUNTRIES.map(([code, name, shipping], i) => ({
      two_letter_iso_code: code,
      name,
      is_shipping: shipping,
      is_billing: true,
      display_order: i + 1,
    })),
  );
  await bulkInsert(db, 'settings_currencies', [
    { currency_code: 'GBP', currency_symbol: '£', display_order: 1 },
    { currency_code: 'EUR', currency_symbol: '€', display_order: 2 },
    { currency_code: 'USD', currency_symbol: '$', display_order: 3 },
  ]);
  await bulkInsert(db, 'settings_languages', [
    { language_code: 'en', language_culture: 'en-GB', display_order: 1 },
    { language_code: 'de', language_culture: 'de-DE', display_order: 2 },
    { language_code: 'fr', language_culture: 'fr-FR', display_order: 3 },
  ]);
  await bulkInsert(db, 'review_settings', [
    { section_name: 'Rating', options: ['1', '2', '3', '4', '5'], is_checked: true, display_order: 1 },
    { section_name: 'Fit', options: ['Runs small', 'True to size', 'Runs large'], is_checked: true, display_order: 2 },
    { section_name: 'Quality', options: ['Poor', 'Fair', 'Good', 'Excellent'], is_checked: true, display_order: 3 },
    { section_name: 'WouldRecommend', options: ['Yes', 'No'], is_checked: true, display_order: 4 },
    { section_name: 'Photos', options: [], is_checked: false, display_order: 5 },
  ]);
  await bulkInsert(db, 'geo_locators', [
    { country_code: 'GB', microsite_code: 'UK', currency_code: 'GBP', language_code: 'en', display_order: 1 },
    { country_code: 'IE', microsite_code: 'EU', currency_code: 'EUR', language_code: 'en', display_order: 2 },
    { country_code: 'DE', microsite_code: 'EU', currency_code: 'EUR', language_code: 'de', display_order: 3 },
    { country_code: 'FR', microsite_code: 'EU', currency_code: 'EUR', language_code: 'fr', display_order: 4 },
    { country_code: 'US', microsite_code: 'US', currency_code: 'USD', language_code: 'en', display_order: 5 },
  ]);
  await bulkInsert(db, 'snippets', [
    {
      type: 'script', placement: 'head', excluded_url: '',
      content: '<script async src="https://analytics.northfold.example/tag.js" data-site="northfold-demo"></script>',
      display_order: 1, is_active: true,
    },
    {
      type: 'html', placement: 'bodyStart', excluded_url: '/checkout,/account',
      content: '<div id="consent-banner" data-policy="/legal/cookies"></div>', display_order: 2, is_active: true,
    },
    {
      type: 'style', placement: 'head', excluded_url: '/checkout',
      content: '<style>.nav-sale{color:#b91c1c}</style>', display_order: 3, is_active: true,
    },
    {
      type: 'script', placement: 'bodyEnd', excluded_url: '/checkout',
      content: '<script src="https://chat.northfold.example/widget.js" defer></script>', display_order: 4, is_active: false,
    },
  ]);
};
