import { z } from 'zod';
import { attributeValueSchema, type AttributeMeta, type KeyValue } from '@/lib/api/schemas/attributes';

/**
 * The values of a form generated from meta-info: one string per attribute, keyed by its `fieldCode`,
 * in the same text spelling the service takes as bulk-update `fieldValue` (booleans "true"/"false",
 * multi-select keys joined by commas, dates "2026-03-01").
 */
export type MetaFormValues = Record<string, string>;

/** The zod object of a meta-info form: each field's rule is the service's own `attributeValueSchema`. */
export function metaFormSchema(metas: readonly AttributeMeta[]) {
  return z.object(Object.fromEntries(metas.map((m) => [m.fieldCode, attributeValueSchema(m)])));
}

/**
 * The starting values of a meta-info form: the product's current value where it has one, else the
 * attribute's `defaultValue` when `useDefaults` (a new record), else ''.
 */
export function defaultValuesFor(
  metas: readonly AttributeMeta[],
  current: Record<string, string | null | undefined> | readonly KeyValue[] = {},
  { useDefaults = false }: { useDefaults?: boolean } = {},
): MetaFormValues {
  const byCode = new Map<string, string>();
  const entries: [string, string | null | undefined][] = Array.isArray(current)
    ? (current as readonly KeyValue[]).map((kv) => [kv.key, kv.value])
    : Object.entries(current as Record<string, string | null | undefined>);
  // Field codes are case-insensitive in the service (Product Data, bulk update).
  for (const [key, value] of entries) if (value != null) byCode.set(key.toLowerCase(), value);
  return Object.fromEntries(
    metas.map((m) => [m.fieldCode, byCode.get(m.fieldCode.toLowerCase()) ?? (useDefaults ? m.defaultValue : '')]),
  );
}

/** The fields whose value differs from where the form started (what a save should send). */
export function changedValues(values: MetaFormValues, initial: MetaFormValues): MetaFormValues {
  return Object.fromEntries(Object.entries(values).filter(([code, value]) => (initial[code] ?? '') !== value));
}

export interface MetaGroup {
  fieldGroup: string;
  metas: AttributeMeta[];
}

/** Attributes grouped by `fieldGroup` (groups in order of their first field), each ordered by `displayOrder`. */
export function groupMetas(metas: readonly AttributeMeta[]): MetaGroup[] {
  const sorted = [...metas].sort((a, b) => a.displayOrder - b.displayOrder);
  const groups = new Map<string, AttributeMeta[]>();
  for (const m of sorted) {
    const group = m.fieldGroup || 'Other';
    groups.set(group, [...(groups.get(group) ?? []), m]);
  }
  return [...groups].map(([fieldGroup, list]) => ({ fieldGroup, metas: list }));
}

/** The label of an option key, or the key itself when it is not listed. */
export function optionLabel(meta: Pick<AttributeMeta, 'options'>, key: string): string {
  return meta.options.find((o) => o.key === key)?.value ?? key;
}

/** A stored value as staff read it: option labels for selects, Yes/No for booleans. */
export function displayValue(meta: AttributeMeta, value: string): string {
  if (value === '') return '';
  if (meta.inputType === 6) return value === 'true' ? 'Yes' : value === 'false' ? 'No' : value;
  if (meta.inputType === 9) return optionLabel(meta, value);
  if (meta.inputType === 10)
    return value
      .split(',')
      .map((k) => optionLabel(meta, k.trim()))
      .join(', ');
  return value;
}
