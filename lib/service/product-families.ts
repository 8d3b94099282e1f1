import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { productFamilies } from '@/lib/db/schema';
import {
  productFamilyCreateSchema,
  productFamilyUpdateSchema,
  type ProductFamily,
  type ProductFamilyCreate,
  type ProductFamilyUpdate,
} from '@/lib/api/schemas/product-family';
import { duplicate, isUniqueViolation, notFound } from './errors';
import { recordLifecycle, recordRowChanges, SYSTEM_ACTOR, type Actor } from './history';

const columns = { id: productFamilies.id, name: productFamilies.name, code: productFamilies.code };

/** GET /api/v1/product-family: every family, in id order. */
export function listProductFamilies(db: Db): Promise<ProductFamily[]> {
  return db.select(columns).from(productFamilies).orderBy(asc(productFamilies.id));
}

/** GET /api/v1/product-family/{id} */
export async function getProductFamily(db: Db | Tx, id: number): Promise<ProductFamily> {
  const [row] = await db.select(columns).from(productFamilies).where(eq(productFamilies.id, id));
  if (!row) throw notFound(`Product family ${id} was not found`, [`id: no product family has id ${id}`]);
  return row;
}

/** Names and codes are unique regardless of case, so "Apparel" and "apparel" cannot both exist. */
async function assertUnique(tx: Tx, values: { name?: string; code?: string }, exceptId?: number) {
  const others = exceptId === undefined ? undefined : ne(productFamilies.id, exceptId);
  if (values.name !== undefined) {
    const [taken] = await tx
      .select({ id: productFamilies.id })
      .from(productFamilies)
      .where(and(sql`lower(${productFamilies.name}) = lower(${values.name})`, others));
    if (taken) throw duplicate('name', `A product family named ${values.name} already exists`);
  }
  if (values.code !== undefined) {
    const [taken] = await tx
      .select({ id: productFamilies.id })
      .from(productFamilies)
      .where(and(sql`lower(${productFamilies.code}) = lower(${values.code})`, others));
    if (taken) throw duplicate('code', `A product family with code ${values.code} already exists`);
  }
}

/** A unique violation that slipped past the check (a concurrent insert) still answers 409. */
function asDuplicate(e: unknown, values: { name?: string; code?: string }): unknown {
  if (isUniqueViolation(e, 'code')) return duplicate('code', `A product family with code ${values.code} already exists`);
  if (isUniqueViolation(e)) return duplicate('name', `A product family named ${values.name} already exists`);
  return e;
}

/** POST /api/v1/product-family: returns the new integer id. */
export async function createProductFamily(db: Db, input: ProductFamilyCreate, actor: Actor = SYSTEM_ACTOR): Promise<number> {
  const body = productFamilyCreateSchema.parse(input);
  try {
    return await db.transaction(async (tx) => {
      await assertUnique(tx, body);
      const [row] = await tx.insert(productFamilies).values(body).returning({ id: productFamilies.id });
      await recordLifecycle(tx, 'product_family', String(row.id), { after: body }, actor);
      return row.id;
    });
  } catch (e) {
    throw asDuplicate(e, body);
  }
}

/** PUT /api/v1/product-family/{id}: a field left out keeps its value. */
export async function updateProductFamily(db: Db, id: number, input: ProductFamilyUpdate, actor: Actor = SYSTEM_ACTOR): Promise<number> {
  const body = productFamilyUpdateSchema.parse(input);
  try {
    return await db.transaction(async (tx) => {
      const before = await getProductFamily(tx, id);
      await assertUnique(tx, body, id);
      await tx
        .update(productFamilies)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(productFamilies.id, id));
      await recordRowChanges(tx, 'product_family', String(id), before, await getProductFamily(tx, id), actor);
      return id;
    });
  } catch (e) {
    throw asDuplicate(e, body);
  }
}
