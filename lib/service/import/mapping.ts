import type { ImportMapping } from '@/lib/api/schemas/product-import';
import { invalid } from '@/lib/errors';
import { priceListForCurrency } from '../products/pricing';
import { normalise, QUALIFIED, SYNONYM_OF } from './synonyms';
import { resolveTarget, targetCode, targetKey, TRANSLATION_CODE, translationTarget, type Target, type TargetContext } from './targets';

export { normalise };

/**
 * A generic target of the synonym table made specific: `Price` → the default list's sell price,
 * `Stock` → the default warehouse; with a qualifier, the list or warehouse it names.
 */
function specific(generic: string, qualifier: string, ctx: TargetContext): Target | null {
  if (!QUALIFIED.has(generic)) return qualifier ? null : resolveTarget(generic, ctx);
  if (generic === 'Stock') {
    if (!qualifier) return ctx.defaultWarehouse ? { kind: 'stock', warehouse: ctx.defaultWarehouse } : null;
    const named = ctx.warehouses.filter((w) => normalise(w.code) === qualifier || normalise(w.name) === qualifier);
    const starting = qualifier.length >= 3 ? ctx.warehouses.filter((w) => normalise(w.name).startsWith(qualifier)) : [];
    const warehouse = named[0] ?? (starting.length === 1 ? starting[0] : undefined);
    return warehouse ? { kind: 'stock', warehouse } : null;
  }
  if (ctx.lists.length === 0) return null;
  const field = generic === 'Price' ? 'sellPrice' : generic === 'ListPrice' ? 'listPrice' : 'costPrice';
  const byList = ctx.lists.find((l) => normalise(l.code) === qualifier || normalise(l.name) === qualifier);
  const byCurrency = ctx.lists.some((l) => l.currencyCode.toLowerCase() === qualifier) ? priceListForCurrency(ctx.lists, qualifier.toUpperCase()) : undefined;
  const list = !qualifier ? priceListForCurrency(ctx.lists, null) : (byList ?? byCurrency);
  return list ? { kind: 'price', field, list } : null;
}

/** The target a column's name suggests: a code or label of a target, else a supplier's usual label. */
function suggestionFor(column: string, byName: Map<string, Target>, ctx: TargetContext): Target | null {
  // "Name [fr-FR]", "Product name [fr]": the field the name before the brackets suggests, in that locale.
  const translated = TRANSLATION_CODE.exec(column.trim());
  if (translated) {
    const field = suggestionFor(translated[1], byName, ctx);
    return field?.kind === 'attribute' ? translationTarget(field.attribute.meta.fieldCode, translated[2], ctx) : null;
  }
  const key = normalise(column);
  if (!key) return null;
  const named = byName.get(key);
  if (named) return named;
  const generic = SYNONYM_OF.get(key);
  if (generic) return specific(generic, '', ctx);
  // "RRP (EUR)", "Qty Rotterdam": a label of a price or stock, then what it is for.
  for (const [label, target] of SYNONYM_OF)
    if (QUALIFIED.has(target) && key.length > label.length && key.startsWith(label)) {
      const found = specific(target, key.slice(label.length), ctx);
      if (found) return found;
    }
  return null;
}

/**
 * Each column's suggested target: one whose code or label its name matches (case, accents and
 * punctuation ignored; codes first), else the synonym table's (lib/service/import/synonyms.ts). Each
 * target is suggested for one column only, the first.
 */
export function suggestMapping(columns: string[], ctx: TargetContext): ImportMapping {
  const byName = new Map<string, Target>();
  const add = (name: string, t: Target) => {
    if (!byName.has(normalise(name))) byName.set(normalise(name), t);
  };
  const attributes = [...ctx.attributes.values()];
  for (const a of attributes) add(a.meta.fieldCode, { kind: 'attribute', attribute: a, unit: a.meta.fieldCode === 'Weight' ? 'kg' : null });
  for (const a of attributes) add(a.meta.fieldName, { kind: 'attribute', attribute: a, unit: a.meta.fieldCode === 'Weight' ? 'kg' : null });
  const taken = new Set<string>();
  const out: ImportMapping = {};
  for (const column of columns) {
    const target = suggestionFor(column, byName, ctx);
    if (!target || taken.has(targetKey(target))) continue;
    taken.add(targetKey(target));
    out[column] = targetCode(target, ctx.defaultWarehouse);
  }
  return out;
}

/** One mapped column: where it sits in a record and what it fills. */
export interface MappedColumn {
  name: string;
  index: number;
  target: Target;
}

/** The attribute a column fills, if it fills one. */
export const attributeOf = (c: MappedColumn) => (c.target.kind === 'attribute' ? c.target.attribute : null);

/**
 * The mapping checked against the file's header and the targets (400 naming each problem): every
 * mapped column exists, every code is a field or a price or stock target, nothing is mapped twice,
 * the stock code is mapped (rows are matched by it).
 */
export function checkMapping(mapping: ImportMapping, header: string[], ctx: TargetContext): MappedColumn[] {
  const errors: string[] = [];
  const out: MappedColumn[] = [];
  const seen = new Map<string, string>();
  for (const [column, rawCode] of Object.entries(mapping)) {
    const code = rawCode.trim();
    if (code === '') continue;
    const index = header.indexOf(column);
    if (index < 0) errors.push(`mapping.${column}: the file has no column named ${column}`);
    const target = resolveTarget(code, ctx);
    if (!target) {
      errors.push(
        TRANSLATION_CODE.test(code)
          ? `mapping.${column}: ${code} is not a translation target: a translatable field (Name, ShortDescription, Description, SeoUrl, MetaTitle, MetaDescription, MetaKeywords or a custom text attribute) in brackets with an enabled language other than the default (${ctx.locales.enabled.filter((l) => l.culture !== ctx.locales.default.culture).map((l) => l.culture).join(', ') || 'none enabled'})`
          : `mapping.${column}: no attribute has code ${code} (see meta-info), nor is it a price or stock target (Price:<price list code>, ListPrice:…, CostPrice:…, Stock:<warehouse code>, Stock)`,
      );
      continue;
    }
    const key = targetKey(target);
    if (seen.has(key)) errors.push(`mapping.${column}: ${code} is already mapped from column ${seen.get(key)}`);
    seen.set(key, column);
    if (index >= 0) out.push({ name: column, index, target });
  }
  if (!seen.has('field:StockCode')) errors.push('mapping: map a column to StockCode; rows are matched to products by stock code');
  if (errors.length) throw invalid(errors, 'The mapping does not fit the file or meta-info');
  // In the file's order (a stored mapping comes back from jsonb with its keys sorted), so a row's
  // errors are listed column by column.
  return out.sort((a, b) => a.index - b.index);
}
