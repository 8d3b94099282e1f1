import type { HistoryEntity } from '@/lib/api/schemas/history';
import { productStatusLabel, quotationStatusLabel, returnStatusLabel } from './enums';
import { PRICE_FIELD, productFieldCode, STOCK_FIELD } from './fields';
import { attributeOf, categoryName, countryLabel, indexed, masterDataLabel, priceListName, type LabelReferences } from './references';

/** How an empty value reads. */
export const EMPTY = '—';

const isBlank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

const money = (amount: string | number, currency: string) => {
  const n = Number(amount);
  if (!Number.isFinite(n)) return String(amount);
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(n);
  } catch {
    return `${n.toFixed(2)} ${currency}`;
  }
};

const day = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** A record stored whole (a create, a delete, an image): what names it. */
function recordText(v: Record<string, unknown>): string {
  const name = v.name ?? v['basicInfo.name'] ?? v.altText ?? v.code ?? v['basicInfo.stockCode'] ?? v.stockCode;
  return name ? String(name) : 'a record';
}

/** One value of a product field, by the attribute's input type and options. */
function productValue(field: string, value: unknown, refs: LabelReferences): string {
  const price = PRICE_FIELD.exec(field);
  if (price) return price[3] === 'taxClassId' ? `class ${String(value)}` : money(String(value), price[2]);
  if (STOCK_FIELD.test(field)) return Number(value).toLocaleString('en-GB');
  if (field === 'status' || field === 'basicInfo.status') return productStatusLabel(Number(value));
  if (field === 'categories' || field === 'relatedProducts') return (value as string[]).map((id) => categoryName(refs, id)).join(', ');
  const code = productFieldCode(field);
  const meta = code ? attributeOf(refs, code) : undefined;
  const one = (v: unknown): string => {
    const text = String(v);
    if (typeof v === 'boolean' || meta?.inputType === 6) return text === 'true' ? 'Yes' : text === 'false' ? 'No' : text;
    if (code === 'Category') return categoryName(refs, text);
    if (code === 'CountryOfOrigin') return countryLabel(text);
    if (meta?.optionNames.size) return meta.optionNames.get(text.toLowerCase()) ?? text;
    if (meta?.inputType === 7 || meta?.inputType === 8) return day(text);
    return text;
  };
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}

function companyValue(field: string, value: unknown, refs: LabelReferences): string {
  const text = String(value);
  if (field === 'priceListId') {
    const list = indexed(refs).priceListsById.get(text.toLowerCase());
    return list ? list.name : priceListName(refs, text);
  }
  const coded = field.startsWith('primaryUser.') ? field.slice('primaryUser.'.length) : field;
  if (['businessType', 'title', 'gender', 'companyUserRole'].includes(coded)) return masterDataLabel(refs, coded, text);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return text;
}

/**
 * A history value in words: ids and codes named from the references, statuses by their label,
 * booleans as Yes/No, money with its currency, lists joined, a whole record by its name.
 */
export function valueText(entity: HistoryEntity, field: string, value: unknown, refs: LabelReferences = {}): string {
  if (isBlank(value)) return EMPTY;
  if (typeof value === 'object' && !Array.isArray(value)) return recordText(value as Record<string, unknown>);
  switch (entity) {
    case 'product':
      return productValue(field, value, refs);
    case 'company':
      return companyValue(field, value, refs);
    case 'quotation':
      if (field === 'status') return quotationStatusLabel(String(value));
      if (field === 'validUntil') return day(String(value));
      break;
    case 'return':
      if (field === 'status') return returnStatusLabel(Number(value));
      break;
    case 'category':
      if (field === 'parentId') return categoryName(refs, String(value));
      break;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(String).join('; ');
  return String(value);
}
