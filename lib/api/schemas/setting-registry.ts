import type { SettingKind } from './setting-kinds';

/**
 * THE list of store settings (docs/settings.md): each key with its label and help text for the
 * Settings page, its kind (which validates a value and picks the widget), its default (what the seed
 * writes and what start-up adds to a database that lacks it) and where it takes effect. A setting
 * nothing reads is still stored and served by GET /api/v2/infra/config (the interface lists it), but
 * the Settings page does not show it: a shown setting always changes something.
 */
export interface SettingDefinition {
  label: string;
  help: string;
  kind: SettingKind;
  default: string;
  /** Write-only: the seed gives it a random value, reads answer <SECRET_VALUE>. */
  secret?: boolean;
  /** Where the value takes effect, in words (docs/settings.md); null when nothing reads it. */
  readBy: string | null;
}

/** The config types in the order the page and GET /api/v2/infra/config list them, with their titles. */
export const SETTING_GROUPS = {
  SellerSettings: 'Seller details',
  B2BSettings: 'B2B and quotations',
  BasketSettings: 'Baskets',
  DomainSettings: 'Domain and region',
  SeoSettings: 'Search engines',
  StoreLocatorSettings: 'Store locator',
  SecuritySettings: 'Security',
  AdvancedPriceCalcFormulaSettings: 'Price formula',
  CatalogSettings: 'Catalogue',
  DataImportSettings: 'Data import',
  FeatureToggleSettings: 'Feature toggles',
  OrderSettings: 'Orders',
  PaymentSettings: 'Payments',
  ReturnsSettings: 'Returns',
  SearchSettings: 'Search',
} as const;
export type SettingGroup = keyof typeof SETTING_GROUPS;

/** How a setting that only the storefront acts on names its reader (it reads the config answer). */
export const READ_BY_STOREFRONT = 'The storefront, through GET /api/v2/infra/config';
const STOREFRONT = READ_BY_STOREFRONT;
const NOT_READ = null;

