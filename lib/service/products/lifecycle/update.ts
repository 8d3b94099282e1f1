import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { ProductUpdate } from '@/lib/api/schemas/product-lifecycle';
import { invalidate } from '../../cache';
import { CATEGORY_COUNTS_CACHE_KEY } from '../../categories';
import { conflict, invalid, notFound } from '@/lib/errors';
import { diffFields, recordChanges, type Actor } from '../../history';
import { editContext, resolveGroups } from './fields';
import { productSnapshot, summaryOf } from './snapshot';
import { announceProductUpdated } from '../../webhooks/announce';
import { asDuplicate, checkReferences, GROUP_NAMES, writeProduct } from './write';

export interface WriteRequest {
  actor: Actor;
  userId: string | null;
  /** The If-Match version: the write is refused (409, nothing written) when the product moved on. */
  expectedVersion?: number;
}

/**
 * PUT /api/v1/product/{id}: any subset of the groups, in one transaction, with a history row for
 * every field whose value changed. Returns the new version (the next ETag).
 */
export async function updateProduct(db: Db, id: string, body: ProductUpdate, req: WriteRequest): Promise<{ version: number }> {
  const errors: string[] = [];
  const resolved = resolveGroups(await editContext(db), body, errors);
  await checkReferences(db, body, errors);
  if (errors.length) throw invalid(errors);
  try {
    const version = await db.transaction(async (tx) => {
      const locked = await tx.execute<{ version: number }>(sql`select version from products where id = ${id} for update`);
      if (!locked.rows[0]) throw notFound(`Product ${id} was not found`, [`id: no product has id ${id}`]);
      const current = Number(locked.rows[0].version);
      if (req.expectedVersion !== undefined && current !== req.expectedVersion)
        throw conflict('The product was changed by someone else since it was opened; reload it and try again', [
          `If-Match: expected version ${req.expectedVersion} but the product is at ${current}`,
        ]);
      const before = (await productSnapshot(tx, id))!;
      await writeProduct(tx, db, id, body, resolved, { userId: req.userId, names: GROUP_NAMES });
      const after = (await productSnapshot(tx, id))!;
      const changes = diffFields(before, after);
      await recordChanges(tx, 'product', id, changes, req.actor);
      await announceProductUpdated(tx, id, summaryOf(after), changes, req.actor);
      return current + 1;
    });
    // The categories' product counts change; the categories themselves do not.
    if (body.categories || resolved.changes.some((c) => c.kind === 'category')) invalidate(CATEGORY_COUNTS_CACHE_KEY);
    return { version };
  } catch (e) {
    throw asDuplicate(e, resolved.identifiers, GROUP_NAMES);
  }
}
