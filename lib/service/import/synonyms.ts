/**
 * The column labels suppliers use, each with the target it suggests (docs/import.md, "Suggestions").
 * Labels are compared after normalising (lower case, accents, spaces and punctuation dropped), so
 * "Product name", "PRODUCT_NAME" and "product-name" are one label, listed once. `Price`, `ListPrice`, `CostPrice`
 * and `Stock` stand for the default price list and the default warehouse; a label followed by a
 * currency, a price list or a warehouse ("RRP EUR", "Qty Rotterdam") picks that one instead.
 * test/import-synonyms.test.ts checks the table.
 */
export type GenericTarget = string;

export const SYNONYMS: Record<GenericTarget, string[]> = {
  Name: ['Name', 'Product name', 'Product title', 'Title', 'Item name', 'Item title'],
  StockCode: ['Stock code', 'Item code', 'Product code', 'Code', 'Article number', 'Article no', 'Item number', 'Item no', 'Product number', 'Product no', 'Style code'],
  SKU: ['SKU', 'SKU code', 'SKU number'],
  Barcode: ['Barcode', 'EAN', 'EAN13', 'EAN code', 'GTIN', 'GTIN13', 'GTIN14', 'UPC', 'UPC code', 'EAN/GTIN', 'Barcode (EAN)'],
  MPN: ['MPN', 'Manufacturer part number', 'Part number', 'Part no', 'Mfr part number'],
  Brand: ['Brand', 'Brand name', 'Manufacturer', 'Manufacturer name', 'Make', 'Maker'],
  SubBrand: ['Sub-brand'],
  Category: ['Category', 'Category path', 'Category name', 'Product category', 'Department'],
  Collections: ['Collection', 'Collections'],
  Vendor: ['Supplier', 'Supplier name', 'Vendor', 'Vendor name'],
  Season: ['Season'],
  Description: ['Description', 'Long description', 'Product description', 'Full description'],
  ShortDescription: ['Short description', 'Summary'],
  ColorName: ['Colour', 'Color', 'Colour name', 'Color name'],
  CountryOfOrigin: ['Country of origin', 'Origin', 'Origin country', 'Made in', 'COO'],
  HSNCode: ['HS code', 'HSN code', 'Tariff code', 'Commodity code', 'Customs code'],
  Weight: ['Weight', 'Weight (kg)', 'Weight in kg', 'Net weight', 'Gross weight', 'Shipping weight', 'KG'],
  'Weight:g': ['Weight (g)', 'Weight in grams', 'Weight (grams)', 'Weight gr', 'Grams'],
  DimHeight: ['Height', 'Height (cm)'],
  DimLength: ['Length', 'Length (cm)', 'Depth'],
  DimWidth: ['Width', 'Width (cm)'],
  Status: ['Status'],
  Tags: ['Tags'],
  Price: ['Price', 'Sell price', 'Selling price', 'Sale price', 'Retail price', 'Unit price', 'Web price', 'Our price'],
  ListPrice: ['RRP', 'MSRP', 'SRP', 'List price', 'Recommended retail price', 'Was price', 'Compare at price'],
  CostPrice: ['Cost', 'Cost price', 'Unit cost', 'Buy price', 'Purchase price', 'Trade price', 'Wholesale price'],
  Stock: ['Qty', 'Quantity', 'Stock', 'On hand', 'Stock on hand', 'Stock level', 'Stock qty', 'Qty on hand', 'Inventory', 'Available', 'Available qty', 'SOH', 'Free stock', 'In stock'],
};

/** Lower case, accents and everything but letters and digits dropped: "Stock Code", "stock_code", "Stöck-code" meet. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Normalised label → generic target; the first target to claim a label keeps it. */
export const SYNONYM_OF = new Map<string, GenericTarget>();
for (const [target, labels] of Object.entries(SYNONYMS)) for (const l of labels) if (!SYNONYM_OF.has(normalise(l))) SYNONYM_OF.set(normalise(l), target);

/** Generic targets a qualifier (list, currency, warehouse) may follow. */
export const QUALIFIED = new Set(['Price', 'ListPrice', 'CostPrice', 'Stock']);