export const SETTINGS = {
  'SellerSettings.LegalName': {
    label: 'Legal name',
    help: 'The company name printed at the top of every quotation PDF.',
    kind: 'text',
    default: 'Northfold Outdoor Ltd',
    readBy: 'Quotation PDFs: the seller block (lib/service/b2b/quotes/pdf.ts)',
  },
  'SellerSettings.Address': {
    label: 'Address',
    help: 'The registered address, one line per line, printed under the legal name.',
    kind: 'multiline',
    default: '1 Harbour Street\nLeeds LS1 4AB\nUnited Kingdom',
    readBy: 'Quotation PDFs: the seller block',
  },
  'SellerSettings.VatNumber': {
    label: 'VAT number',
    help: 'Printed on quotations beside the seller. Leave empty when not VAT-registered.',
    kind: 'text',
    default: 'GB 123 4567 89',
    readBy: 'Quotation PDFs: the seller block',
  },
  'SellerSettings.LogoUrl': {
    label: 'Logo',
    help: 'An image (PNG, JPEG, WebP or SVG) printed on quotations: an uploaded /media/… path or an http(s) URL. Empty: no logo.',
    kind: 'image',
    default: '/media/brand/northfold-logo.svg',
    readBy: 'Quotation PDFs: the logo at the top left',
  },
  'B2BSettings.QuoteValidityDays': {
    label: 'Quotation validity (days)',
    help: 'A quotation sent without a valid-until date stays valid this many days from the day it is sent.',
    kind: 'integer',
    default: '30',
    readBy: 'Sending a quotation without a valid-until date (lib/service/b2b/quotes/move-status.ts); the editor\'s hint; the PDF of a draft',
  },
  'B2BSettings.DefaultPriceListCode': {
    label: 'Default price list for companies',
    help: 'The code of the price list that prices quotations of companies without a price list of their own.',
    kind: 'text',
    default: 'TRADE-GBP',
    readBy: 'Quotations of a company without a price list: prices and currency (lib/service/b2b/quotes/pricing.ts)',
  },
  'B2BSettings.QuotationTerms': {
    label: 'Quotation terms',
    help: 'The terms and conditions printed at the end of every quotation PDF.',
    kind: 'multiline',
    default:
      'Prices exclude VAT unless stated and are valid until the date shown. Payment 30 days from the invoice date. Goods remain our property until paid for in full. Delivery dates are estimates.',
    readBy: 'Quotation PDFs: the terms at the end',
  },
  'B2BSettings.EnableB2B': { label: 'B2B enabled', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'B2BSettings.RequireCompanyApproval': { label: 'Companies need approval', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'B2BSettings.MinimumOrderValue': { label: 'Minimum order value', help: '', kind: 'decimal', default: '250.00', readBy: NOT_READ },
  'B2BSettings.AllowCreditAccount': { label: 'Credit accounts', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'BasketSettings.MaxLineQty': {
    label: 'Most of one product in a basket',
    help: 'A basket line may hold at most this many of one product; more is refused when it is added or changed. 0: no limit.',
    kind: 'integer',
    default: '99',
    readBy: 'Adding to a basket and changing a line\'s quantity (lib/service/baskets/lines.ts)',
  },
  'BasketSettings.BasketExpiryDays': { label: 'Basket expiry (days)', help: '', kind: 'integer', default: '30', readBy: NOT_READ },
  // Free delivery is a threshold of each shipping method, per currency (shipping_method_prices).
  'BasketSettings.FreeShippingThreshold': { label: 'Free shipping from', help: '', kind: 'decimal', default: '50.00', readBy: NOT_READ },
  'BasketSettings.EnableSaveForLater': { label: 'Save for later', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'BasketSettings.EnableGiftWrap': { label: 'Gift wrap', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'BasketSettings.GiftWrapPrice': { label: 'Gift wrap price', help: '', kind: 'decimal', default: '3.50', readBy: NOT_READ },
  'DomainSettings.DefaultCountry': {
    label: 'Default country',
    help: 'The country whose values apply when a caller names none (no Country header).',
    kind: 'country',
    default: 'GB',
    readBy: 'GET /api/v2/infra/config without a Country header: whose country values apply, and RegionalSettings.DefaultCountry (the storefront)',
  },
  'DomainSettings.DefaultCurrency': {
    label: 'Default currency',
    help: 'The currency the storefront starts in; a country may have its own.',
    kind: 'currency',
    default: 'GBP',
    readBy: `${STOREFRONT}: RegionalSettings.DefaultCurrencyCode`,
  },
  'DomainSettings.DefaultLanguage': {
    label: 'Default language',
    help: 'The language the storefront starts in; a country may have its own.',
    kind: 'language',
    default: 'en',
    readBy: `${STOREFRONT}: RegionalSettings.DefaultLanguageCode`,
  },
  'DomainSettings.StorefrontBaseUrl': {
    label: 'Storefront address',
    help: 'The storefront\'s public URL: redirect sources and microsite links are absolute on it. Empty: they stay relative.',
    kind: 'url',
    default: 'https://www.northfold.example',
    readBy: 'GET /api/v2/content/redirects and /api/v2/content/microsite/all (lib/service/content.ts)',
  },
  'DomainSettings.CookieDomain': { label: 'Cookie domain', help: '', kind: 'text', default: '.northfold.example', readBy: NOT_READ },
  'DomainSettings.RecaptchaSiteKey': { label: 'reCAPTCHA site key', help: '', kind: 'text', default: 'site-key-northfold-demo', readBy: NOT_READ },
  'DomainSettings.RecaptchaSecretKey': { label: 'reCAPTCHA secret key', help: '', kind: 'text', default: '', secret: true, readBy: NOT_READ },
  'SeoSettings.DefaultTitle': {
    label: 'Page title',
    help: 'The title of storefront pages that have none of their own.',
    kind: 'text',
    default: 'Northfold — outdoor and everyday clothing',
    readBy: `${STOREFRONT}: page titles (docs/real-clients.md)`,
  },
  'SeoSettings.DefaultMetaDescription': {
    label: 'Meta description',
    help: 'The description search engines show for storefront pages that have none of their own.',
    kind: 'text',
    default: 'Clothing, footwear and accessories from Northfold, delivered across the UK and Europe.',
    readBy: `${STOREFRONT}: meta tags`,
  },
  'SeoSettings.DefaultMetaKeywords': {
    label: 'Meta keywords',
    help: 'Comma-separated keywords of storefront pages that have none of their own.',
    kind: 'text',
    default: 'clothing, footwear, outdoor, accessories',
    readBy: `${STOREFRONT}: meta tags`,
  },
  'StoreLocatorSettings.DefaultRadiusMiles': {
    label: 'Search radius (miles)',
    help: 'How far from a post code the store finder looks when the caller gives no radius.',
    kind: 'integer',
    default: '50',
    readBy: 'POST and GET /api/v2/stores/{postCode} without `radius` (lib/service/stores.ts)',
  },
  'StoreLocatorSettings.MaxResults': {
    label: 'Stores listed',
    help: 'How many stores, nearest first, the store finder lists when the caller gives no limit.',
    kind: 'integer',
    default: '20',
    readBy: 'POST and GET /api/v2/stores/{postCode} without `limit`',
  },
  'StoreLocatorSettings.DistanceUnit': { label: 'Distance unit', help: '', kind: 'text', default: 'miles', readBy: NOT_READ },
  'SecuritySettings.RefreshTokenLifetimeDays': {
    label: 'Refresh token lifetime (days)',
    help: 'How long an API client\'s refresh token may be used; tokens already issued keep their lifetime.',
    kind: 'integer',
    default: '30',
    readBy: 'POST /oAuth/Token (lib/service/api-clients.ts)',
  },
  'AdvancedPriceCalcFormulaSettings.Enabled': { label: 'Formula enabled', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'AdvancedPriceCalcFormulaSettings.Formula': {
    label: 'Formula',
    help: '',
    kind: 'text',
    default: '(CostPrice + LandingCost) * (1 + MarkupPct / 100) * (1 + TaxRate / 100)',
    readBy: NOT_READ,
  },
  'AdvancedPriceCalcFormulaSettings.DefaultMarkupPct': { label: 'Default markup (%)', help: '', kind: 'integer', default: '120', readBy: NOT_READ },
  'AdvancedPriceCalcFormulaSettings.MinimumMarginPct': { label: 'Minimum margin (%)', help: '', kind: 'integer', default: '35', readBy: NOT_READ },
  'AdvancedPriceCalcFormulaSettings.RoundingRule': { label: 'Rounding rule', help: '', kind: 'text', default: 'RetailEnding99', readBy: NOT_READ },
  'CatalogSettings.PricesIncludeTax': {
    label: 'Imported sell prices include tax',
    help: 'On: a supplier file\'s sell prices are read with tax. Off: they are net, and the tax of the product\'s tax class is added.',
    kind: 'boolean',
    default: 'true',
    readBy: 'Product import: how a file\'s sell prices are read (lib/service/import/options.ts)',
  },
  'CatalogSettings.DefaultWarehouseCode': {
    label: 'Default warehouse',
    help: 'The warehouse (by code) that a supplier file\'s one Stock column fills. Empty: the first warehouse that is not a shop.',
    kind: 'text',
    default: 'MAN-DC',
    readBy: 'Product import: the warehouse of a plain Stock column (lib/service/import/options.ts)',
  },
  'CatalogSettings.DefaultPageSize': { label: 'Page size', help: '', kind: 'integer', default: '24', readBy: NOT_READ },
  'CatalogSettings.DefaultSortBy': { label: 'Sort order', help: '', kind: 'text', default: 'relevance', readBy: NOT_READ },
  'CatalogSettings.ShowOutOfStockProducts': { label: 'Show out-of-stock products', help: '', kind: 'boolean', default: 'false', readBy: NOT_READ },
  'CatalogSettings.LowStockThreshold': { label: 'Low stock from', help: '', kind: 'integer', default: '5', readBy: NOT_READ },
  'CatalogSettings.ImageCdnBaseUrl': { label: 'Image CDN', help: '', kind: 'url', default: 'https://cdn.northfold.example/media', readBy: NOT_READ },
  'CatalogSettings.EnableProductReviews': { label: 'Product reviews', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'DataImportSettings.ImportSource': { label: 'Import source', help: '', kind: 'text', default: 'sftp', readBy: NOT_READ },
  'DataImportSettings.ImportSchedule': { label: 'Import schedule', help: '', kind: 'text', default: '0 2 * * *', readBy: NOT_READ },
  'DataImportSettings.BatchSize': { label: 'Batch size', help: '', kind: 'integer', default: '5000', readBy: NOT_READ },
  'DataImportSettings.SftpHost': { label: 'SFTP host', help: '', kind: 'text', default: 'sftp.northfold.example', readBy: NOT_READ },
  'DataImportSettings.SftpUsername': { label: 'SFTP user', help: '', kind: 'text', default: 'catalogue-import', readBy: NOT_READ },
  'DataImportSettings.SftpPassword': { label: 'SFTP password', help: '', kind: 'text', default: '', secret: true, readBy: NOT_READ },
  'DataImportSettings.ConnectionString': { label: 'Connection string', help: '', kind: 'text', default: '', secret: true, readBy: NOT_READ },
  'DataImportSettings.ErpApiKey': { label: 'ERP API key', help: '', kind: 'text', default: '', secret: true, readBy: NOT_READ },
  'FeatureToggleSettings.EnableStoreLocator': { label: 'Store locator', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'FeatureToggleSettings.EnableClickAndCollect': { label: 'Click and collect', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'FeatureToggleSettings.EnableReturnsPortal': { label: 'Returns portal', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'FeatureToggleSettings.EnableWishlist': { label: 'Wishlist', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'FeatureToggleSettings.EnableB2BQuotes': { label: 'B2B quotes', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'FeatureToggleSettings.EnableLiveChat': { label: 'Live chat', help: '', kind: 'boolean', default: 'false', readBy: NOT_READ },
  'FeatureToggleSettings.EnableNewCheckout': { label: 'New checkout', help: '', kind: 'boolean', default: 'false', readBy: NOT_READ },
  'OrderSettings.OrderNumberPrefix': { label: 'Order number prefix', help: '', kind: 'text', default: 'NF', readBy: NOT_READ },
  'OrderSettings.CancellationWindowMinutes': { label: 'Cancellation window (minutes)', help: '', kind: 'integer', default: '30', readBy: NOT_READ },
  'OrderSettings.SendOrderConfirmationEmail': { label: 'Order confirmation email', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'PaymentSettings.Provider': { label: 'Payment provider', help: '', kind: 'text', default: 'demo-gateway', readBy: NOT_READ },
  'PaymentSettings.MerchantId': { label: 'Merchant id', help: '', kind: 'text', default: 'northfold-demo', readBy: NOT_READ },
  'PaymentSettings.GatewaySecretKey': { label: 'Gateway secret key', help: '', kind: 'text', default: '', secret: true, readBy: NOT_READ },
  'PaymentSettings.WebhookSigningSecret': { label: 'Webhook signing secret', help: '', kind: 'text', default: '', secret: true, readBy: NOT_READ },
  'ReturnsSettings.ReturnWindowDays': { label: 'Return window (days)', help: '', kind: 'integer', default: '30', readBy: NOT_READ },
  'ReturnsSettings.RequireReturnReason': { label: 'Return reason required', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'ReturnsSettings.AllowExchanges': { label: 'Exchanges', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'SearchSettings.EnableFacets': { label: 'Facets', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
  'SearchSettings.MaxFacetValues': { label: 'Facet values shown', help: '', kind: 'integer', default: '20', readBy: NOT_READ },
  'SearchSettings.EnableSynonyms': { label: 'Synonyms', help: '', kind: 'boolean', default: 'true', readBy: NOT_READ },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTINGS;

const definitions: Record<string, SettingDefinition> = SETTINGS;

/** The definition of a stored key; undefined for a key the registry does not know. */
export const settingDefinition = (key: string): SettingDefinition | undefined => definitions[key];

/** Whether the Settings page shows the key: a known setting that something reads. */
export const isShownSetting = (key: string) => Boolean(definitions[key]?.readBy);

export const configTypeOf = (key: string) => key.slice(0, key.indexOf('.'));

/** The config types in listing order (the registry's, then any other, by name). */
export const CONFIG_TYPE_ORDER = Object.keys(SETTING_GROUPS) as SettingGroup[];
