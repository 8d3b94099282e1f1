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
 * A column's converter from the file's spelling of a value to the form's, built once per import: an
 * option named by its label ("Active", a brand's or category's name) becomes its key, and yes/no,
 * 1/0 become true/false. The labels are normalised here, not once per row and option.
 */
function formValueOf(column: MappedColumn): (raw: string) => string {
  const meta = column.attribute.meta;
  if (meta.inputType === 6)
    return (raw) => {
      const value = raw.trim();
      const key = value.toLowerCase();
      return TRUE.has(key) ? 'true' : FALSE.has(key) ? 'false' : value;
    };
  if (meta.options.length === 0) return (raw) => raw.trim();
  const keys = new Set(meta.options.map((o) => o.key));
  const byLabel = new Map<string, string>();
  for (const o of meta.options) if (!byLabel.has(normalise(o.value))) byLabel.set(normalise(o.value), o.key);
  return (raw) => {
    const value = raw.trim();
    return keys.has(value) ? value : (byLabel.get(normalise(value)) ?? value);
  };
}

/** A mapped column compiled for the rows: where its value goes in a product body, and its converter. */
interface PlannedColumn {
  column: MappedColumn;
  code: string;
  /** `tags`, `customAttributes.<code>`, `<group>.<field>`, or a bare code that cannot be imported. */
  path: string;
  group: string | null;
  field: string;
  formValue: (raw: string) => string;
}

/** The column-to-field plan of one import, computed once for every row. */
export interface RowPlan {
  columns: MappedColumn[];
  planned: PlannedColumn[];
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
  const planned = columns.map((column): PlannedColumn => {
    const path = pathOf(column);
    const dot = path.indexOf('.');
    const group = dot > 0 && !path.startsWith('customAttributes.') ? path.slice(0, dot) : null;
    return { column, code: column.attribute.meta.fieldCode, path, group, field: group ? path.slice(dot + 1) : path, formValue: formValueOf(column) };
  });
  return { columns, planned, stockCodeIndex: stock.index, columnOfPath, requiredForCreate };
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
  for (const p of plan.planned) {
    const raw = cells[p.column.index] ?? '';
    if (raw.trim() === '') continue; // an empty cell changes nothing
    const value = p.formValue(raw);
    given.add(p.code);
    if (p.path === 'tags') body.tags = value.split(',');
    else if (p.group) (groups[p.group] ??= {})[p.field] = value;
    else if (p.path.startsWith('customAttributes.')) (body.customAttributes ??= {})[p.code] = value;
    else rowErrors.push({ rowNumber, column: p.column.name, message: `${p.code} cannot be imported; use its own endpoint` });
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
