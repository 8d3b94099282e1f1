import type { HistoryEntity } from '@/lib/api/schemas/history';
import { PRODUCT_GROUP_FIELDS } from '@/lib/api/schemas/product-lifecycle';
import { humanize } from './enums';
import { attributeOf, priceListName, warehouseName, type LabelReferences } from './references';
import { translationHistoryLabel } from './translations';

/**
 * What a field path means to a reader, for every entity the history records. Product fields are
 * named by meta-info (the attribute's own name, so a renamed attribute is renamed here too); price
 * and stock fields by their price list and warehouse; everything else by the tables below.
 */

/** A product history field written by a price or stock change: prices.<list code>.<currency>.<field>, stock.<warehouse code>.<field>. */
export const PRICE_FIELD = /^prices\.(.+)\.([A-Za-z]{3})\.(sellPrice|sellPriceExcVat|listPrice|costPrice|taxClassId)$/;
export const STOCK_FIELD = /^stock\.(.+)\.(onHand|allocated)$/;
/** In a channel or not (docs/channels.md): channels.<channel id>, true or false. */
const CHANNEL_FIELD = /^channels\.([0-9a-f-]{36})$/;

const PRICE_WORDS: Record<string, string> = {
  sellPrice: 'Sell price',
  sellPriceExcVat: 'Sell price without tax',
  listPrice: 'List price',
  costPrice: 'Cost price',
  taxClassId: 'Tax class',
};
const STOCK_WORDS: Record<string, string> = { onHand: 'on hand', allocated: 'allocated' };

/**
 * The meta-info field code of a product history field: group fields (`basicInfo.brandId`, single
 * edits) and the bare names bulk runs and imports record (`brandId`, the column camel-cased) alike.
 */
const PRODUCT_FIELD_CODES: Record<string, string> = (() => {
  const out: Record<string, string> = {};
  for (const [group, fields] of Object.entries(PRODUCT_GROUP_FIELDS))
    for (const [key, code] of Object.entries(fields as Record<string, string>)) {
      if (!code) continue;
      out[`${group}.${key}`] = code;
      out[key] = code;
    }
  // Bulk runs name a column by itself: seo_url is seoUrl, not seo.url's "url".
  out.seoUrl = 'SeoUrl';
  out.tags = 'Tags';
  out.collections = 'Collections';
  return out;
})();

/** Product fields meta-info does not describe. */
const PRODUCT_WORDS: Record<string, string> = {
  productCode: 'Product code',
  notes: 'Internal notes',
  extendedDescription: 'Extended description',
  customAttributeSetId: 'Attribute set',
  upcean: 'UPC/EAN',
  gtn: 'GTIN',
  categories: 'Categories',
  collections: 'Collections',
  relatedProducts: 'Related products',
  tags: 'Tags',
  media: 'Image',
  'media.order': 'Order of the images',
  'variants.variantConfig': 'Variant set-up',
  publishedAt: 'Published',
};

const COMPANY_WORDS: Record<string, string> = {
  name: 'Company name',
  businessType: 'Business type',
  registeredNumber: 'Registered number',
  priceListId: 'Price list',
  customerGroupId: 'Customer group',
  creditLimit: 'Credit limit',
  companyUserRole: 'role',
  newsLetterSubscribed: 'newsletter',
  telephone: 'telephone',
};

const QUOTATION_WORDS: Record<string, string> = {
  quoteName: 'Quotation name',
  purchaseOrderNo: 'Purchase order number',
  email: "Buyer's email",
  validUntil: 'Valid until',
  delivery: 'Delivery charge',
  shippingAddress: 'Delivery address',
  billingAddress: 'Billing address',
  lines: 'Lines',
  grandTotal: 'Total',
  basketId: 'Basket',
};

const CATEGORY_WORDS: Record<string, string> = {
  parentId: 'Parent category',
  displayOrder: 'Position',
  isActive: 'Active',
  isVisible: 'Shown on the storefront',
  seoUrl: 'URL slug',
  productFamilyId: 'Product family',
};

/** The attribute code of a product field, when it has one. */
export function productFieldCode(field: string): string | undefined {
  if (field.startsWith('customAttributes.')) return field.slice('customAttributes.'.length);
  return PRODUCT_FIELD_CODES[field];
}

function productField(field: string, refs: LabelReferences): string {
  const price = PRICE_FIELD.exec(field);
  if (price) return `${PRICE_WORDS[price[3]]} in ${priceListName(refs, price[1])}`;
  const stock = STOCK_FIELD.exec(field);
  if (stock) return `Stock at ${warehouseName(refs, stock[1])}, ${STOCK_WORDS[stock[2]]}`;
  const channel = CHANNEL_FIELD.exec(field);
  if (channel) {
    const named = refs.channels?.find((c) => c.id === channel[1]);
    return named ? `In channel ${named.name} (${named.code})` : 'In a channel since deleted';
  }
  const code = productFieldCode(field);
  const named = code ? attributeOf(refs, code)?.fieldName : undefined;
  const last = field.slice(field.lastIndexOf('.') + 1);
  return named ?? PRODUCT_WORDS[field] ?? PRODUCT_WORDS[last] ?? humanize(code ?? last);
}

function companyField(field: string): string {
  if (field.startsWith('address.')) return 'Address';
  if (field.startsWith('primaryUser.')) {
    const f = field.slice('primaryUser.'.length);
    return `Primary user's ${COMPANY_WORDS[f] ?? humanize(f).toLowerCase()}`;
  }
  return COMPANY_WORDS[field] ?? humanize(field);
}

/** A history field in words ("Stock at Manchester Distribution Centre, allocated"). */
export function fieldLabel(entity: HistoryEntity, field: string, refs: LabelReferences = {}): string {
  const translated = translationHistoryLabel(field, (code) => attributeOf(refs, code)?.fieldName);
  if (translated) return translated;
  switch (entity) {
    case 'product':
      return productField(field, refs);
    case 'company':
      return companyField(field);
    case 'quotation':
      return QUOTATION_WORDS[field] ?? humanize(field);
    case 'category':
      return CATEGORY_WORDS[field] ?? humanize(field);
    default:
      return humanize(field.slice(field.lastIndexOf('.') + 1));
  }
}
