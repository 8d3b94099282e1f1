import { CompletenessMissingList } from './completeness-missing-list';

/**
 * The product page's completeness badge: the share of required attributes filled and, when some are
 * missing, a disclosure listing them by name; each jumps to its field (completeness-missing-list).
 * Field names come from meta-info here on the server, so the browser gets only the missing few.
 */
export function CompletenessBadge({
  completeness,
  missing,
  fields,
}: {
  completeness: number;
  missing: string[];
  fields: { fieldCode: string; fieldName: string }[];
}) {
  const names = new Map(fields.map((f) => [f.fieldCode, f.fieldName]));
  const items = missing.map((code) => ({ code, label: code === 'Images' ? 'An image' : (names.get(code) ?? code) }));
  return <CompletenessMissingList completeness={completeness} items={items} />;
}
