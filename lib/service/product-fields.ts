import type { AttributeInputType, AttributeValidation, KeyValue } from '@/lib/api/schemas/attributes';
import { PRODUCT_STATUSES } from '@/lib/api/schemas/product-status';

/**
 * The core product attributes: their metadata (served by meta-info beside the custom attributes of the
 * `attributes` table) and where each is stored. Bulk update, meta-info and the Product Data endpoint
 * all read this one table.
 */
export type FieldStorage =
  | { kind: 'text'; column: string }
  | { kind: 'integer'; column: string }
  | { kind: 'decimal'; column: string }
  | { kind: 'boolean'; column: string }
  | { kind: 'date'; column: string }
  /** A uuid column whose allowed values come from a lookup table (brand, season…). */
  | { kind: 'reference'; column: string; lookup: LookupName }
  /** The default category: sets products.default_category_id and links it in product_categories. */
  | { kind: 'category' }
  | { kind: 'tags' }
  /** The collections a product is in (table product_collections): read-only here, see bulk-update/collection. */
  | { kind: 'collections' };

export type LookupName = 'brands' | 'subbrands' | 'categories' | 'seasons' | 'suppliers' | 'countries' | 'collections';

export interface CoreField {
  fieldCode: string;
  fieldName: string;
  fieldGroup: string;
  inputType: AttributeInputType;
  validations: AttributeValidation[];
  isRequired?: boolean;
  isBulkEditable: boolean;
  isSearchable?: boolean;
  searchType?: 1 | 2 | 3;
  info1?: string;
  defaultValue?: string;
  /** Fixed options; lookups are resolved from the database when meta-info is served. */
  options?: KeyValue[];
  storage: FieldStorage;
}

const bool = (fieldCode: string, fieldName: string, fieldGroup: string, column: string): CoreField => ({
  fieldCode,
  fieldName,
  fieldGroup,
  inputType: 6,
  validations: [],
  isBulkEditable: true,
  storage: { kind: 'boolean', column },
});

const days = (fieldCode: string, fieldName: string, column: string): CoreField => ({
  fieldCode,
  fieldName,
  fieldGroup: 'Fulfilment',
  inputType: 4,
  validations: [5, 11],
  isBulkEditable: true,
  info1: 'days',
  storage: { kind: 'integer', column },
});

const centimetres = (fieldCode: string, fieldName: string, column: string): CoreField => ({
  fieldCode,
  fieldName,
  fieldGroup: 'Dimensions',
  inputType: 5,
  validations: [5, 7],
  isBulkEditable: true,
  info1: 'CM',
  storage: { kind: 'decimal', column },
});

