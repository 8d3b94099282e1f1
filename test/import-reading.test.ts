import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ResolvedAttribute } from '../lib/service/meta-info';
import { CORE_FIELDS } from '../lib/service/product-fields';
import type { PriceListRow } from '../lib/service/lookups';
import { suggestMapping } from '../lib/service/import/mapping';
import { readMoney, readQuantity, readWeight } from '../lib/service/import/numbers';
import { normalise, SYNONYMS } from '../lib/service/import/synonyms';
import { resolveTarget, type TargetContext } from '../lib/service/import/targets';

/**
 * The import's reading of a supplier file without a server (docs/import.md): the synonym table's
 * suggestions, and the number conversions. Each is also covered through a real import by the API
 * specs (e2e/api/import-prices-stock.spec.ts).
 */
const attributes = new Map<string, ResolvedAttribute>(
  CORE_FIELDS.map((f) => [
    f.fieldCode.toLowerCase(),
    {
      core: f,
      meta: {
        fieldCode: f.fieldCode, fieldName: f.fieldName, fieldGroup: f.fieldGroup, defaultValue: '', info1: '', info2: '', info3: '', displayOrder: 0,
        inputType: f.inputType, options: [], isCustom: false, isRequired: !!f.isRequired, isSearchable: false, isBulkEditable: f.isBulkEditable,
        validations: f.validations, searchType: 3,
      },
    },
  ]),
);
const list = (iid: number, code: string, name: string, currencyCode: string, more: Partial<PriceListRow> = {}): PriceListRow => ({
  id: `00000000-0000-4000-8000-00000000000${iid}`, iid, code, name, currencyCode, currencySymbol: '', isDefault: false, isGlobal: false, isWholesale: false, isDynamic: false, sourcePriceListId: null, ...more,
});
const warehouses = [
  { id: 'w1', code: 'MAN-DC', name: 'Manchester Distribution Centre' },
  { id: 'w2', code: 'RTM-DC', name: 'Rotterdam Distribution Centre' },
];
const ctx: TargetContext = {
  attributes,
  lists: [list(1, 'RETAIL-GBP', 'Retail GBP', 'GBP', { isDefault: true }), list(2, 'RETAIL-EUR', 'Retail EUR', 'EUR'), list(3, 'TRADE-GBP', 'Trade GBP (wholesale)', 'GBP', { isWholesale: true })],
  warehouses,
  defaultWarehouse: warehouses[0],
  locales: {
    enabled: [{ code: 'en', culture: 'en-GB' }, { code: 'de', culture: 'de-DE' }, { code: 'fr', culture: 'fr-FR' }],
    default: { code: 'en', culture: 'en-GB' },
  },
  channels: [],
};

const suggested: [string, string][] = [
  ['Product name', 'Name'], ['Title', 'Name'], ['Item name', 'Name'], ['PRODUCT_NAME', 'Name'],
  ['Item code', 'StockCode'], ['SKU', 'SKU'],
  ['EAN', 'Barcode'], ['GTIN', 'Barcode'], ['Barcode', 'Barcode'], ['UPC', 'Barcode'],
  ['RRP', 'ListPrice:RETAIL-GBP'], ['MSRP', 'ListPrice:RETAIL-GBP'], ['List price', 'ListPrice:RETAIL-GBP'],
  ['Cost', 'CostPrice:RETAIL-GBP'], ['Unit cost', 'CostPrice:RETAIL-GBP'], ['Price', 'Price:RETAIL-GBP'],
  ['Qty', 'Stock'], ['Quantity', 'Stock'], ['Stock', 'Stock'], ['On hand', 'Stock'], ['Stock on hand', 'Stock'],
  ['Brand', 'Brand'], ['Manufacturer', 'Brand'], ['Category', 'Category'], ['Supplier', 'Vendor'],
  ['Weight', 'Weight'], ['Weight (kg)', 'Weight'], ['Weight (g)', 'Weight:g'],
  ['RRP EUR', 'ListPrice:RETAIL-EUR'], ['Price (TRADE-GBP)', 'Price:TRADE-GBP'], ['Cost GBP', 'CostPrice:RETAIL-GBP'],
  ['Qty MAN-DC', 'Stock'], ['Stock Rotterdam', 'Stock:RTM-DC'], ['On hand RTM-DC', 'Stock:RTM-DC'],
];

