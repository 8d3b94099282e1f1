import { PRODUCT_GROUP_FIELDS, PRODUCT_GROUP_NAMES, type ProductUpdate } from '@/lib/api/schemas/product-lifecycle';
import type { ImportRowError } from '@/lib/api/schemas/product-import';
import type { ChangeContext, FieldChange } from '../products/bulk/changes';
import { resolveGroups, type ResolvedUpdate } from '../products/lifecycle/fields';
import { normalise, type MappedColumn } from './mapping';

/**
 * One file row turned into a product write and validated by the product form's own rules
 * (resolveGroups: meta-info type, options, validations — lib/service/products/lifecycle/fields.ts),
 * every problem named by its row and column.
 */

/** Where each core field code goes in the groups of a product body (the reverse of PRODUCT_GROUP_FIELDS). */
const GROUP_OF_CODE = new Map<string, { group: (typeof PRODUCT_GROUP_NAMES)[number]; field: string }>();
for (const group of PRODUCT_GROUP_NAMES)
  for (const [field, code] of Object.entries(PRODUCT_GROUP_FIELDS[group] as Record<string, string>)) if (code) GROUP_OF_CODE.set(code, { group, field });

export interface RowWrite {
  rowNumber: number;
  stockCode: string;
  changes: FieldChange[];
  identifiers: ResolvedUpdate['identifiers'];
  /** Set for rows that create a product (the name is required then). */
  name: string;
}

const TRUE = new Set(['true', 'yes', 'y', '1', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/**
 * A file's spelling of a value in the form's spelling: an option named by its label ("Active",
 * a brand's or category's name) becomes its key, and yes/no, 1/0 become true/false.
 */
function asFormValue(column: MappedColumn, raw: string): string {
  const value = raw.trim();
  const meta = column.attribute.meta;
  if (meta.inputType === 6) {
    const key = value.toLowerCase();
    return TRUE.has(key) ? 'true' : FALSE.has(key) ? 'false' : value;
  }
  if (meta.options.length === 0 || meta.options.some((o) => o.key === value)) return value;
  const wanted = normalise(value);
  return meta.options.find((o) => normalise(o.value) === wanted)?.key ?? value;
}

/** The column-to-field plan of one import, computed once for every row. */
export interface RowPlan {
  columns: MappedColumn[];
  stockCodeIndex: number;
  /** The request path resolveGroups names each column by → the column's name. */
  columnOfPath: Map<string, string>;
  /** Required fields (meta-info isRequired) a new product must have; status defaults to draft as on create. */
  requiredForCreate: { code: string; column: string | null }[];
}

export function planRows(columns: MappedColumn[], ctx: ChangeContext): RowPlan {
  const columnOfPath = new Map<string, string>();
  for (const c of columns) columnOfPath.set(pathOf(c), c.name);
  const mappedCodes = new Map(columns.map((c) => [c.attribute.meta.fieldCode, c.name]));
  const requiredForCreate = [...ctx.attributes.values()]
    .filter((a) => a.meta.isRequired && a.meta.fieldCode !== 'Status')
    .map((a) => ({ code: a.meta.fieldCode, column: mappedCodes.get(a.meta.fieldCode) ?? null }));
  const stock = columns.find((c) => c.attribute.meta.fieldCode === 'StockCode')!;
  return { columns, stockCodeIndex: stock.index, columnOfPath, requiredForCreate };
}

function pathOf(c: MappedColumn): string {
  const code = c.attribute.meta.fieldCode;
  if (!c.attribute.core) return `customAttributes.${code}`;
  if (c.attribute.core.storage.kind === 'tags') return 'tags';
  const at = GROUP_OF_CODE.get(code);
  return at ? `${at.group}.${at.field}` : code;
}

/**
 * Validates one row. `creating` adds the create rules (every required field present). Returns the
 * write, or null with the row's errors pushed to `errors`.
 */
export function resolveRow(plan: RowPlan, ctx: ChangeContext, rowNumber: number, cells: string[], creating: boolean, errors: ImportRowError[]): RowWrite | null {
  const body: ProductUpdate = {};
  const groups = body as Record<string, Record<string, string> | undefined>;
  const rowErrors: ImportRowError[] = [];
  const given = new Set<string>();
  for (const column of plan.columns) {
    const raw = cells[column.index] ?? '';
    if (raw.trim() === '') continue; // an empty cell changes nothing
    const value = asFormValue(column, raw);
    const code = column.attribute.meta.fieldCode;
    given.add(code);
    const path = pathOf(column);
    if (path === 'tags') body.tags = value.split(',');
    else if (path.startsWith('customAttributes.')) body.customAttributes = { ...body.customAttributes, [code]: value };
    else if (path.includes('.')) {
      const [group, field] = path.split('.');
      groups[group] = { ...groups[group], [field]: value };
    } else rowErrors.push({ rowNumber, column: column.name, message: `${code} cannot be imported; use its own endpoint` });
  }
  if (creating)
    for (const r of plan.requiredForCreate)
      if (!given.has(r.code)) rowErrors.push({ rowNumber, column: r.column ?? r.code, message: `${r.code} is required for a new product` });
  const messages: string[] = [];
  const resolved = resolveGroups(ctx, body, messages);
  for (const m of messages) {
    const cut = m.indexOf(': ');
    const path = m.slice(0, cut);
    rowErrors.push({ rowNumber, column: plan.columnOfPath.get(path) ?? path, message: m.slice(cut + 2) });
  }
  if (rowErrors.length) {
    errors.push(...rowErrors);
    return null;
  }
  return {
    rowNumber,
    stockCode: (cells[plan.stockCodeIndex] ?? '').trim(),
    changes: resolved.changes.filter((c) => !(c.kind === 'column' && c.column === 'stock_code')),
    identifiers: resolved.identifiers,
    name: groups.basicInfo?.name?.trim() ?? '',
  };
}
