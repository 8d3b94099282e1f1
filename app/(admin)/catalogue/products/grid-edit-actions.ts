'use server';

import { z } from 'zod';
import { runAction } from '@/lib/actions/run-action';
import { ApiError } from '@/lib/api/errors';
import { saveProductGridChanges, type GridSaveItems } from '@/lib/api/product-grid';
import { multipleFieldsSampleSchema } from '@/lib/api/schemas/bulk-update';
import { MAX_PAGE_SIZE } from '@/lib/api/schemas/paging';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page of the grid at most: each product with its version as loaded and its changed cells. */
const gridSaveSchema = multipleFieldsSampleSchema.max(MAX_PAGE_SIZE, `at most ${MAX_PAGE_SIZE} products at once`);

export interface GridSaveResult {
  /** The bulk run the save was recorded as (its Undo), null when nothing could be saved. */
  runId: string | null;
  saved: number;
  /** Products changed by someone else since the grid loaded them: not saved, their changes kept in the grid. */
  conflicts: string[];
}

/** The items a 409 names by their version ("3.version: …"): the products changed since they were read. */
const staleItems = (e: ApiError) => new Set(e.errors.flatMap((m) => /^(\d+)\.version:/.exec(m)?.[1] ?? []).map(Number));

/** A refusal of the second call, its "3.data.1.fieldValue" paths renumbered to the items the grid sent. */
function renumbered(e: ApiError, original: number[]): ApiError {
  const errors = e.errors.map((m) => m.replace(/^(\d+)\./, (_, i: string) => `${original[Number(i)] ?? i}.`));
  return new ApiError(e.status, e.messageCode, e.message, errors);
}

/**
 * Saves the grid's changed cells: ONE multiple-fields call, recorded as one bulk run. The service
 * writes all or nothing; when it refuses because some products were changed by someone else since the
 * grid loaded them (409, one "<n>.version" error each), those are left out — never overwritten — and
 * the others are sent again, so one person's edit does not hold back the rest. A refused cell comes
 * back as a field error "<item>.data.<n>.fieldValue" of the items as sent. No revalidatePath: the
 * page is dynamic, and the grid refreshes itself once the save is shown done.
 */
export async function saveGridChangesAction(input: GridSaveItems) {
  return runAction('bulkUpdate', 'write', async (staff): Promise<GridSaveResult> => {
    const items = gridSaveSchema.parse(input);
    const userId = GUID.test(staff.id) ? staff.id : undefined;
    try {
      const { runId } = await saveProductGridChanges(items, userId);
      return { runId, saved: items.length, conflicts: [] };
    } catch (e) {
      if (!(e instanceof ApiError) || !e.isConflict) throw e;
      const stale = staleItems(e);
      if (stale.size === 0) throw e;
      const conflicts = items.filter((_, i) => stale.has(i)).map((item) => item.productId);
      const rest = items.map((item, i) => ({ item, i })).filter(({ i }) => !stale.has(i));
      if (rest.length === 0) return { runId: null, saved: 0, conflicts };
      try {
        const { runId } = await saveProductGridChanges(rest.map((r) => r.item), userId);
        return { runId, saved: rest.length, conflicts };
      } catch (again) {
        throw again instanceof ApiError ? renumbered(again, rest.map((r) => r.i)) : again;
      }
    }
  });
}

export type GridSaveInput = z.input<typeof gridSaveSchema>;
