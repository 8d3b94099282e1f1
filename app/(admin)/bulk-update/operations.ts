import { displayValue as metaDisplayValue } from '@/components/meta-fields';
import type { AttributeMeta } from '@/lib/api/schemas/attributes';
import { BULK_OPERATIONS, type BulkChange, type BulkChangeKind } from '@/lib/api/schemas/bulk-operations';

/**
 * The operations of step 2, one per bulk operation of the registry (lib/api/schemas/bulk-operations.ts),
 * in its order, with its label and description. Each edits meta-info fields (so step 3 generates its
 * widgets from meta-info) and turns the entered values into a BulkChange.
 */
export interface Operation {
  kind: BulkChangeKind;
  label: string;
  description: string;
  /** The meta-info field it sets; null when the person picks the field(s) (any field, several fields). */
  fieldCode: string | null;
}

export const OPERATIONS: Operation[] = BULK_OPERATIONS.map((o) => ({ kind: o.kind, ...o.wizard }));

export const operationOf = (kind: BulkChangeKind) => OPERATIONS.find((o) => o.kind === kind)!;

/** Bulk-editable fields, in the order of meta-info's `displayOrder`. */
export const bulkEditable = (metas: AttributeMeta[]) =>
  metas.filter((m) => m.isBulkEditable).toSorted((a, b) => a.displayOrder - b.displayOrder);

/**
 * The meta-info items step 3 shows for an operation. The dedicated operations need a value (an empty
 * brand or status means nothing), and two read their item differently from the product form: tags
 * are added rather than replaced, and a collection is one choice.
 */
export function fieldsOf(kind: BulkChangeKind, chosen: string[], metas: AttributeMeta[]): AttributeMeta[] {
  const op = operationOf(kind);
  const byCode = new Map(metas.map((m) => [m.fieldCode, m]));
  if (op.fieldCode === null)
    return chosen.map((code) => byCode.get(code)).filter((m): m is AttributeMeta => !!m);
  const meta = byCode.get(op.fieldCode);
  if (!meta) return [];
  const required = { ...meta, isRequired: true };
  if (kind === 'tags')
    return [{ ...required, fieldName: 'Tags to add', info1: 'Comma-separated, such as summer, linen' }];
  if (kind === 'collection') return [{ ...required, fieldName: 'Collection', inputType: 9, info1: '' }];
  return [required];
}

/** True when the operation can be offered: its field is bulk-editable (a collection is always addable). */
export function isOffered(op: Operation, metas: AttributeMeta[]): boolean {
  if (op.kind === 'price') return true;
  if (op.fieldCode === null) return bulkEditable(metas).length > 0;
  const meta = metas.find((m) => m.fieldCode === op.fieldCode);
  return !!meta && (op.kind === 'collection' || meta.isBulkEditable);
}

const splitTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean),
  ),
];

/** The change for the entered values (validated by step 3's form before this is called). */
export function changeOf(
  kind: BulkChangeKind,
  fields: AttributeMeta[],
  values: Record<string, string>,
): BulkChange {
  const first = (values[fields[0]?.fieldCode] ?? '').trim();
  switch (kind) {
    case 'status':
      return { kind, status: Number(first) };
    case 'tags':
      return { kind, tags: splitTags(first) };
    case 'collection':
      return { kind, collectionId: first };
    case 'channel':
      return { kind, channelId: first, action: 'add' };
    case 'brand':
      return { kind, brandId: first };
    case 'vendor':
      return { kind, vendorId: first };
    case 'hsnCode':
      return { kind, hsnCode: first };
    case 'countryOfOrigin':
      return { kind, countryOfOrigin: first };
    case 'anyField':
      return { kind, fieldCode: fields[0].fieldCode, fieldValue: values[fields[0].fieldCode] ?? '' };
    case 'multipleFields':
      return {
        kind,
        data: fields.map((f) => ({ fieldCode: f.fieldCode, fieldValue: values[f.fieldCode] ?? '' })),
      };
    case 'price':
      throw new Error('a price change is entered on its own step (price-values-step.tsx)');
  }
}

/** How a value reads to a person (components/meta-fields), with "—" for empty. */
export const displayValue = (meta: AttributeMeta, value: string) =>
  metaDisplayValue(meta, value.trim()) || '—';

/** What a product's field will read after the change, from what it reads now. */
export function afterValue(
  kind: BulkChangeKind,
  meta: AttributeMeta,
  before: string,
  entered: string,
): string {
  if (kind === 'tags' || kind === 'collection') {
    const now = before
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t && t !== '—');
    const added = kind === 'tags' ? splitTags(entered) : [displayValue(meta, entered)];
    const all = [...now, ...added.filter((a) => !now.some((n) => n.toLowerCase() === a.toLowerCase()))];
    return all.join(', ') || '—';
  }
  if (kind === 'countryOfOrigin') return displayValue(meta, entered.trim().toUpperCase());
  return displayValue(meta, entered);
}