test('the usual supplier labels suggest their targets; a currency, list or warehouse after a price or stock label picks that one', () => {
  for (const [label, target] of suggested) assert.deepEqual(suggestMapping([label], ctx), { [label]: target }, label);
  assert.deepEqual(suggestMapping(['Notes', 'Supplier note', 'RRP CHF'], ctx), {});
  // Each target once: the first column that suggests it keeps it.
  assert.deepEqual(suggestMapping(['Qty', 'Quantity'], ctx), { Qty: 'Stock' });
});

test('a column named after a field with a language in brackets fills its translation; the default or an unknown language fills nothing', () => {
  assert.deepEqual(suggestMapping(['Name [fr-FR]', 'Product name [de]', 'Short description [FR]', 'SEO URL [fr-FR]'], ctx), {
    'Name [fr-FR]': 'Name[fr-FR]',
    'Product name [de]': 'Name[de-DE]',
    'Short description [FR]': 'ShortDescription[fr-FR]',
    'SEO URL [fr-FR]': 'SeoUrl[fr-FR]',
  });
  assert.deepEqual(suggestMapping(['Name [en-GB]', 'Name [es-ES]', 'Stock [fr-FR]', 'Brand [fr-FR]'], ctx), {});
  assert.deepEqual(resolveTarget('name[fr]', ctx), resolveTarget('Name[fr-FR]', ctx));
  assert.equal(resolveTarget('Weight[fr-FR]', ctx), null);
});

test('the synonym table: every entry names a target that exists, and no label is listed twice', () => {
  const seen = new Map<string, string>();
  for (const [target, labels] of Object.entries(SYNONYMS)) {
    assert.ok(resolveTarget(target === 'Price' || target === 'ListPrice' || target === 'CostPrice' ? `${target}:RETAIL-GBP` : target, ctx), target);
    for (const label of labels) {
      assert.ok(!seen.has(normalise(label)), `${label} is listed for ${seen.get(normalise(label))} and ${target}`);
      seen.set(normalise(label), target);
    }
  }
});

test('numbers as suppliers write them: each conversion, or a row error that quotes the cell', () => {
  const dot = { decimalComma: false };
  const comma = { decimalComma: true };
  const money: [string, typeof dot, string][] = [
    ['£1,299.00', dot, '1299.00'], ['1.299,00', comma, '1299.00'], ['12,5', comma, '12.50'], ['1 299', dot, '1299.00'],
    ['1\u202F299', dot, '1299.00'], ['1\u00A0299,5', comma, '1299.50'], ["1'299.95", dot, '1299.95'], ['GBP 12.5', dot, '12.50'], ['12.50 €', dot, '12.50'],
  ];
  for (const [cell, format, value] of money) assert.deepEqual(readMoney(cell, format), { ok: true, value }, cell);
  const refused: [string, typeof dot, RegExp][] = [
    ['12,5', dot, /^"12,5" must be a number: here a comma separates thousands/], ['12.5', comma, /decimal comma/], ['-3.00', dot, /negative/],
    ['(4.00)', dot, /negative/], ['1.234', dot, /more than two decimals/], ['abc', dot, /^"abc" must be a number$/],
  ];
  for (const [cell, format, message] of refused) {
    const read = readMoney(cell, format);
    assert.ok(!read.ok && message.test(read.message), `${cell}: ${JSON.stringify(read)}`);
  }
  assert.deepEqual(readQuantity('1 299', dot), { ok: true, value: 1299 });
  assert.deepEqual(readQuantity('1.234', comma), { ok: true, value: 1234 });
  assert.deepEqual(readQuantity('-3', dot), { ok: false, message: '"-3" is negative; stock on hand cannot be below 0' });
  assert.deepEqual(readQuantity('2.5', dot), { ok: false, message: '"2.5" is not a whole number of units' });
  assert.deepEqual(readWeight('1250', dot, 'g'), { ok: true, value: '1.25' });
  assert.deepEqual(readWeight('12.5', dot, 'g'), { ok: true, value: '0.013' });
  assert.deepEqual(readWeight('500 g', dot, 'kg'), { ok: true, value: '0.5' });
  assert.deepEqual(readWeight('1,2 kg', comma, 'g'), { ok: true, value: '1.2' });
});
