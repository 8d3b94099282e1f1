/** Product status ids and names, exactly as the spec's status table. -1 is a search filter only. */
export const PRODUCT_STATUSES = [
  { id: -1, name: 'All' },
  { id: 0, name: 'None' },
  { id: 1, name: 'Draft' },
  { id: 2, name: 'Active' },
  { id: 3, name: 'Archived' },
  { id: 4, name: 'Discontinued' },
] as const;

export type ProductStatusId = (typeof PRODUCT_STATUSES)[number]['id'];

export function productStatusName(id: number): string {
  return PRODUCT_STATUSES.find((s) => s.id === id)?.name ?? 'Unknown';
}
