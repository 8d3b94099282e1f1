import { z } from 'zod';
import { advancedSearchBodySchema } from '@/lib/api/schemas/product-search';
import { BULK_SELECTION_STORAGE_KEY } from './grid-filters';

/**
 * What the product grid hands the bulk-update wizard. The grid writes it as JSON to sessionStorage
 * under `BULK_SELECTION_STORAGE_KEY` and opens `/bulk-update?from=grid`; the wizard reads it back
 * with `parseBulkSelection`.
 * - `ids`: the rows the user ticked (product recordId guids), possibly across several pages.
 * - `filters`: "select all N matching": every product matching the advanced-search body, with the
 *   count the grid showed (the wizard may re-count: the catalogue can change in between).
 */
export const bulkSelectionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ids'),
    productIds: z.array(z.string().min(1)).min(1),
  }),
  z.object({
    kind: z.literal('filters'),
    filters: advancedSearchBodySchema,
    total: z.number().int().min(0),
  }),
]);
export type BulkSelection = z.infer<typeof bulkSelectionSchema>;
/** The shape written to storage (filters before zod's transforms; same fields). */
export type BulkSelectionInput = z.input<typeof bulkSelectionSchema>;

export { BULK_SELECTION_STORAGE_KEY };

/** The query the grid opens the wizard with. */
export const BULK_UPDATE_FROM_GRID_HREF = '/bulk-update?from=grid';

/** The selection stored by the grid, or null when absent or not in the expected shape. */
export function parseBulkSelection(json: string | null | undefined): BulkSelection | null {
  if (!json) return null;
  try {
    const parsed = bulkSelectionSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Browser only: stores `selection` for the wizard (call before navigating to the wizard). */
export function storeBulkSelection(selection: BulkSelectionInput): void {
  window.sessionStorage.setItem(BULK_SELECTION_STORAGE_KEY, JSON.stringify(selection));
}

/** Browser only: the selection the grid stored, or null. */
export function readBulkSelection(): BulkSelection | null {
  return parseBulkSelection(window.sessionStorage.getItem(BULK_SELECTION_STORAGE_KEY));
}
