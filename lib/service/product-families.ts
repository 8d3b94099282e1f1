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
import { duplicate, invalid, isUniqueViolation, notFound } from '@/lib/errors';
import { attributesByCode } from './meta-info';
import { IMAGES_CODE, refreshCompletenessOfFamily } from './products/completeness';
import { recordLifecycle, recordRowChanges, SYSTEM_ACTOR, type Actor } from './history';

const columns = { id: productFamilies.id, name: productFamilies.name, code: productFamilies.code, requiredAttributes: productFamilies.requiredAttributes };

/**
 * A family's required attributes in meta-info's spelling, each once; an unknown code is a 400 naming
 * its position. "Images" (at least one image) is the one code that is not an attribute.
 */
async function canonicalRequired(db: Db | Tx, codes: string[] | undefined): Promise<string[] | undefined> {
  if (codes === undefined) return undefined;
  const known = await attributesByCode(db as Db);
  const errors: string[] = [];
  const out: string[] = [];
  codes.forEach((code, i) => {
    const name = code.toLowerCase() === IMAGES_CODE.toLowerCase() ? IMAGES_CODE : known.get(code.toLowerCase())?.meta.fieldCode;
    if (!name) errors.push(`requiredAttributes.${i}: no attribute has code ${code} (see meta-info)`);
    else if (!out.includes(name)) out.push(name);
  });
  if (errors.length) throw invalid(errors);
  return out;
}

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
  const parsed = productFamilyCreateSchema.parse(input);
  const body = { ...parsed, requiredAttributes: (await canonicalRequired(db, parsed.requiredAttributes)) ?? [] };
  try {
    return await db.transaction(async (tx) => {
      await assertUnique(tx, body);
      const [row] = await tx.insert(productFamilies).values(body).returning({ id: productFamilies.id });
      await recordLifecycle(tx, 'product_family', String(row.id), { after: body }, actor);
      // Products may already name this family as their attribute set.
      if (body.requiredAttributes.length) await refreshCompletenessOfFamily(tx, body.code);
      return row.id;
    });
  } catch (e) {
    throw asDuplicate(e, body);
  }
}

/** PUT /api/v1/product-family/{id}: a field left out keeps its value. */
export async function updateProductFamily(db: Db, id: number, input: ProductFamilyUpdate, actor: Actor = SYSTEM_ACTOR): Promise<number> {
  const parsed = productFamilyUpdateSchema.parse(input);
  const body = { ...parsed, requiredAttributes: await canonicalRequired(db, parsed.requiredAttributes) };
  try {
    return await db.transaction(async (tx) => {
      const before = await getProductFamily(tx, id);
      await assertUnique(tx, body, id);
      await tx
        .update(productFamilies)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(productFamilies.id, id));
      const after = await getProductFamily(tx, id);
      await recordRowChanges(tx, 'product_family', String(id), before, after, actor);
      // The family's products (under its old and new code) get their completeness in this transaction.
      if (JSON.stringify(before.requiredAttributes) !== JSON.stringify(after.requiredAttributes) || before.code !== after.code) {
        await refreshCompletenessOfFamily(tx, before.code);
        if (after.code.toLowerCase() !== before.code.toLowerCase()) await refreshCompletenessOfFamily(tx, after.code);
      }
      return id;
    });
  } catch (e) {
    throw asDuplicate(e, body);
  }
}
