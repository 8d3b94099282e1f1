import { attributeValueSchema, type AttributeMeta } from '@/lib/api/schemas/attributes';
import { priceFieldCode, priceStockFieldOf, priceValueSchema, stockFieldCode, stockValueSchema } from '@/lib/api/schemas/price-stock-fields';

/**
 * The columns of the product grid's edit mode: every bulk-editable attribute of meta-info, the sell
 * price in each price list and the stock on hand in each warehouse. One field code per column — the
 * code Product Data reads and the multiple-fields bulk call writes — and one rule per column: the
 * product form's (attributeValueSchema of meta-info, the price and stock rules), so a cell is refused
 * for what the form and the service would refuse.
 */

/** What the page sends to the browser to build the columns (plain data). */
export interface EditColumnsSpec {
  /** Field codes of the columns shown, in order. */
  fields: string[];
  /** The bulk-editable attributes (any may be chosen), with their options. */
  metas: AttributeMeta[];
  priceLists: { code: string; name: string; currencyCode: string }[];
  warehouses: { code: string; name: string }[];
}

export interface EditColumn {
  fieldCode: string;
  label: string;
  /** A stored value as the cell shows it (an option's name, Yes/No). */
  display(stored: string): string;
  /** Typed or pasted text as the value to store: an option's name becomes its key, "£1,299.00" 1299.00. */
  parse(text: string): string;
  /** Why a stored value is refused, or null. */
  validate(stored: string): string | null;
  numeric: boolean;
  /** Names offered while typing (options of a lookup or select). */
  suggestions?: string[];
}

/** The columns shown when the URL names none: what catalogue managers edit most. */
export function defaultEditFields(spec: Pick<EditColumnsSpec, 'priceLists' | 'warehouses'>): string[] {
  return [
    'Name',
    'Status',
    'Brand',
    'Category',
    'Weight',
    'Tags',
    ...spec.priceLists.map((l) => priceFieldCode(l.code)),
    ...spec.warehouses.map((w) => stockFieldCode(w.code)),
  ];
}

/** Every column the edit mode can show, for the column chooser: field code and name. */
export function editableFields(spec: Omit<EditColumnsSpec, 'fields'>): { fieldCode: string; label: string; group: string }[] {
  return [
    ...spec.metas.map((m) => ({ fieldCode: m.fieldCode, label: m.fieldName, group: m.fieldGroup || 'Other' })),
    ...spec.priceLists.map((l) => ({ fieldCode: priceFieldCode(l.code), label: priceLabel(l), group: 'Prices' })),
    ...spec.warehouses.map((w) => ({ fieldCode: stockFieldCode(w.code), label: stockLabel(w), group: 'Stock' })),
  ];
}

const priceLabel = (l: { name: string; currencyCode: string }) => `Price, ${l.name} (${l.currencyCode})`;
const stockLabel = (w: { name: string }) => `Stock at ${w.name}`;

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? 'Not a valid value');

/** Digits as typed by people and spreadsheets: spaces and thousands commas go. */
const digits = (text: string) => {
  const t = text.trim().replace(/\s+/g, '');
  return /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t) ? t.replace(/,/g, '') : t;
};

function metaColumn(meta: AttributeMeta): EditColumn {
  const rule = attributeValueSchema(meta);
  const byKey = new Map(meta.options.map((o) => [o.key.toLowerCase(), o]));
  const byName = new Map(meta.options.map((o) => [o.value.toLowerCase(), o.key]));
  const keyOf = (text: string) => byName.get(text.toLowerCase()) ?? byKey.get(text.toLowerCase())?.key ?? text;
  const nameOf = (key: string) => byKey.get(key.toLowerCase())?.value ?? key;
  const base = { fieldCode: meta.fieldCode, label: meta.fieldName, numeric: meta.inputType === 4 || meta.inputType === 5 };
  const validate = (stored: string) => {
    // A category cannot be cleared: a product always has a default one (the service says the same).
    if (meta.fieldCode === 'Category' && stored.trim() === '') return `${meta.fieldName} cannot be empty: a product always has a default category`;
    if ((meta.inputType === 9 || meta.inputType === 10) && meta.options.length) {
      const keys = meta.inputType === 10 ? stored.split(',') : [stored];
      const unknown = keys.map((k) => k.trim()).filter((k) => k && !byKey.has(k.toLowerCase()));
      if (unknown.length) return `No ${meta.fieldName.toLowerCase()} is called “${unknown.join('”, “')}”`;
    }
    return firstIssue(rule.safeParse(stored));
  };
  switch (meta.inputType) {
    case 6:
      return {
        ...base,
        display: (v) => (v === 'true' ? 'Yes' : v === 'false' ? 'No' : v),
        parse: (t) => {
          const v = t.trim().toLowerCase();
          return ['yes', 'true', '1', 'y'].includes(v) ? 'true' : ['no', 'false', '0', 'n'].includes(v) ? 'false' : t.trim();
        },
        validate,
        suggestions: ['Yes', 'No'],
      };
    case 9:
      return { ...base, display: nameOf, parse: (t) => keyOf(t.trim()), validate, suggestions: meta.options.map((o) => o.value) };
    case 10:
      return {
        ...base,
        display: (v) => (v ? v.split(',').map((k) => nameOf(k.trim())).join(', ') : ''),
        parse: (t) => t.split(',').map((x) => x.trim()).filter(Boolean).map(keyOf).join(','),
        validate,
        suggestions: meta.options.map((o) => o.value),
      };
    case 4:
    case 5:
      return { ...base, display: (v) => v, parse: digits, validate };
    default:
      return { ...base, display: (v) => v, parse: (t) => t.trim(), validate };
  }
}

/** The columns of `spec.fields`, in order; a field code the spec cannot describe is left out. */
export function editColumns(spec: EditColumnsSpec): EditColumn[] {
  const metas = new Map(spec.metas.map((m) => [m.fieldCode.toLowerCase(), m]));
  return spec.fields.flatMap((code): EditColumn[] => {
    const listed = priceStockFieldOf(code);
    if (listed?.kind === 'price') {
      const list = spec.priceLists.find((l) => l.code.toLowerCase() === listed.priceListCode.toLowerCase());
      if (!list) return [];
      const rule = priceValueSchema(`Sell price in ${list.name}`);
      const symbols = /[£€$¥\s]|[A-Z]{3}/g;
      return [
        {
          fieldCode: priceFieldCode(list.code),
          label: priceLabel(list),
          numeric: true,
          display: (v) => v,
          parse: (t) => digits(t.replace(symbols, '')),
          validate: (v) => firstIssue(rule.safeParse(v)),
        },
      ];
    }
    if (listed?.kind === 'stock') {
      const warehouse = spec.warehouses.find((w) => w.code.toLowerCase() === listed.warehouseCode.toLowerCase());
      if (!warehouse) return [];
      const rule = stockValueSchema(stockLabel(warehouse));
      return [
        {
          fieldCode: stockFieldCode(warehouse.code),
          label: stockLabel(warehouse),
          numeric: true,
          display: (v) => v,
          parse: digits,
          validate: (v) => firstIssue(rule.safeParse(v)),
        },
      ];
    }
    const meta = metas.get(code.toLowerCase());
    return meta ? [metaColumn(meta)] : [];
  });
}
