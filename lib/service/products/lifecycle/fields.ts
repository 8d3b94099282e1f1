import type { Db } from '@/lib/db';
import { PRODUCT_GROUP_FIELDS, PRODUCT_GROUP_NAMES, type ProductUpdate } from '@/lib/api/schemas/product-lifecycle';
import { brandLookup } from '../../lookups';
import { attributesByCode, type ResolvedAttribute } from '../../meta-info';
import { sanitiseRichText } from '../../rich-text';
import { normaliseTags, resolveChange, type ChangeContext, type FieldChange } from '../bulk/changes';

/** Free-text fields that hold HTML for the storefront: sanitised like the description. */
const RICH_TEXT_FIELDS = new Set(['basicInfo.extendedDescription']);

/**
 * Turns the groups of a create or update body into typed changes, each validated by its meta-info
 * rule (the one the edit form uses), so the service and the form agree on what a valid value is.
 */

/** The products column behind each editable group field (history and snapshots use the group names). */
export const GROUP_COLUMNS: Record<string, string> = {
  'basicInfo.name': 'name',
  'basicInfo.stockCode': 'stock_code',
  'basicInfo.status': 'status',
  'basicInfo.productType': 'product_type',
  'basicInfo.shortDescription': 'short_description',
  'basicInfo.description': 'description',
  'basicInfo.keywords': 'keywords',
  'basicInfo.colorName': 'color_name',
  'basicInfo.colorCode': 'color_code',
  'basicInfo.productCode': 'product_code',
  'basicInfo.notes': 'notes',
  'basicInfo.extendedDescription': 'extended_description',
  'basicInfo.brandId': 'brand_id',
  'basicInfo.subbrandId': 'subbrand_id',
  'basicInfo.seasonId': 'season_id',
  'basicInfo.supplierId': 'supplier_id',
  'basicInfo.defaultCategoryId': 'default_category_id',
  'basicInfo.tariffCode': 'tariff_code',
  'basicInfo.originCountry': 'origin_country',
  'basicInfo.customAttributeSetId': 'custom_attribute_set_id',
  'identifiers.sku': 'sku',
  'identifiers.barcode': 'barcode',
  'identifiers.mpn': 'mpn',
  'identifiers.upcean': 'upcean',
  'identifiers.gtn': 'gtn',
  'flags.isActive': 'is_active',
  'flags.isVisible': 'is_visible',
  'flags.sellWithoutInventory': 'sell_without_inventory',
  'flags.fulfilFromWarehouse': 'fulfil_from_warehouse',
  'flags.fulfilFromStore': 'fulfil_from_store',
  'flags.fulfilFromSupplier': 'fulfil_from_supplier',
  'dimensions.weight': 'weight',
  'dimensions.height': 'height',
  'dimensions.length': 'length',
  'dimensions.width': 'width',
  'seo.url': 'seo_url',
  'seo.metaTitle': 'meta_title',
  'seo.metaDescription': 'meta_description',
  'seo.metaKeywords': 'meta_keywords',
  'dates.launchDate': 'launch_date',
  'dates.preorderLaunchDate': 'preorder_launch_date',
  'purchasability.minPurchaseQty': 'min_purchase_qty',
  'purchasability.maxPurchaseQty': 'max_purchase_qty',
  'purchasability.preorderMaxStock': 'preorder_max_stock',
  'purchasability.enableNotifyMe': 'enable_notify_me',
  'purchasability.enableSubscription': 'enable_subscription',
  'purchasability.isPreorderEnabled': 'is_preorder_enabled',
  'shippingInfo.isFreeShipping': 'is_free_shipping',
  'shippingInfo.deliveryNote': 'delivery_note',
};

/** Characters of a free-text group field (one no meta-info rule checks); the OpenAPI document gives it too. */
export const FREE_TEXT_MAX = 10_000;

export interface ResolvedUpdate {
  changes: FieldChange[];
  /** The new stock code, SKU and barcode when the body sets them (checked for uniqueness). */
  identifiers: { stockCode?: string; sku?: string; barcode?: string };
}

/** The editable copy of each metadata map built (rebuilt only with the metadata). */
const editableOf = new WeakMap<Map<string, ResolvedAttribute>, Map<string, ResolvedAttribute>>();

/** Meta-info with every field editable: a single-product write may set what a bulk update may not (codes). */
export async function editContext(db: Db): Promise<ChangeContext> {
  const [attributes, brands] = await Promise.all([attributesByCode(db), brandLookup(db)]);
  let editable = editableOf.get(attributes);
  if (!editable) {
    editable = new Map<string, ResolvedAttribute>();
    for (const [code, a] of attributes) editable.set(code, { ...a, meta: { ...a.meta, isBulkEditable: true } });
    editableOf.set(attributes, editable);
  }
  return { attributes: editable, brands };
}

const asText = (v: string | number | boolean | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Validates every group field of the body; problems go to `errors` as "<group>.<field>: message". */
export function resolveGroups(ctx: ChangeContext, body: ProductUpdate, errors: string[], prefix = ''): ResolvedUpdate {
  const changes: FieldChange[] = [];
  const identifiers: ResolvedUpdate['identifiers'] = {};
  for (const group of PRODUCT_GROUP_NAMES) {
    const values = body[group] as Record<string, string | number | boolean | null | undefined> | undefined;
    if (!values) continue;
    const codes = PRODUCT_GROUP_FIELDS[group] as Record<string, string>;
    for (const [field, raw] of Object.entries(values)) {
      if (raw === undefined) continue;
      const path = `${prefix}${group}.${field}`;
      const text = asText(raw);
      const code = codes[field];
      if (code === '') {
        if (text.length > FREE_TEXT_MAX) errors.push(`${path}: must be at most ${FREE_TEXT_MAX} characters`);
        else {
          const value = RICH_TEXT_FIELDS.has(`${group}.${field}`) ? sanitiseRichText(text) : text.trim();
          changes.push({ kind: 'column', column: GROUP_COLUMNS[`${group}.${field}`], type: 'text', value });
        }
        continue;
      }
      const change = resolveChange(ctx, code, text, { code: path, value: path }, errors);
      if (!change) continue;
      changes.push(change);
      if (change.kind === 'column' && change.column === 'stock_code') identifiers.stockCode = String(change.value);
      if (change.kind === 'column' && change.column === 'sku') identifiers.sku = String(change.value);
      if (change.kind === 'column' && change.column === 'barcode') identifiers.barcode = String(change.value);
    }
  }
  if (body.tags) changes.push({ kind: 'tags', tags: normaliseTags(body.tags.join(',')), mode: 'replace' });
  for (const [code, raw] of Object.entries(body.customAttributes ?? {})) {
    const attr = ctx.attributes.get(code.toLowerCase());
    if (!attr || attr.core) {
      errors.push(`${prefix}customAttributes.${code}: no custom attribute has code ${code} (see meta-info)`);
      continue;
    }
    const change = resolveChange(ctx, code, String(raw), { code: `${prefix}customAttributes.${code}`, value: `${prefix}customAttributes.${code}` }, errors);
    if (change) changes.push(change);
  }
  return { changes, identifiers };
}