export const CORE_FIELDS: CoreField[] = [
  // Basic info
  { fieldCode: 'Name', fieldName: 'Name', fieldGroup: 'Basic info', inputType: 1, validations: [1, 3], isRequired: true, isBulkEditable: true, isSearchable: true, storage: { kind: 'text', column: 'name' } },
  { fieldCode: 'StockCode', fieldName: 'Stock code', fieldGroup: 'Basic info', inputType: 1, validations: [1, 2], isRequired: true, isBulkEditable: false, isSearchable: true, storage: { kind: 'text', column: 'stock_code' } },
  { fieldCode: 'Status', fieldName: 'Status', fieldGroup: 'Basic info', inputType: 9, validations: [1], isRequired: true, isBulkEditable: true, isSearchable: true, options: PRODUCT_STATUSES.filter((s) => s.id >= 0).map((s) => ({ key: String(s.id), value: s.name })), storage: { kind: 'integer', column: 'status' } },
  { fieldCode: 'ProductType', fieldName: 'Product type', fieldGroup: 'Basic info', inputType: 9, validations: [], isBulkEditable: true, options: [{ key: '1', value: 'Product' }, { key: '2', value: 'Service' }, { key: '3', value: 'Gift card' }], storage: { kind: 'integer', column: 'product_type' } },
  { fieldCode: 'ShortDescription', fieldName: 'Short description', fieldGroup: 'Basic info', inputType: 2, validations: [3], isBulkEditable: true, storage: { kind: 'text', column: 'short_description' } },
  { fieldCode: 'Description', fieldName: 'Description', fieldGroup: 'Basic info', inputType: 3, validations: [4], isBulkEditable: true, storage: { kind: 'text', column: 'description' } },
  { fieldCode: 'Keywords', fieldName: 'Keywords', fieldGroup: 'Basic info', inputType: 1, validations: [3], isBulkEditable: true, storage: { kind: 'text', column: 'keywords' } },
  { fieldCode: 'Tags', fieldName: 'Tags', fieldGroup: 'Basic info', inputType: 1, validations: [3], isBulkEditable: true, isSearchable: true, info1: 'Comma-separated; replaces the product tags', storage: { kind: 'tags' } },
  { fieldCode: 'ColorName', fieldName: 'Colour name', fieldGroup: 'Basic info', inputType: 1, validations: [2], isBulkEditable: true, searchType: 2, storage: { kind: 'text', column: 'color_name' } },
  { fieldCode: 'ColorCode', fieldName: 'Colour code', fieldGroup: 'Basic info', inputType: 12, validations: [], isBulkEditable: true, searchType: 2, storage: { kind: 'text', column: 'color_code' } },
  // Classification
  { fieldCode: 'Category', fieldName: 'Default category', fieldGroup: 'Classification', inputType: 9, validations: [], isBulkEditable: true, isSearchable: true, storage: { kind: 'category' } },
  { fieldCode: 'Brand', fieldName: 'Brand', fieldGroup: 'Classification', inputType: 9, validations: [], isBulkEditable: true, isSearchable: true, storage: { kind: 'reference', column: 'brand_id', lookup: 'brands' } },
  { fieldCode: 'SubBrand', fieldName: 'Sub-brand', fieldGroup: 'Classification', inputType: 9, validations: [], isBulkEditable: true, storage: { kind: 'reference', column: 'subbrand_id', lookup: 'subbrands' } },
  { fieldCode: 'Season', fieldName: 'Season', fieldGroup: 'Classification', inputType: 9, validations: [], isBulkEditable: true, isSearchable: true, storage: { kind: 'reference', column: 'season_id', lookup: 'seasons' } },
  { fieldCode: 'Collections', fieldName: 'Collections', fieldGroup: 'Classification', inputType: 10, validations: [], isBulkEditable: false, isSearchable: true, info1: 'Add products with bulk-update/collection', storage: { kind: 'collections' } },
  { fieldCode: 'Vendor', fieldName: 'Vendor (supplier)', fieldGroup: 'Classification', inputType: 9, validations: [], isBulkEditable: true, storage: { kind: 'reference', column: 'supplier_id', lookup: 'suppliers' } },
  // Identifiers: unique per product, so never bulk-editable
  { fieldCode: 'SKU', fieldName: 'SKU', fieldGroup: 'Identifiers', inputType: 1, validations: [2], isBulkEditable: false, isSearchable: true, searchType: 2, storage: { kind: 'text', column: 'sku' } },
  { fieldCode: 'Barcode', fieldName: 'Barcode', fieldGroup: 'Identifiers', inputType: 1, validations: [2], isBulkEditable: false, searchType: 2, storage: { kind: 'text', column: 'barcode' } },
  { fieldCode: 'MPN', fieldName: 'Manufacturer part number', fieldGroup: 'Identifiers', inputType: 1, validations: [2], isBulkEditable: false, searchType: 2, storage: { kind: 'text', column: 'mpn' } },
  // Flags and fulfilment (the spec's core bulk-update codes)
  bool('IsActive', 'Active', 'Flags', 'is_active'),
  bool('Visibility', 'Visible on storefront', 'Flags', 'is_visible'),
  bool('SellWithoutInventory', 'Sell without inventory', 'Flags', 'sell_without_inventory'),
  bool('FulfilFromWarehouse', 'Fulfil from warehouse', 'Fulfilment', 'fulfil_from_warehouse'),
  days('FulfilFromWarehouseDays', 'Warehouse lead time', 'fulfil_from_warehouse_days'),
  bool('FulfilFromStore', 'Fulfil from store', 'Fulfilment', 'fulfil_from_store'),
  days('FulfilFromInstoreDays', 'In-store lead time', 'fulfil_from_store_days'),
  bool('FulfilFromSupplier', 'Fulfil from supplier', 'Fulfilment', 'fulfil_from_supplier'),
  days('FulfilFromSupplierDays', 'Supplier lead time', 'fulfil_from_supplier_days'),
  // Dimensions
  { fieldCode: 'Weight', fieldName: 'Weight', fieldGroup: 'Dimensions', inputType: 5, validations: [5, 7], isBulkEditable: true, info1: 'KG', storage: { kind: 'decimal', column: 'weight' } },
  centimetres('DimHeight', 'Height', 'height'),
  centimetres('DimLength', 'Length', 'length'),
  centimetres('DimWidth', 'Width', 'width'),
  // Compliance
  { fieldCode: 'HSNCode', fieldName: 'HSN / tariff code', fieldGroup: 'Compliance', inputType: 1, validations: [9], isBulkEditable: true, storage: { kind: 'text', column: 'tariff_code' } },
  { fieldCode: 'CountryOfOrigin', fieldName: 'Country of origin', fieldGroup: 'Compliance', inputType: 9, validations: [8], isBulkEditable: true, storage: { kind: 'reference', column: 'origin_country', lookup: 'countries' } },
  // Purchasability
  bool('EnableNotifyMe', 'Notify me when back in stock', 'Purchasability', 'enable_notify_me'),
  bool('EnableSubscription', 'Subscription enabled', 'Purchasability', 'enable_subscription'),
  bool('IsPreOrderEnabled', 'Pre-order enabled', 'Purchasability', 'is_preorder_enabled'),
  { fieldCode: 'LaunchDate', fieldName: 'Launch date', fieldGroup: 'Purchasability', inputType: 7, validations: [], isBulkEditable: true, storage: { kind: 'date', column: 'launch_date' } },
  // "PreorderLanchDate" is spelled so in the spec's list of core field codes.
  { fieldCode: 'PreorderLanchDate', fieldName: 'Pre-order launch date', fieldGroup: 'Purchasability', inputType: 7, validations: [], isBulkEditable: true, storage: { kind: 'date', column: 'preorder_launch_date' } },
  { fieldCode: 'PreorderMaxStock', fieldName: 'Pre-order maximum stock', fieldGroup: 'Purchasability', inputType: 4, validations: [5], isBulkEditable: true, storage: { kind: 'integer', column: 'preorder_max_stock' } },
  { fieldCode: 'MinPurchaseQty', fieldName: 'Minimum purchase quantity', fieldGroup: 'Purchasability', inputType: 4, validations: [6], isBulkEditable: true, storage: { kind: 'integer', column: 'min_purchase_qty' } },
  { fieldCode: 'MaxPurchaseQty', fieldName: 'Maximum purchase quantity', fieldGroup: 'Purchasability', inputType: 4, validations: [5], isBulkEditable: true, info1: '0 means no limit', storage: { kind: 'integer', column: 'max_purchase_qty' } },
  // SEO
  { fieldCode: 'SeoUrl', fieldName: 'URL slug', fieldGroup: 'SEO', inputType: 1, validations: [3, 10], isBulkEditable: true, storage: { kind: 'text', column: 'seo_url' } },
  { fieldCode: 'MetaTitle', fieldName: 'Meta title', fieldGroup: 'SEO', inputType: 1, validations: [3], isBulkEditable: true, storage: { kind: 'text', column: 'meta_title' } },
  { fieldCode: 'MetaDescription', fieldName: 'Meta description', fieldGroup: 'SEO', inputType: 2, validations: [3], isBulkEditable: true, storage: { kind: 'text', column: 'meta_description' } },
  { fieldCode: 'MetaKeywords', fieldName: 'Meta keywords', fieldGroup: 'SEO', inputType: 1, validations: [3], isBulkEditable: true, storage: { kind: 'text', column: 'meta_keywords' } },
  // Shipping
  bool('IsFreeShipping', 'Free shipping', 'Shipping', 'is_free_shipping'),
  { fieldCode: 'DeliveryNote', fieldName: 'Delivery note', fieldGroup: 'Shipping', inputType: 2, validations: [3], isBulkEditable: true, storage: { kind: 'text', column: 'delivery_note' } },
];

export const CORE_FIELDS_BY_CODE = new Map(CORE_FIELDS.map((f) => [f.fieldCode.toLowerCase(), f]));

/** Core fields whose change alters what free-text search matches. */
export const SEARCH_TEXT_FIELDS = new Set(['name', 'stockcode', 'sku', 'brand', 'category']);
