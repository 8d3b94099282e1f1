import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import type { ImportMapping } from '@/lib/api/schemas/product-import';
import { invalid } from '@/lib/errors';
import type { ResolvedAttribute } from '../meta-info';

/** Lower case, accents and everything but letters and digits dropped: "Stock Code", "stock_code", "Stöck-code" meet. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Each column's suggested field: the meta-info attribute whose code or label (fieldName) matches its
 * name case- and accent-insensitively; codes first, and each field suggested for one column only.
 */
export function suggestMapping(columns: string[], metas: AttributeMeta[]): ImportMapping {
  const byCode = new Map(metas.map((m) => [normalise(m.fieldCode), m.fieldCode]));
  const byName = new Map(metas.map((m) => [normalise(m.fieldName), m.fieldCode]));
  const taken = new Set<string>();
  const out: ImportMapping = {};
  for (const column of columns) {
    const key = normalise(column);
    const code = byCode.get(key) ?? byName.get(key);
    if (!code || taken.has(code)) continue;
    taken.add(code);
    out[column] = code;
  }
  return out;
}

/** One mapped column: where it sits in a record and the attribute it writes. */
export interface MappedColumn {
  name: string;
  index: number;
  attribute: ResolvedAttribute;
}

/**
 * The mapping checked against the file's header and meta-info (400 naming each problem): every
 * mapped column exists, every field code is an attribute, no field is mapped twice, the stock code
 * is mapped (rows are matched by it).
 */
export function checkMapping(mapping: ImportMapping, header: string[], attributes: Map<string, ResolvedAttribute>): MappedColumn[] {
  const errors: string[] = [];
  const out: MappedColumn[] = [];
  const seen = new Map<string, string>();
  for (const [column, rawCode] of Object.entries(mapping)) {
    const code = rawCode.trim();
    if (code === '') continue;
    const index = header.indexOf(column);
    if (index < 0) errors.push(`mapping.${column}: the file has no column named ${column}`);
    const attribute = attributes.get(code.toLowerCase());
    if (!attribute) {
      errors.push(`mapping.${column}: no attribute has code ${code} (see meta-info)`);
      continue;
    }
    const key = attribute.meta.fieldCode;
    if (seen.has(key)) errors.push(`mapping.${column}: ${key} is already mapped from column ${seen.get(key)}`);
    seen.set(key, column);
    if (index >= 0) out.push({ name: column, index, attribute });
  }
  if (!seen.has('StockCode')) errors.push('mapping: map a column to StockCode; rows are matched to products by stock code');
  if (errors.length) throw invalid(errors, 'The mapping does not fit the file or meta-info');
  return out;
}
